import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { withQuery } from '../../routing/decision.ts';
import type { AstroCookies } from 'astro';
import type { RequestContext } from '../../server/request-context.ts';
import { purchasingAction, signedInAction } from '../../shell/signed-in-action.ts';
import { purchaseTracking, salesTrackingInput } from '../tracking/sales-tracking-input.ts';
import { joinFormSchema } from '../join/join-form.ts';
import { storeWelcomeData } from '../join/welcome-cookie.server.ts';
import { SIGNUP_SUCCESS_PATH } from '../../routing/paths.ts';
import { FIRST_ACCESS, welcomeDataSchema } from '../join/welcome.ts';
import { accountLocation } from '../../shell/flash/account-notifications.ts';
import { ACCOUNT_UPDATE_ERROR, flashText, PURCHASE_ERROR_MESSAGE } from '../../shell/flash/messages.ts';
import { getJoinOptions } from '../join/join.server.ts';
import {
  buySingleSite,
  cancelMembership,
  getRetentionOffer,
  getUpsellOptions,
  reactivateCancelledRebill,
  stayWithRetentionOffer,
  subscriptionStatus,
  upgradeToMultisite,
  upgradeToYearly,
  upgradeTrial,
} from './purchase.server.ts';
import { joinOptionIdSchema, oneClickSingleSiteOptions, singleSiteUpsellInput } from './single-site-upsell.ts';
import { purchaseShows } from './subscription-polling.ts';

const idempotencyKey = joinFormSchema.shape.idempotencyKey;
/** Membership spec section 8, Account: 'Failed to update. Please contact customer support'. */
const ACCOUNT_UPDATE_ERROR_TEXT = flashText({ message: ACCOUNT_UPDATE_ERROR });
/** A yearly option rebills after a year or more. */
const YEAR_DAYS = 365;

/** Runs one purchase call; a gateway failure is logged and answered with the spec's message (`message`). */
async function calling<T>(context: RequestContext, what: string, call: () => Promise<T>, message: string = PURCHASE_ERROR_MESSAGE): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error }, `${what} failed`);
    throw new ActionError({ code: error.kind === 'unauthorised' ? 'UNAUTHORIZED' : 'BAD_GATEWAY', message });
  }
}

type OneClickAnswer = { success: boolean; errors: string[]; memberId: string | null; hashedMemberId: string | null; username: string | null; siteId: string | null };

/** "After success: sixSite stores the welcome data and redirects to the status page with fatr=true" (both one-click upsells). */
function welcomeAfter(answer: OneClickAnswer, cookies: AstroCookies, context: RequestContext) {
  const welcome = welcomeDataSchema.safeParse({ memberid: answer.memberId, hashedMemberId: answer.hashedMemberId, username: answer.username, siteId: answer.siteId });
  if (!answer.success || !welcome.success) return { success: false as const, errors: answer.errors };
  storeWelcomeData(cookies, context, welcome.data);
  return { success: true as const, location: withQuery(SIGNUP_SUCCESS_PATH, FIRST_ACCESS) };
}

/**
 * The purchase modal flows of membership spec section 4, for the signed-in member: the multisite
 * and single-site one-click upsells ('sixSite'), the fixed-pricing trial upgrade, the retention offer
 * (to stay, before a cancellation, or to come back with the reactivation of a cancelled rebill), the
 * cancellation, and the status modal's poll. Every charge carries the attempt's key.
 */
