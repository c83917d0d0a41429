import { actions } from '../shell/actions/member-actions.ts';
import { useEffect, useState } from 'react';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import { PURCHASE_FLASH } from '../../src/shell/flash/messages.ts';
import { showFlash } from '../shell/flash/store.ts';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { hideModal, useModal } from '../shell/modals/store.ts';
import { reloadAfterPurchase } from './reload-after-purchase.ts';
import { $subscription, dispatchSubscription, newPurchaseKey } from './store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { formatMoney } from '../../src/membership/money.ts';
import { DismissModalButton, OpenModalButton } from '../shell/modals/ModalButtons.tsx';
import { useSharedStore } from '../shell/hydration/use-hydrated.ts';

const MODAL_ID = 'UpgradeToYearlyMembershipModal';

/**
 * A monthly single-site member switches to the yearly membership of the site (profile
 * upgradeOptions.isUpgradeableToVixenPlusYearly) on the card on file; the page reloads with fatr=true.
 */
function UpgradeToYearlyMembershipModal() {
  const modal = useModal(MODAL_ID);
  const { isPaymentLoading } = useSharedStore($subscription);
  const [option, setOption] = useState<JoinOption | null>(null);
  const [key, setKey] = useState(newPurchaseKey);

  useEffect(() => {
    if (modal.open) void actions.purchase.yearlyOffer().then(({ data }) => setOption(data ?? null));
  }, [modal.open]);

  async function upgrade() {
    dispatchSubscription({ type: 'paymentRequested' });
    const { data } = await actions.purchase.yearly({ idempotencyKey: key });
    if (data?.success) {
      dispatchSubscription({ type: 'paymentSucceeded' });
      reloadAfterPurchase();
      return;
    }
    dispatchSubscription({ type: 'paymentFailed' });
    setKey(newPurchaseKey());
    showFlash({ type: 'error', message: PURCHASE_FLASH.paymentFailed });
    hideModal(MODAL_ID);
  }

  return (
    <div data-upgrade-yearly>
      <OpenModalButton id={MODAL_ID}>
        Switch to yearly
      </OpenModalButton>
      <Modal modal={modal} closeOnEscape={!isPaymentLoading} closeOnBackdrop={!isPaymentLoading}>
        <div className="grid gap-4">
          <ModalHeading>
            Switch to a yearly membership
          </ModalHeading>
          <p className="m-0">
            {option
              ? `${option.name}: ${formatMoney(option.price, option.currency)} for a year, charged now on your card on file.`
              : 'Loading the yearly price…'}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn border-0" disabled={!option || isPaymentLoading} aria-busy={isPaymentLoading} onClick={() => void upgrade()}>
              {isPaymentLoading ? 'Processing payment…' : 'Switch now'}
            </button>
            <DismissModalButton id={MODAL_ID} disabled={isPaymentLoading}>
              Not now
            </DismissModalButton>
          </div>
        </div>
      </Modal>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(UpgradeToYearlyMembershipModal);
