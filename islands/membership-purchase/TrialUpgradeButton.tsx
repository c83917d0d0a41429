import { actions } from '../shell/actions/member-actions.ts';
import { useState } from 'react';
import { PURCHASE_FLASH } from '../../src/shell/flash/messages.ts';
import { showFlash } from '../shell/flash/store.ts';
import type { ModalId } from '../../src/shell/modal-ids.ts';
import { pageSalesTracking } from '../tracking/page-sales-tracking.ts';
import { $subscription, dispatchSubscription, newPurchaseKey } from './store.ts';
import { waitForMembership } from './wait-for-membership.ts';
import { useSharedStore } from '../shell/hydration/use-hydrated.ts';

/**
 * 'trial': the fixed-pricing upgrade of the trial to a full membership, on the card on file; on
 * success the modal it sits in (`from`) gives way to the subscription status modal.
 */
export default function TrialUpgradeButton({ from }: { from: ModalId }) {
  const { isPaymentLoading } = useSharedStore($subscription);
  const [key, setKey] = useState(newPurchaseKey);
  async function upgrade() {
    dispatchSubscription({ type: 'paymentRequested' });
    const { data } = await actions.purchase.trialUpgrade({ idempotencyKey: key, ...pageSalesTracking() });
    if (data?.success) {
      dispatchSubscription({ type: 'paymentSucceeded' });
      waitForMembership(from, 'trial', PURCHASE_FLASH.paymentSuccess);
      return;
    }
    dispatchSubscription({ type: 'paymentFailed' });
    setKey(newPurchaseKey());
    showFlash({ type: 'error', message: PURCHASE_FLASH.paymentFailed });
  }
  return (
    <button type="button" className="btn justify-self-start border-0" disabled={isPaymentLoading} aria-busy={isPaymentLoading} onClick={() => void upgrade()}>
      {isPaymentLoading ? 'Processing payment…' : 'Upgrade now'}
    </button>
  );
}
