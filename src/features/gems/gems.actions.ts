import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { channelPack } from '../../catalogue/tenant-items.ts';
import { signedInActionOn, type NamedItem, type SignedInAction } from '../../shell/signed-in-action.ts';
import { flashText } from '../../shell/flash/messages.ts';
import { BALANCE_LOAD_FAILED, HIDE_GEMS_INFO_FAILED, PACK_UNLOCK_MESSAGES } from './gems.ts';
import { acknowledgeGemsIntro, acknowledgeNewGemsBalance, getGemsBalance, getGemsNews, unlockChannelPack } from './gems.server.ts';

/** A gateway failure in the log, and the island's error: UNAUTHORIZED sends the member to log in. */
function failed(error: unknown, { context }: SignedInAction, what: string, message: string, details: Record<string, unknown> = {}): never {
  if (!isGatewayError(error)) throw error;
  context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, reason: error.refusal?.extensions['reason'], ...details, err: error }, what);
  throw new ActionError({ code: error.kind === 'unauthorised' ? 'UNAUTHORIZED' : 'BAD_REQUEST', message });
}

/** What a gems call says when it fails: its log line and the island's message. */
interface Failure {
  what: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * One gems call for the signed-in member (asked `toDo`) on the items it names: a gateway failure is
 * logged and becomes the island's error.
 */
async function gemsCall<T>(locals: App.Locals, toDo: string, failure: Failure, call: (signedIn: SignedInAction) => Promise<T>, items: readonly NamedItem[] = []): Promise<T> {
  const signedIn = await signedInActionOn(locals, toDo, items);
  try {
    return await call(signedIn);
  } catch (error) {
    return failed(error, signedIn, failure.what, failure.message, failure.details);
  }
}

const BALANCE_FAILED_TEXT = flashText({ message: BALANCE_LOAD_FAILED });

/**
 * The gems islands' calls (membership spec sections 4, 7 and 8): the balance the unlock-channel and
 * gems info modals show, the header's counter with the gems that came since it was last seen and
 * their acknowledgement, the pack unlock, and hiding the gems info for good.
 */
export const gems = {
  balance: defineAction({
    handler: (_input, { locals }) =>
      gemsCall(locals, 'see your gems', { what: 'gems balance failed', message: BALANCE_FAILED_TEXT }, ({ member, context }) => getGemsBalance(member.gateway, context.tenant.site)),
  }),
  news: defineAction({
    handler: (_input, { locals }) =>
      gemsCall(locals, 'see your gems', { what: 'gems news failed', message: BALANCE_FAILED_TEXT }, ({ member, context }) =>
        getGemsNews(member.gateway, context.tenant.site, member.profile.state?.gems?.lastAcknowledgementDate ?? null),
      ),
  }),
  acknowledgeNew: defineAction({
    handler: (_input, { locals }) =>
      gemsCall(locals, 'see your gems', { what: 'new gems acknowledgement failed', message: HIDE_GEMS_INFO_FAILED }, async ({ member }) => {
        await acknowledgeNewGemsBalance(member.gateway);
        return { acknowledged: true };
      }),
  }),
  unlockChannelPack: defineAction({
    input: z.object({ channelPackId: z.number().int().positive() }),
    handler: ({ channelPackId }, { locals }) =>
      gemsCall(
        locals,
        'unlock channel packs',
        { what: 'channel pack unlock failed', message: PACK_UNLOCK_MESSAGES.failed, details: { channelPackId } },
        ({ member }) => unlockChannelPack(member.gateway, channelPackId),
        [channelPack(channelPackId)],
      ),
  }),
  hideIntro: defineAction({
    handler: (_input, { locals }) =>
      gemsCall(locals, 'save your preferences', { what: 'gems intro acknowledgement failed', message: HIDE_GEMS_INFO_FAILED }, async ({ member }) => {
        await acknowledgeGemsIntro(member.gateway, new Date());
        return { hidden: true };
      }),
  }),
};
