import type { TenantConfig } from '../../../src/tenants/schema.ts';
import type { MembershipFacts } from '../membership-facts.ts';
import { NATIVE_BILLERS } from './billers.ts';
import type { SubscriptionRow } from './records.ts';

/** Membership spec section 3, Retention offer. */
export interface RetentionOffer {
  name: string;
  currencies: string[];
  displayRules: {
    priceRange: { min: number; max: number };
    rebillPeriod: number;
    sites: string[];
    subscription: { type: string; brands: string[] };
  };
  deal: { newPrice: number | null; offeredGems: number | null };
}

export interface RetentionOfferAnswer {
  offer: RetentionOffer | null;
  currentRebill: { amount: number; currency: string } | null;
}

/** Single-site members stay (or come back) at a special price; multisite members keep their price and get gems. */
export const RETENTION_OFFERS = {
  specialPrice: { name: 'winback-special-price', newPrice: 19.95 },
  gems: { name: 'winback-gems', offeredGems: 50 },
} as const;
const REBILL_PERIOD_DAYS = 30;

/**
 * The retention offer of a paid member's native-biller subscription (spec sections 4 and 6): to stay,
 * for a member about to cancel; to come back, for one who cancelled. One per subscription: once
 * taken (`taken`), none more, or a member could cancel and reactivate for gems again and again. A
 * trial, a guest, a tandem child (whose membership is the parent's) and an external biller's
 * member get none.
 */
export function retentionOfferFor(m: MembershipFacts, subscription: SubscriptionRow, tenants: readonly TenantConfig[], taken: boolean): RetentionOfferAnswer {
  const currentRebill = { amount: subscription.rebill_price, currency: subscription.currency };
  const eligible =
    m.isActive && m.subscriptionType === 'member' && !m.isGuestUser && !m.tandem.isTandemChildAccount && (NATIVE_BILLERS as readonly string[]).includes(m.billerName);
  if (!eligible || taken) return { offer: null, currentRebill };
  const { multisiteType } = m;
  const brands = tenants
    .filter((tenant) => (multisiteType ? tenant.multisitePackages.includes(multisiteType) : tenant.tenant === m.site))
    .map((tenant) => tenant.site);
  const displayRules = {
    priceRange: { min: 0, max: Math.max(currentRebill.amount, RETENTION_OFFERS.specialPrice.newPrice) },
    rebillPeriod: REBILL_PERIOD_DAYS,
    sites: brands,
    subscription: { type: m.multisiteType ?? 'member', brands },
  };
  const offer: RetentionOffer = multisiteType
    ? { name: RETENTION_OFFERS.gems.name, currencies: [currentRebill.currency], displayRules, deal: { newPrice: null, offeredGems: RETENTION_OFFERS.gems.offeredGems } }
    : {
        name: RETENTION_OFFERS.specialPrice.name,
        currencies: [currentRebill.currency],
        displayRules,
        deal: { newPrice: RETENTION_OFFERS.specialPrice.newPrice, offeredGems: null },
      };
  return { offer, currentRebill };
}
