import { formatMoney } from '../../membership/money.ts';
import { gemsText } from '../gems/gems.ts';
import type { RetentionOfferOption } from './subscription-state.ts';

/**
 * The retention offer of membership spec section 3 as the member reads it: a special rebill price or
 * gems, to stay (shown before a cancellation) or to come back (with the reactivation of the
 * cancelled rebill). Pure.
 */

/** The getRetentionOffer answer as the islands receive it (purchase.retentionOffer). */
export interface RetentionOfferAnswer {
  offer: { name: string; currencies: readonly string[]; deal: { newPrice: number | null; offeredGems: number | null } } | null;
  currentRebill: { amount: number; currency: string } | null;
}

/** The subscription state's offer option (section 3, "retentionOfferOption"), or null without an offer. */
export function retentionOfferOption(answer: Pick<RetentionOfferAnswer, 'offer'>): RetentionOfferOption | null {
  const { offer } = answer;
  return offer && { name: offer.name, newPrice: offer.deal.newPrice, offeredGems: offer.deal.offeredGems, currency: offer.currencies[0] ?? 'USD' };
}

export type RetentionPurpose = 'stay' | 'reactivate';

/**
 * The offer in one sentence: "Special offer: $19.95 instead of $29.95 per month." when reactivating,
 * "Stay for $19.95 a month instead of $29.95." before a cancellation; gems likewise. Null when the
 * offer has nothing to say (a price without the current one to compare).
 */
export function retentionOfferText(offer: RetentionOfferOption, currentRebill: RetentionOfferAnswer['currentRebill'], purpose: RetentionPurpose): string | null {
  if (offer.newPrice !== null) {
    if (!currentRebill) return null;
    const price = formatMoney(offer.newPrice, offer.currency);
    const current = formatMoney(currentRebill.amount, currentRebill.currency);
    return purpose === 'stay' ? `Stay for ${price} a month instead of ${current}.` : `Special offer: ${price} instead of ${current} per month.`;
  }
  if (offer.offeredGems !== null) {
    return purpose === 'stay' ? `Stay, and get ${gemsText(offer.offeredGems)} to unlock channel packs.` : `Special offer: ${gemsText(offer.offeredGems)} when you reactivate.`;
  }
  return null;
}

/** The button that takes the offer to stay: "Stay for $19.95 a month", "Stay and get 50 gems". */
export function stayButtonText(offer: RetentionOfferOption): string {
  return offer.newPrice !== null ? `Stay for ${formatMoney(offer.newPrice, offer.currency)} a month` : `Stay and get ${gemsText(offer.offeredGems ?? 0)}`;
}
