import { actions } from '../shell/actions/member-actions.ts';
import { useEffect, useState } from 'react';
import { PURCHASE_FLASH } from '../../src/shell/flash/messages.ts';
import { showFlash } from '../shell/flash/store.ts';
import { useModal } from '../shell/modals/store.ts';
import { $subscription, dispatchSubscription, newPurchaseKey } from './store.ts';
import { waitForMembership } from './wait-for-membership.ts';
import PurchaseModalFrame from './PurchaseModalFrame.tsx';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { formatMoney } from '../../src/membership/money.ts';
import { retentionOfferOption, retentionOfferText } from '../../src/features/membership-purchase/retention-offer.ts';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';
import { useSharedStore } from '../shell/hydration/use-hydrated.ts';

const MODAL_ID = 'ReactivateCancelledRebillModal';

/**
 * Reactivation of a cancelled native-biller rebill (membership spec sections 4 and 6): the retention
 * offer (a special price or gems) is read when the modal opens; Reactivate sets uncancel-loading
 * until the biller answers; success flashes and the status modal polls until the membership shows;
 * failure flashes and empties the offer, so what is left is reactivating at the current price.
 */
function ReactivateCancelledRebillModal({ premiumPlus, opener }: { premiumPlus: boolean; opener?: string }) {
  const modal = useModal(MODAL_ID);
  const { open } = modal;
  const { isLoading, isUnCancelLoading, retentionOfferOption: offer } = useSharedStore($subscription);
  const [currentRebill, setCurrentRebill] = useState<{ amount: number; currency: string } | null>(null);
  const [key, setKey] = useState(newPurchaseKey);
  const offerText = offer && retentionOfferText(offer, currentRebill, 'reactivate');

  useEffect(() => {
    if (!open) return;
    dispatchSubscription({ type: 'optionsRequested' });
    void actions.purchase.retentionOffer().then(({ data, error }) => {
      if (error) return dispatchSubscription({ type: 'retentionOfferFailed' });
      setCurrentRebill(data.currentRebill);
      dispatchSubscription({ type: 'retentionOfferLoaded', cancelled: true, offer: retentionOfferOption(data) });
    });
  }, [open]);

  async function reactivate() {
    dispatchSubscription({ type: 'reactivationRequested' });
    const { data } = await actions.purchase.reactivate({
      retentionOfferName: offer?.name ?? null,
      idempotencyKey: key,
    });
    setKey(newPurchaseKey());
    if (data?.success) {
      dispatchSubscription({ type: 'reactivationSucceeded' });
      waitForMembership(MODAL_ID, 'reactivate', PURCHASE_FLASH.reactivateSuccess);
      return;
    }
    dispatchSubscription({ type: 'reactivationFailed' });
    showFlash({ type: 'error', message: PURCHASE_FLASH.reactivateFailed });
  }

  return (
    <div data-reactivate-modal>
      <PurchaseModalFrame modal={modal} title="Reactivate your membership" opener={opener} closeOnEscape={!isUnCancelLoading} premiumPlus={premiumPlus}>
        {isLoading ? (
          <p className="m-0" role="status">
            Loading your offer…
          </p>
        ) : (
          <div className="grid gap-2" data-retention-offer={offer?.name ?? 'none'}>
            <p className="m-0">Your membership is cancelled: it ends with the period you paid for. Reactivate it to keep watching.</p>
            {offerText && <p className="m-0 font-semibold">{offerText}</p>}
            {!offer && currentRebill && <p className="m-0">Your membership continues at {formatMoney(currentRebill.amount, currentRebill.currency)} per month.</p>}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn border-0" disabled={isLoading || isUnCancelLoading} aria-busy={isUnCancelLoading} onClick={() => void reactivate()}>
            {isUnCancelLoading ? 'Reactivating…' : 'Reactivate'}
          </button>
          <DismissModalButton id={MODAL_ID} disabled={isUnCancelLoading}>
            Not now
          </DismissModalButton>
        </div>
      </PurchaseModalFrame>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(ReactivateCancelledRebillModal);
