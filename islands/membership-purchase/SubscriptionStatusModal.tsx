import { useEffect } from 'react';
import { firstPollStep, nextPollStep, type PollStep, type PollingFlow } from '../../src/features/membership-purchase/subscription-polling.ts';
import { POLLING_FAILED_MESSAGE } from '../../src/shell/flash/messages.ts';
import { accountLocation } from '../../src/shell/flash/account-notifications.ts';
import { reloadAfterPurchase } from './reload-after-purchase.ts';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { hideModal, useModal } from '../shell/modals/store.ts';
import { pollSubscription } from './status-actions.ts';
import { dispatchSubscription } from './store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';

const MODAL_ID = 'SubscriptionStatusModal';

export interface SubscriptionStatusProps extends Record<string, unknown> {
  flow: PollingFlow;
}

/**
 * The subscription status modal (membership spec section 4): after a trial upgrade or a
 * reactivation it polls the profile's subscription by the pure steps of subscription-polling.ts
 * until the purchase shows (then the page reloads with fatr=true), the premium-plus brand reloading
 * after 10 s; after 40 tries the polling-failed message, the modal closed and the status page.
 */
function SubscriptionStatusModal({ premiumPlus }: { premiumPlus: boolean }) {
  const modal = useModal<SubscriptionStatusProps>(MODAL_ID);
  const { open, props } = modal;
  // Opened by the query (reactivation=success) without props: the reactivation shows when the subscription is active again.
  const flow = props?.flow ?? 'reactivate';

  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const run = (step: PollStep) => {
      if (cancelled) return;
      if (step.kind === 'reload') timer = setTimeout(reloadAfterPurchase, step.delayMs);
      else if (step.kind === 'polling-failed') {
        // The error travels with the address: a flash shown here would go with this page.
        hideModal(MODAL_ID);
        window.location.assign(accountLocation('polling_failed'));
      } else {
        timer = setTimeout(() => {
          void pollSubscription(flow).then((answer) => {
            dispatchSubscription({ type: 'polled', counter: step.tries });
            run(nextPollStep(step.tries, answer));
          });
        }, step.delayMs);
      }
    };
    run(firstPollStep(premiumPlus));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [open, flow, premiumPlus]);

  return (
    <Modal modal={modal}>
      <div className="grid gap-3" data-subscription-status>
        <ModalHeading>
          Updating your membership
        </ModalHeading>
        <p className="m-0" role="status" aria-live="polite">
          Your payment went through. We are updating your membership: the page reloads as soon as it is ready.
        </p>
        <p className="m-0 text-sm text-muted">{POLLING_FAILED_MESSAGE}</p>
      </div>
    </Modal>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(SubscriptionStatusModal);
