import { useEffect } from 'react';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { showModal, useModal } from '../shell/modals/store.ts';
import type { OutgoingUpsellConfirmation } from '../../src/features/upsells/offer-confirmation.ts';
import { CONFIRMATION_LINK_MISSING } from '../../src/features/upsells/messages.ts';
import { $upsellConfirm, confirmOutgoingUpsell, resetOutgoingUpsell } from './store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';
import { useSharedStore } from '../shell/hydration/use-hydrated.ts';

const MODAL_ID = 'ConfirmOutgoingUpsellModal';

export interface ConfirmOutgoingUpsellProps {
  /** The confirmation /deals read from its `confirmation` query, once it proved it signed: the modal opens with it. */
  confirmation: OutgoingUpsellConfirmation;
  /** That query value as the server signed it: Confirm sends it back, and the Action buys only what it holds. */
  signed: string;
}

const leave = (location: string): void => window.location.assign(location);

/**
 * The confirm-upsell modal (membership spec sections 2 and 3): the partner offer's title,
 * description and prices, and Confirm, which buys it (the Action upsells.confirmOutgoing, handed
 * the signed confirmation, never a link of its own) and sends the member on. Without a confirmation link it says so ('Outgoing upsell - Confirmation link is
 * missing') and offers no Confirm. Mounted only on /deals with a confirmation, and opened at once.
 */
function ConfirmOutgoingUpsellModal({ confirmation, signed }: ConfirmOutgoingUpsellProps) {
  const modal = useModal<{ confirmation: OutgoingUpsellConfirmation }>(MODAL_ID);
  const { props } = modal;
  const state = useSharedStore($upsellConfirm);
  useEffect(() => showModal(MODAL_ID, { confirmation }), [confirmation]);
  const shown = props?.confirmation ?? confirmation;
  const link = shown.confirmationLink;
  const busy = state.status === 'confirming' || state.status === 'leaving';

  return (
    // While the purchase runs, Escape must not hide it: the member would not see where it ends.
    <Modal modal={modal} {...(busy ? { closeOnEscape: false } : {})} onClose={resetOutgoingUpsell}>
      <div className="grid gap-4" aria-busy={busy} data-confirm-outgoing-upsell>
        <ModalHeading>{shown.title}</ModalHeading>
        {shown.description && <p className="m-0">{shown.description}</p>}
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">Today</dt>
          <dd className="m-0 font-semibold">{shown.price.initial}</dd>
          <dt className="text-muted">Then</dt>
          <dd className="m-0 font-semibold">{shown.price.recurring}</dd>
        </dl>
        {!link && (
          <p className="alert" role="alert">
            {CONFIRMATION_LINK_MISSING}
          </p>
        )}
        {state.status === 'failed' && state.error && (
          <p className="alert" role="alert">
            {state.error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {link && (
            <button type="button" className="btn" disabled={busy} onClick={() => void confirmOutgoingUpsell(signed, leave)}>
              {busy ? 'Confirming…' : state.status === 'failed' ? 'Try again' : `Confirm and pay ${shown.price.initial}`}
            </button>
          )}
          <DismissModalButton id={MODAL_ID} disabled={busy}>
            {link ? 'No, thanks' : 'Close'}
          </DismissModalButton>
        </div>
      </div>
    </Modal>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(ConfirmOutgoingUpsellModal);
