import { z } from 'zod';
import {
  ACCEPT_RETENTION_OFFER,
  CANCEL_SUBSCRIPTION,
  GET_RETENTION_OFFER,
  GET_UPSELL_OPTIONS,
  INTERNAL_UPSELL_ONECLICK_MULTISITE,
  INTERNAL_UPSELL_ONECLICK_SINGLESITE,
  INTERNAL_UPSELL_TRIAL_UPGRADE,
  INTERNAL_UPSELL_YEARLY,
  REACTIVATE_CANCELLED_REBILL,
  SUBSCRIPTION_STATUS,
} from '../../gateway/documents/billing.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { upsellResultSchema } from '../join/join.server.ts';
import { joinOptionSchema } from '../join/join-option.ts';
import { natsTracking, trialUpgradeTracking, type PurchaseTracking } from '../tracking/sales-tracking.ts';

const multisiteResultSchema = upsellResultSchema.extend({
  username: z.string().nullable(),
  memberId: z.string().nullable(),
  hashedMemberId: z.string().nullable(),
  siteId: z.string().nullable(),
});

/** Membership spec section 3, Retention offer, with the member's current rebill. */
const retentionSchema = z.object({
  offer: z
    .object({
      name: z.string().min(1),
      currencies: z.array(z.string()),
      displayRules: z.object({
        priceRange: z.object({ min: z.number(), max: z.number() }),
        rebillPeriod: z.number().int(),
        sites: z.array(z.string()),
        subscription: z.object({ type: z.string(), brands: z.array(z.string()) }),
      }),
      deal: z.object({ newPrice: z.number().nullable(), offeredGems: z.number().int().nullable() }),
    })
    .nullable(),
  currentRebill: z.object({ amount: z.number(), currency: z.string() }).nullable(),
});
export type RetentionOfferAnswer = z.infer<typeof retentionSchema>;

const upsellOptionsSchema = z.array(joinOptionSchema);
const reactivationSchema = z.object({ success: z.boolean(), errors: z.array(z.string()) });
const cancellationSchema = z.object({ success: z.boolean(), alreadyCancelled: z.boolean(), errors: z.array(z.string()) });
const statusSchema = z.object({ subscription: z.object({ subscriptionType: z.string(), isActive: z.boolean(), cancelled: z.boolean() }).nullable() });

export function getUpsellOptions(gateway: MemberGateway, site: string) {
  return gateway.query('getUpsellOptions', GET_UPSELL_OPTIONS, { site }, resultOf(upsellOptionsSchema));
}

export function upgradeToMultisite(gateway: MemberGateway, optionId: string, idempotencyKey: string, sale: PurchaseTracking) {
  const input = { optionId, idempotencyKey, ...natsTracking(sale, 'multisiteNatsCode') };
  return gateway.charge('internalUpsellOneclickMultisite', INTERNAL_UPSELL_ONECLICK_MULTISITE, { input }, resultOf(multisiteResultSchema));
}

/** Membership spec section 7, internalUpsellOneclickSinglesite: the brand `siteName` alone, on the card on file. */
export function buySingleSite(gateway: MemberGateway, purchase: { joinOptionId: string; siteName: string; idempotencyKey: string }, sale: PurchaseTracking) {
  const input = { ...purchase, ...natsTracking(sale, 'natsCode') };
  return gateway.charge('internalUpsellOneclickSinglesite', INTERNAL_UPSELL_ONECLICK_SINGLESITE, { input }, resultOf(multisiteResultSchema));
}

export function upgradeTrial(gateway: MemberGateway, idempotencyKey: string, sale: PurchaseTracking) {
  const input = { idempotencyKey, ...trialUpgradeTracking(sale) };
  return gateway.charge('internalUpsellTrialUpgrade', INTERNAL_UPSELL_TRIAL_UPGRADE, { input }, resultOf(upsellResultSchema));
}

export function upgradeToYearly(gateway: MemberGateway, idempotencyKey: string) {
  return gateway.charge('internalUpsellYearly', INTERNAL_UPSELL_YEARLY, { input: { idempotencyKey } }, resultOf(upsellResultSchema));
}

export function getRetentionOffer(gateway: MemberGateway, userUuid: string): Promise<RetentionOfferAnswer> {
  return gateway.query('getRetentionOffer', GET_RETENTION_OFFER, { input: { userUuid } }, resultOf(retentionSchema));
}

/**
 * Membership spec section 7, reactivateCancelledRebill: the member names the retention offer they
 * accept; its deal (the new price, the gems) is the one the biller offers them now, read here by that
 * name, never one the browser sent. An offer no longer on offer goes with no deal, and the biller
 * refuses it by its name. A charge: its own time-out (src/gateway/charge.ts).
 */
export async function reactivateCancelledRebill(gateway: MemberGateway, input: { userUuid: string; retentionOfferName: string | null; idempotencyKey: string }) {
  const offered = input.retentionOfferName === null ? null : (await getRetentionOffer(gateway, input.userUuid)).offer;
  const deal = offered !== null && offered.name === input.retentionOfferName ? offered.deal : null;
  return gateway.charge('reactivateCancelledRebill', REACTIVATE_CANCELLED_REBILL, { input: { ...input, deal, source: 'reactivate-modal' } }, resultOf(reactivationSchema));
}

/**
 * The member about to cancel stays on the retention offer they name (the biller applies its own deal:
 * the new price, or the gems). Not a charge: nothing is paid now.
 */
export function stayWithRetentionOffer(gateway: MemberGateway, input: { userUuid: string; retentionOfferName: string; idempotencyKey: string }) {
  return gateway.mutate('acceptRetentionOffer', ACCEPT_RETENTION_OFFER, { input }, resultOf(reactivationSchema));
}

/** The member cancels the native biller's rebill: it renews no more, access lasts the paid period, the gems are lost. */
export function cancelMembership(gateway: MemberGateway) {
  return gateway.mutate('cancelSubscription', CANCEL_SUBSCRIPTION, {}, resultOf(cancellationSchema));
}

export async function subscriptionStatus(gateway: MemberGateway, site: string) {
  return (await gateway.query('subscriptionStatus', SUBSCRIPTION_STATUS, { site }, resultOf(statusSchema))).subscription;
}
