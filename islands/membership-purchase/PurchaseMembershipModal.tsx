import { useEffect, useState } from 'react';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import { PURCHASE_FLASH } from '../../src/shell/flash/messages.ts';
import { purchaseChoices, SPECIAL_OFFER_PERCENT_OFF, type PurchaseChoice } from '../../src/features/membership-purchase/single-site-upsell.ts';
import type { PurchaseOffer } from '../../src/features/player/purchase-offer.ts';
import { showFlash } from '../shell/flash/store.ts';
import { hideModal, useModal } from '../shell/modals/store.ts';
import { buyOneClick, loadOneClickOptions } from './one-click-actions.ts';
import { $subscription, dispatchSubscription, newPurchaseKey } from './store.ts';
import { waitForMembership } from './wait-for-membership.ts';
import PurchaseModalFrame from './PurchaseModalFrame.tsx';
import TrialUpgradeButton from './TrialUpgradeButton.tsx';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { formatMoney } from '../../src/membership/money.ts';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';
import { useSharedStore } from '../shell/hydration/use-hydrated.ts';

export interface PurchaseMembershipModalProps {
  offer: PurchaseOffer;
  /** The button that opens it, e.g. "See membership options"; without one it opens by id only (the query's modal=upgrade). */
  opener?: string;
  /** The premium-plus brand reloads 10 s after a purchase instead of polling (membership spec section 4). */
  premiumPlus: boolean;
}

const MODAL_ID = 'PurchaseMembershipModal';
const price = (option: JoinOption) => formatMoney(option.price, option.currency);

/**
 * The membership bought with one click on the card on file: the special-price multisite options, and
 * this brand alone when the offer includes single-site. After a 'sixSite' purchase the status page
 * takes over (the Action's location); after a reactivation the subscription status modal polls until
 * the membership shows (membership spec section 4).
 */
function OneClickOptions({ singleSite, flow }: { singleSite: boolean; flow: PurchaseOffer['flow'] }) {
  const { isLoading, isPaymentLoading } = useSharedStore($subscription);
  const [choices, setChoices] = useState<PurchaseChoice[] | null>(null);
  const [chosen, setChosen] = useState<PurchaseChoice | null>(null);
  const [key, setKey] = useState(newPurchaseKey);

  useEffect(() => {
    dispatchSubscription({ type: 'optionsRequested' });
    void loadOneClickOptions(singleSite).then(({ singleSite: singleSiteOptions, multisite }) => {
      const listed = purchaseChoices(singleSiteOptions, multisite, singleSite);
      setChoices(listed);
      setChosen(listed[0] ?? null);
      dispatchSubscription({ type: 'optionsLoaded', multisite: multisite.length > 0, defaultSubscription: listed[0]?.option.joinOptionId ?? null });
    });
  }, [singleSite]);

  async function buy() {
    if (!chosen) return;
    dispatchSubscription({ type: 'paymentRequested' });
    const { data } = await buyOneClick(chosen, key);
    if (data?.success) {
      dispatchSubscription({ type: 'paymentSucceeded' });
      if (flow === 'reactivate') waitForMembership(MODAL_ID, 'reactivate', PURCHASE_FLASH.paymentSuccess);
      else window.location.assign(data.location);
      return;
    }
    // "Multisite upsell errors give the payment-failed flash and close the purchase flow" (single-site's alike).
    dispatchSubscription({ type: 'paymentFailed' });
    setKey(newPurchaseKey());
    showFlash({ type: 'error', message: PURCHASE_FLASH.paymentFailed });
    hideModal(MODAL_ID);
  }

  if (isLoading || choices === null) return <p className="m-0" role="status">Loading the membership options…</p>;
  if (choices.length === 0) return <p className="m-0">Membership not available at this time</p>;
  return (
    <fieldset className="m-0 grid gap-2 border-0 p-0">
      <legend className="mb-2">
        {singleSite ? 'This site alone, or every sister brand' : 'Every sister brand'} at {SPECIAL_OFFER_PERCENT_OFF}% off for members:
      </legend>
      {choices.map((choice) => (
        <label key={choice.option.joinOptionId} className="flex items-center gap-2" data-purchase-choice={choice.kind}>
          <input
            type="radio"
            name="one-click-option"
            className="focus-ring"
            checked={chosen?.option.joinOptionId === choice.option.joinOptionId}
            onChange={() => setChosen(choice)}
          />
          {choice.option.name}: {price(choice.option)}
        </label>
      ))}
      <button type="button" className="btn mt-2 justify-self-start border-0" disabled={isPaymentLoading || !chosen} aria-busy={isPaymentLoading} onClick={() => void buy()}>
        {isPaymentLoading ? 'Processing payment…' : 'Buy now'}
      </button>
    </fieldset>
  );
}

/**
 * The purchase membership modal (membership spec sections 2, 4 and 6), on the modal system: a trial
 * upgrades at the fixed price; any other signed-in user buys in one click (a member adds this brand
 * alone or every sister brand, 'sixSite'; the others join or reactivate); a visitor is sent to the
 * join form. After a sixSite purchase the welcome page takes over; after a trial upgrade or a
 * reactivation the subscription status modal polls until the membership shows.
 */
function PurchaseMembershipModal({ offer, opener, premiumPlus }: PurchaseMembershipModalProps) {
  const modal = useModal(MODAL_ID);
  const { open } = modal;
  const { isPaymentLoading } = useSharedStore($subscription);
  return (
    <div data-purchase-modal={offer.flow}>
      <PurchaseModalFrame modal={modal} title={offer.title} opener={opener} closeOnEscape={!isPaymentLoading} premiumPlus={premiumPlus}>
        <p className="m-0">{offer.text}</p>
        {open && offer.oneClick && <OneClickOptions singleSite={offer.singleSite} flow={offer.flow} />}
        {open && offer.flow === 'trial' && <TrialUpgradeButton from={MODAL_ID} />}
        <div className="flex flex-wrap gap-3">
          {!offer.oneClick && offer.flow !== 'trial' && (
            <a className="btn" href={offer.link.href}>
              {offer.link.label}
            </a>
          )}
          <DismissModalButton id={MODAL_ID} disabled={isPaymentLoading}>
            Close
          </DismissModalButton>
        </div>
      </PurchaseModalFrame>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(PurchaseMembershipModal);
