import { useEffect, useRef, useState } from 'react';
import { GEMS_LOST } from '../../src/features/gems/gems.ts';
import { retentionOfferOption, retentionOfferText, stayButtonText, type RetentionOfferAnswer } from '../../src/features/membership-purchase/retention-offer.ts';
import type { RetentionOfferOption } from '../../src/features/membership-purchase/subscription-state.ts';
import { ACCOUNT_UPDATE_ERROR, flashText } from '../../src/shell/flash/messages.ts';
import { actions } from '../shell/actions/member-actions.ts';
import Modal, { ModalHeading, SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import { DismissModalButton, OpenModalButton } from '../shell/modals/ModalButtons.tsx';
import { useModal } from '../shell/modals/store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { newPurchaseKey } from './store.ts';

const MODAL_ID = 'CancelMembershipModal';

/** The flow's steps: the offer is read first; with one, it is shown before the cancellation is confirmed. */
type Step = { kind: 'loading' } | { kind: 'offer'; offer: RetentionOfferOption; currentRebill: RetentionOfferAnswer['currentRebill'] } | { kind: 'confirm' };
/** What runs: the offer taken to stay, or the cancellation. */
type Busy = 'stay' | 'cancel' | null;

/**
 * The cancellation of a native biller's membership from the account page (the Terms: "You may cancel
 * at any time from your account page"), with the spec's retention offer first (membership spec
 * section 3): the member may stay on it (a special price, or gems) or go on to confirm. Confirmed, the
 * rebill stops, the gems are lost, and the account page shows the membership cancelled, with its
 * reactivation. Each step's heading takes the focus, so a screen reader says where the member is.
 */
function CancelMembershipModal() {
  const modal = useModal(MODAL_ID);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [busy, setBusy] = useState<Busy>(null);
  const [failed, setFailed] = useState(false);
  const [key, setKey] = useState(newPurchaseKey);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!modal.open) return;
    setStep({ kind: 'loading' });
    setFailed(false);
    // Without an offer (none for this membership, or it could not be read), the cancellation goes on.
    void actions.purchase.retentionOffer().then(({ data }) => {
      const offer = data ? retentionOfferOption(data) : null;
      setStep(offer && data ? { kind: 'offer', offer, currentRebill: data.currentRebill } : { kind: 'confirm' });
    });
  }, [modal.open]);

  useEffect(() => {
    if (modal.open && step.kind !== 'loading') heading.current?.focus();
  }, [modal.open, step.kind]);

  /** Runs the member's choice: staying on the offer, or the cancellation. */
  async function run(what: Exclude<Busy, null>, call: () => Promise<{ data?: { success: true; location: string } | { success: false; errors: string[] } | undefined }>) {
    setBusy(what);
    setFailed(false);
    const { data } = await call();
    if (data?.success) {
      // The account page again, with its notification: the membership as it is now.
      window.location.assign(data.location);
      return;
    }
    setKey(newPurchaseKey());
    setBusy(null);
    setFailed(true);
  }

  const offerText = step.kind === 'offer' ? retentionOfferText(step.offer, step.currentRebill, 'stay') : null;
  return (
    <div data-cancel-membership>
      <OpenModalButton id={MODAL_ID} className={SECONDARY_BUTTON}>
        Cancel membership
      </OpenModalButton>
      <Modal modal={modal} closeOnEscape={busy === null}>
        <div className="grid gap-4" data-cancel-step={step.kind} aria-busy={busy !== null}>
          {step.kind === 'loading' && (
            <>
              <ModalHeading>Cancel your membership</ModalHeading>
              <p className="m-0" role="status">
                Loading…
              </p>
            </>
          )}
          {step.kind === 'offer' && (
            <>
              <ModalHeading ref={heading}>Before you go</ModalHeading>
              {offerText && <p className="m-0 font-semibold">{offerText}</p>}
              <p className="m-0">Your membership carries on as it is, with this offer on it.</p>
            </>
          )}
          {step.kind === 'confirm' && (
            <>
              <ModalHeading ref={heading}>Cancel your membership?</ModalHeading>
              <p className="m-0">Your membership will not renew. You keep watching until the end of the period you paid for.</p>
              <p className="m-0">{GEMS_LOST}</p>
            </>
          )}
          {failed && (
            <p className="alert" role="alert">
              {flashText({ message: ACCOUNT_UPDATE_ERROR })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {step.kind === 'offer' && (
              <>
                <button type="button" className="btn border-0" disabled={busy !== null} aria-busy={busy === 'stay'} onClick={() => void run('stay', () => actions.purchase.stay({ retentionOfferName: step.offer.name, idempotencyKey: key }))}>
                  {busy === 'stay' ? 'Saving…' : stayButtonText(step.offer)}
                </button>
                <button type="button" className={SECONDARY_BUTTON} disabled={busy !== null} onClick={() => setStep({ kind: 'confirm' })}>
                  No thanks, cancel
                </button>
                <DismissModalButton id={MODAL_ID} disabled={busy !== null}>
                  Close
                </DismissModalButton>
              </>
            )}
            {step.kind === 'confirm' && (
              <>
                <button type="button" className="btn border-0" disabled={busy !== null} aria-busy={busy === 'cancel'} onClick={() => void run('cancel', () => actions.purchase.cancel())}>
                  {busy === 'cancel' ? 'Cancelling…' : 'Cancel my membership'}
                </button>
                <DismissModalButton id={MODAL_ID} disabled={busy !== null}>
                  Keep my membership
                </DismissModalButton>
              </>
            )}
            {step.kind === 'loading' && (
              <DismissModalButton id={MODAL_ID}>
                Close
              </DismissModalButton>
            )}
          </div>
        </div>
      </Modal>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(CancelMembershipModal);