export const purchase = {
  upsellOptions: defineAction({
    handler: async (_input, { locals }) => {
      const { context, member } = signedInAction(locals, 'see the membership options');
      return calling(context, 'upsell options', () => getUpsellOptions(member.gateway, context.tenant.site));
    },
  }),

  multisite: defineAction({
    input: z.object({ optionId: joinOptionIdSchema, idempotencyKey, ...salesTrackingInput }),
    handler: async ({ optionId, idempotencyKey: key, ...sales }, { locals, cookies }) => {
      const { context, member } = purchasingAction(locals, 'upgrade your membership');
      const answer = await calling(context, 'multisite upsell', () => upgradeToMultisite(member.gateway, optionId, key, purchaseTracking(sales, cookies)));
      context.log.info({ optionId, success: answer.success, errors: answer.errors }, 'multisite upsell');
      return welcomeAfter(answer, cookies, context);
    },
  }),

  /** This brand's single-site options, listed with the multisite ones when the offer includes single-site. */
  singleSiteOptions: defineAction({
    handler: async (_input, { locals }) => {
      const { context } = signedInAction(locals, 'see the membership options');
      const { options } = await calling(context, 'join options', () => getJoinOptions(context));
      return oneClickSingleSiteOptions(options);
    },
  }),

  /** internalUpsellOneclickSinglesite: this brand alone, in one click on the card on file. */
  singleSite: defineAction({
    input: singleSiteUpsellInput.extend(salesTrackingInput),
    handler: async ({ joinOptionId, idempotencyKey: key, ...sales }, { locals, cookies }) => {
      const { context, member } = purchasingAction(locals, 'add this site to your membership');
      const purchase = { joinOptionId, siteName: context.tenant.site, idempotencyKey: key };
      const answer = await calling(context, 'single-site upsell', () => buySingleSite(member.gateway, purchase, purchaseTracking(sales, cookies)));
      context.log.info({ joinOptionId, success: answer.success, errors: answer.errors }, 'single-site upsell');
      return welcomeAfter(answer, cookies, context);
    },
  }),

  trialUpgrade: defineAction({
    input: z.object({ idempotencyKey, ...salesTrackingInput }),
    handler: async ({ idempotencyKey: key, ...sales }, { locals, cookies }) => {
      const { context, member } = purchasingAction(locals, 'upgrade your membership');
      const answer = await calling(context, 'trial upgrade', () => upgradeTrial(member.gateway, key, purchaseTracking(sales, cookies)));
      context.log.info({ success: answer.success, errors: answer.errors }, 'trial upgrade');
      return { success: answer.success, errors: answer.errors };
    },
  }),

  /** The yearly option of this site, for UpgradeToYearlyMembershipModal's price. */
  yearlyOffer: defineAction({
    handler: async (_input, { locals }) => {
      const { context } = signedInAction(locals, 'see the yearly membership');
      const { options } = await calling(context, 'join options', () => getJoinOptions(context));
      return options.find((option) => option.multisiteType === null && !option.trial && option.periodDays >= YEAR_DAYS) ?? null;
    },
  }),

  yearly: defineAction({
    input: z.object({ idempotencyKey }),
    handler: async ({ idempotencyKey: key }, { locals }) => {
      const { context, member } = purchasingAction(locals, 'switch to yearly');
      const answer = await calling(context, 'yearly upgrade', () => upgradeToYearly(member.gateway, key));
      context.log.info({ success: answer.success, errors: answer.errors }, 'yearly upgrade');
      return { success: answer.success, errors: answer.errors };
    },
  }),

  retentionOffer: defineAction({
    handler: async (_input, { locals }) => {
      const { context, member } = signedInAction(locals, 'see your offer');
      return calling(context, 'retention offer', () => getRetentionOffer(member.gateway, member.profile.uuid));
    },
  }),

  reactivate: defineAction({
    // The offer by its name only: its price and gems are the biller's, never the browser's.
    input: z.object({ retentionOfferName: z.string().min(1).max(100).nullable(), idempotencyKey }),
    handler: async (input, { locals }) => {
      const { context, member } = purchasingAction(locals, 'reactivate your membership');
      // Section 8: "an error report is also sent on failure", the refusal's and the call's alike.
      const report = (detail: Record<string, unknown>) => context.reportError({ message: 'reactivation failed', detail: { offer: input.retentionOfferName, ...detail } });
      const answer = await calling(context, 'reactivation', () => reactivateCancelledRebill(member.gateway, { ...input, userUuid: member.profile.uuid })).catch((error: unknown) => {
        report({ failure: (error as Error).message });
        throw error;
      });
      if (answer.success) context.log.info({ offer: input.retentionOfferName, success: true }, 'reactivation');
      else report({ errors: answer.errors });
      return answer;
    },
  }),

  /** Before a cancellation: the member stays on the retention offer they were shown, named (its deal is the biller's). */
  stay: defineAction({
    input: z.object({ retentionOfferName: z.string().min(1).max(100), idempotencyKey }),
    handler: async (input, { locals }) => {
      const { context, member } = signedInAction(locals, 'keep your membership');
      const answer = await calling(context, 'retention offer', () => stayWithRetentionOffer(member.gateway, { ...input, userUuid: member.profile.uuid }), ACCOUNT_UPDATE_ERROR_TEXT);
      context.log.info({ offer: input.retentionOfferName, success: answer.success, errors: answer.errors }, 'retention offer taken to stay');
      return answer.success ? { success: true as const, location: accountLocation('retention_offer_taken') } : { success: false as const, errors: answer.errors };
    },
  }),

  /** The member cancels the native biller's rebill; the biller refuses what it does not bill or the member does not hold. */
  cancel: defineAction({
    handler: async (_input, { locals }) => {
      const { context, member } = signedInAction(locals, 'cancel your membership');
      const answer = await calling(context, 'cancellation', () => cancelMembership(member.gateway), ACCOUNT_UPDATE_ERROR_TEXT);
      context.log.info({ success: answer.success, alreadyCancelled: answer.alreadyCancelled, errors: answer.errors }, 'cancellation');
      return answer.success ? { success: true as const, location: accountLocation('membership_cancelled') } : { success: false as const, errors: answer.errors };
    },
  }),

  subscriptionStatus: defineAction({
    input: z.object({ flow: z.enum(['trial', 'reactivate']) }),
    handler: async ({ flow }, { locals }) => {
      const { context, member } = signedInAction(locals, 'see your membership');
      const subscription = await calling(context, 'subscription status', () => subscriptionStatus(member.gateway, context.tenant.site));
      return { active: purchaseShows(flow, subscription) };
    },
  }),
};
