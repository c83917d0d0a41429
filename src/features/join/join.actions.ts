import { SIGNUP_SUCCESS_PATH, UPGRADE_DENIAL_PATH, UPGRADE_SUCCESS_PATH } from '../../routing/paths.ts';
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import type { PageLocals } from '../../server/page-locals.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { COOKIES } from '../tracking/cookies.ts';
import { purchaseTracking, salesTrackingInput, splitSalesTracking } from '../tracking/sales-tracking-input.ts';
import { joinTracking } from '../tracking/sales-tracking.ts';
import { joinButtonNamed } from './join-links.ts';
import { failedToStartMessage } from './join-failure.ts';
import { JOIN_MESSAGES, joinFormSchema, signupRefusal } from './join-form.ts';
import { getJoinOptions, signup, trialUpgradeWelcomePage, welcomeCheck } from './join.server.ts';
import { forgetPurchase, readWelcomeData, storeWelcomeData } from './welcome-cookie.server.ts';
import { multisiteTrackingIdOf } from './welcome.ts';

function contextOf(locals: Partial<PageLocals>): RequestContext {
  const context = locals.context;
  if (!context) throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: JOIN_MESSAGES.failedToStart });
  return context;
}

/** A gateway failure: logged with what failed, answered with the spec's message and a code to quote. */
function failedToStart(context: RequestContext, error: unknown): never {
  if (!isGatewayError(error)) throw error;
  context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error }, 'join call failed');
  throw new ActionError({ code: 'BAD_GATEWAY', message: failedToStartMessage(error.kind) });
}

/**
 * /joinnow posts here (membership spec section 2): the account details, the deal and the card,
 * checked by the one join form schema, then the biller's signup with the sales tracking of the
 * page (or of the visitor's arrival), the tracking cookies, and the tour's conversion: the package's
 * multisite tracking id (the biller's own join options say which package the deal is) and the join
 * button that brought the visitor (redirect_to_joinform_button). Approved: the welcome data is kept
 * for /_signupsuccess, where the island goes next. Refused: the message and its field, for a retry.
 */
export const join = {
  signup: defineAction({
    accept: 'form',
    input: joinFormSchema.extend(salesTrackingInput),
    handler: async (input, { locals, cookies }) => {
      const { sales, rest: form } = splitSalesTracking(input);
      const context = contextOf(locals);
      if (context.member) throw new ActionError({ code: 'FORBIDDEN', message: JOIN_MESSAGES.accountExists });
      let answer;
      try {
        const deal = (await getJoinOptions(context)).options.find((option) => option.joinOptionId === form.joinOptionId);
        const conversion = {
          trackingId: multisiteTrackingIdOf(deal?.multisiteType ?? null),
          joinButton: joinButtonNamed(cookies.get(COOKIES.redirectToJoinformButton.name)?.value),
        };
        answer = await signup(context, form, joinTracking(purchaseTracking(sales, cookies), conversion));
      } catch (error) {
        failedToStart(context, error);
      }
      if (answer.status === 'APPROVED') {
        storeWelcomeData(cookies, context, answer.welcome, answer.purchase);
        context.log.info({ joinOptionId: form.joinOptionId, memberId: answer.welcome.memberid }, 'join approved');
        return { approved: true as const, location: SIGNUP_SUCCESS_PATH };
      }
      context.log.info({ joinOptionId: form.joinOptionId, status: answer.status }, 'join refused');
      return { approved: false as const, status: answer.status, ...signupRefusal(answer) };
    },
  }),

  /** /_upgrademembership's upgrade of the new trial member (not signed in yet): upgrade success or denial next. */
  trialUpgradeWelcomePage: defineAction({
    input: z.object({ idempotencyKey: joinFormSchema.shape.idempotencyKey, ...salesTrackingInput }),
    handler: async (input, { locals, cookies }) => {
      const { sales, rest: { idempotencyKey } } = splitSalesTracking(input);
      const context = contextOf(locals);
      const welcome = readWelcomeData(cookies);
      if (!welcome) throw new ActionError({ code: 'BAD_REQUEST', message: 'No purchase to upgrade: please log in.' });
      let answer;
      try {
        answer = await trialUpgradeWelcomePage(context, welcome, idempotencyKey, purchaseTracking(sales, cookies));
      } catch (error) {
        failedToStart(context, error);
      }
      context.log.info({ memberId: welcome.memberid, success: answer.success, errors: answer.errors }, 'trial upgrade from the welcome page');
      // The trial's purchase is replaced: the first page after the upgrade says so (its flash), not the trial's welcome.
      if (answer.success) forgetPurchase(cookies);
      return { location: answer.success ? UPGRADE_SUCCESS_PATH : UPGRADE_DENIAL_PATH };
    },
  }),

  /** The account-creation check of /_signupsuccess (one welcome check; the island polls). */
  welcomeCheck: defineAction({
    handler: async (_input, { locals, cookies }) => {
      const context = contextOf(locals);
      const welcome = readWelcomeData(cookies);
      if (!welcome) throw new ActionError({ code: 'BAD_REQUEST', message: 'No purchase to welcome: please log in.' });
      try {
        return await welcomeCheck(context, welcome);
      } catch (error) {
        return failedToStart(context, error);
      }
    },
  }),
};
