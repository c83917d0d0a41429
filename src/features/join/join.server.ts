import { z } from 'zod';
import { GET_JOIN_OPTIONS, INTERNAL_UPSELL_TRIAL_UPGRADE_WELCOME_PAGE, SIGNUP, WELCOME_CHECK } from '../../gateway/documents/billing.ts';
import { apiRefusal } from '../../gateway/api-client.ts';
import { CHARGE_TIMEOUT_MS } from '../../gateway/charge.ts';
import { isGatewayError } from '../../gateway/errors.ts';
import { resultOf } from '../../gateway/result.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { trialUpgradeTracking, type JoinTracking, type PurchaseTracking } from '../tracking/sales-tracking.ts';
import type { JoinForm } from './join-form.ts';
import { joinOptionSchema } from './join-option.ts';
import { purchaseSchema } from './purchase.ts';
import { welcomeCheckSchema, welcomeDataSchema, type WelcomeCheck, type WelcomeData } from './welcome.ts';

const joinOptionsSchema = z.object({ available: z.boolean(), options: z.array(joinOptionSchema) });

const signupSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('APPROVED'), reason: z.null(), code: z.null(), welcome: welcomeDataSchema, purchase: purchaseSchema }),
  z.object({
    status: z.enum(['DECLINED', 'FAILED', 'ACCOUNT_EXISTS', 'USERNAME_TAKEN', 'OPTION_UNAVAILABLE', 'MEMBERSHIP_UNAVAILABLE']),
    reason: z.string().nullable(),
    code: z.string().nullable(),
    welcome: z.null(),
    purchase: z.null(),
  }),
]);
export type SignupAnswer = z.infer<typeof signupSchema>;

/** The visitor's calls (no member yet): the tenant's gateway with the request's correlation id. */
const visitor = (context: RequestContext) => ({ correlationId: context.correlationId });

/** What the join page of this tenant sells. */
export function getJoinOptions(context: RequestContext): Promise<z.infer<typeof joinOptionsSchema>> {
  return context.gateway.graphql('getJoinOptions', GET_JOIN_OPTIONS, { site: context.tenant.site }, resultOf(joinOptionsSchema), visitor(context));
}

/** The join itself, with its tracking: the biller charges the card once per idempotency key. */
export function signup(context: RequestContext, form: JoinForm, tracking: JoinTracking): Promise<SignupAnswer> {
  const input = {
    site: context.tenant.site,
    joinOptionId: form.joinOptionId,
    email: form.email,
    username: form.username,
    password: form.password,
    card: { number: form.cardNumber, expiry: form.cardExpiry, cvc: form.cardCvc },
    idempotencyKey: form.idempotencyKey,
    ...tracking,
  };
  // A charge (src/gateway/charge.ts): its own time-out, and sent once only.
  return context.gateway.graphql('signup', SIGNUP, { input }, resultOf(signupSchema), { ...visitor(context), timeoutMs: CHARGE_TIMEOUT_MS });
}

/** Membership spec section 7: welcomeCheck with the upper-cased tenant. */
export function welcomeCheck(context: RequestContext, welcome: WelcomeData): Promise<WelcomeCheck> {
  const input = { site: context.tenant.site.toUpperCase(), memberId: welcome.memberid, hashedMemberId: welcome.hashedMemberId };
  return context.gateway.graphql('welcomeCheck', WELCOME_CHECK, { input }, resultOf(welcomeCheckSchema), visitor(context));
}

/** Membership spec section 7: "GET /_signup-extern/{biller}", on the API (the site's own route of that name is the page). */
export const SIGNUP_EXTERN_PATH = '/signup-extern';
/** Membership spec section 2: "Status 400 redirects to signup denied". */
const SIGNUP_EXTERN_DENIED_STATUS = 400;
/** The signup-extern answer's body: the welcome data under data.data. */
const signupExternBodySchema = z.object({ data: z.object({ data: welcomeDataSchema }) });

/** What the signup-extern call answers: the welcome data, the biller's denial (400), or no answer to go by. */
export type SignupExternAnswer = { kind: 'welcome'; welcome: WelcomeData } | { kind: 'denied' } | { kind: 'unavailable'; detail: string };

/**
 * Membership spec section 7: "GET /_signup-extern/{biller} with the welcome data; reads data.data.
 * Status 400 leads to signup denied." Any other failure is no verdict: telling a member who may have
 * paid that the purchase was denied would send them to pay again.
 */
export async function signupExtern(context: RequestContext, biller: string, welcome: Record<string, string>): Promise<SignupExternAnswer> {
  const request = { method: 'GET', path: `${SIGNUP_EXTERN_PATH}/${encodeURIComponent(biller)}`, query: welcome } as const;
  try {
    const answer = await context.gateway.api(request, signupExternBodySchema, { ...visitor(context), reporting: context });
    return { kind: 'welcome', welcome: answer.data.data };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return apiRefusal(error)?.status === SIGNUP_EXTERN_DENIED_STATUS ? { kind: 'denied' } : { kind: 'unavailable', detail: error.message };
  }
}

/** What a one-click upsell answers (billing.graphql InternalUpsellResult). */
export const upsellResultSchema = z.object({ success: z.boolean(), location: z.string().nullable(), errors: z.array(z.string()) });

/** Membership spec section 7: internalUpsellTrialUpgradeWelcomePage, the new trial member named by the welcome data. */
export function trialUpgradeWelcomePage(context: RequestContext, welcome: WelcomeData, idempotencyKey: string, sale: PurchaseTracking): Promise<z.infer<typeof upsellResultSchema>> {
  const input = { memberId: welcome.memberid, hashedMemberId: welcome.hashedMemberId, idempotencyKey, ...trialUpgradeTracking(sale) };
  return context.gateway.graphql('internalUpsellTrialUpgradeWelcomePage', INTERNAL_UPSELL_TRIAL_UPGRADE_WELCOME_PAGE, { input }, resultOf(upsellResultSchema), {
    ...visitor(context),
    timeoutMs: CHARGE_TIMEOUT_MS,
  });
}
