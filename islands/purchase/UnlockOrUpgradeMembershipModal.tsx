import Modal, { SECONDARY_BUTTON } from '../modals/Modal.tsx';
import { hideModal, showModal } from '../modals/store.ts';
import SubscriptionStatusModal from './SubscriptionStatusModal.tsx';
import TrialUpgradeButton from './TrialUpgradeButton.tsx';
import { withErrorBoundary } from '../error-boundary/ErrorBoundary.tsx';
import { DismissModalButton, OpenModalButton } from '../modals/ModalButtons.tsx';

const MODAL_ID = 'UnlockOrUpgradeMembershipModal';
const HEADING_ID = 'unlock-or-upgrade-heading';

/**
 * A trial with pay-per-video credits, denied a video (membership spec section 6), chooses: spend a
 * credit on this one video (the unlock's own modal, UnlockVideoModal, on the same page) or upgrade
 * the trial at the fixed price and watch everything (the status modal then polls until it shows).
 */
function UnlockOrUpgradeMembershipModal({ credits, premiumPlus }: { credits: number; premiumPlus: boolean }) {
  return (
    <div data-unlock-or-upgrade>
      <OpenModalButton id={MODAL_ID} className={SECONDARY_BUTTON}>
        Or upgrade your membership
      </OpenModalButton>
      <Modal id={MODAL_ID} labelledBy={HEADING_ID}>
        <div className="grid gap-4">
          <h2 id={HEADING_ID} className="m-0 font-heading text-xl">
            Unlock this video or upgrade
          </h2>
          <p className="m-0">
            Spend one of your {credits} credits on this video, or upgrade your trial to a full membership and watch every video in full.
          </p>
          <div className="flex flex-wrap gap-3">
            <TrialUpgradeButton from={MODAL_ID} />
            {credits > 0 && (
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={() => {
                  hideModal(MODAL_ID);
                  showModal('UnlockVideoModal');
                }}
              >
                Use a credit
              </button>
            )}
            <DismissModalButton id={MODAL_ID}>
              Close
            </DismissModalButton>
          </div>
        </div>
      </Modal>
      <SubscriptionStatusModal premiumPlus={premiumPlus} />
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (issue 11).
export default withErrorBoundary(UnlockOrUpgradeMembershipModal);
