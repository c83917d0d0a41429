import type { TenantConfig } from '../../../src/tenants/schema.ts';
import type { MembershipFacts } from '../membership-facts.ts';
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

/** Single-site members come back at a special price; multisite members keep their price and get gems. */
export const RETENTION_OFFERS = {
  specialPrice: { name: 'winback-special-price', newPrice: 19.95 },
  gems: { name: 'winback-gems', offeredGems: 50 },
} as const;
const NATIVE = new Set(['EPOCH', 'SEGPAY', 'VXNBILL', 'CENTROBILL']);
const REBILL_PERIOD_DAYS = 30;

/** The retention offer of a cancelled native-biller subscription (spec sections 4 and 6), else none. */
export function retentionOfferFor(m: MembershipFacts, subscription: SubscriptionRow, tenants: readonly TenantConfig[]): RetentionOfferAnswer {
  const currentRebill = { amount: subscription.rebill_price, currency: subscription.currency };
  if (!m.cancelled || !m.isActive || !NATIVE.has(m.billerName)) return { offer: null, currentRebill };
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
