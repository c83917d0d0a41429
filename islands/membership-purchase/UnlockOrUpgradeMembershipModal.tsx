import { SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import { hideModal, showModal, useModal } from '../shell/modals/store.ts';
import PurchaseModalFrame from './PurchaseModalFrame.tsx';
import TrialUpgradeButton from './TrialUpgradeButton.tsx';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';

const MODAL_ID = 'UnlockOrUpgradeMembershipModal';

/**
 * A trial with pay-per-video credits, denied a video (membership spec section 6), chooses: spend a
 * credit on this one video (the unlock's own modal, UnlockVideoModal, on the same page) or upgrade
 * the trial at the fixed price and watch everything (the status modal then polls until it shows).
 */
function UnlockOrUpgradeMembershipModal({ credits, premiumPlus }: { credits: number; premiumPlus: boolean }) {
  const modal = useModal(MODAL_ID);
  return (
    <div data-unlock-or-upgrade>
      <PurchaseModalFrame
        modal={modal}
        title="Unlock this video or upgrade"
        opener="Or upgrade your membership"
        openerClassName={SECONDARY_BUTTON}
        premiumPlus={premiumPlus}
      >
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
      </PurchaseModalFrame>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(UnlockOrUpgradeMembershipModal);
