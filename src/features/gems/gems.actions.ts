import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { signedInAction, type SignedInAction } from '../../shell/signed-in-action.ts';
import { flashText } from '../../../islands/flash/messages.ts';
import { BALANCE_LOAD_FAILED, HIDE_GEMS_INFO_FAILED, PACK_UNLOCK_MESSAGES } from './gems.ts';
import { acknowledgeGemsIntro, acknowledgeNewGemsBalance, getGemsBalance, getGemsNews, unlockChannelPack } from './gems.server.ts';

/** A gateway failure in the log, and the island's error: UNAUTHORIZED sends the member to log in. */
function failed(error: unknown, { context }: SignedInAction, what: string, message: string, details: Record<string, unknown> = {}): never {
  if (!isGatewayError(error)) throw error;
  context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, reason: error.refusal?.extensions['reason'], ...details, err: error.message }, what);
  throw new ActionError({ code: error.kind === 'unauthorised' ? 'UNAUTHORIZED' : 'BAD_REQUEST', message });
}

/**
 * The gems islands' calls (membership spec sections 4, 7 and 8): the balance the unlock-channel and
 * gems info modals show, the header's counter with the gems that came since it was last seen and
 * their acknowledgement, the pack unlock, and hiding the gems info for good.
 */
export const gems = {
  balance: defineAction({
    handler: async (_input, { locals }) => {
      const signedIn = signedInAction(locals, 'see your gems');
      try {
        return await getGemsBalance(signedIn.member.gateway, signedIn.context.tenant.site);
      } catch (error) {
        return failed(error, signedIn, 'gems balance failed', flashText({ message: BALANCE_LOAD_FAILED }));
      }
    },
  }),
  news: defineAction({
    handler: async (_input, { locals }) => {
      const signedIn = signedInAction(locals, 'see your gems');
      try {
        return await getGemsNews(signedIn.member.gateway, signedIn.context.tenant.site);
      } catch (error) {
        return failed(error, signedIn, 'gems news failed', flashText({ message: BALANCE_LOAD_FAILED }));
      }
    },
  }),
  acknowledgeNew: defineAction({
    handler: async (_input, { locals }) => {
      const signedIn = signedInAction(locals, 'see your gems');
      try {
        await acknowledgeNewGemsBalance(signedIn.member.gateway);
        return { acknowledged: true };
      } catch (error) {
        return failed(error, signedIn, 'new gems acknowledgement failed', HIDE_GEMS_INFO_FAILED);
      }
    },
  }),
  unlockChannelPack: defineAction({
    input: z.object({ channelPackId: z.number().int().positive() }),
    handler: async ({ channelPackId }, { locals }) => {
      const signedIn = signedInAction(locals, 'unlock channel packs');
      try {
        return await unlockChannelPack(signedIn.member.gateway, channelPackId);
      } catch (error) {
        return failed(error, signedIn, 'channel pack unlock failed', PACK_UNLOCK_MESSAGES.failed, { channelPackId });
      }
    },
  }),
  hideIntro: defineAction({
    handler: async (_input, { locals }) => {
      const signedIn = signedInAction(locals, 'save your preferences');
      try {
        await acknowledgeGemsIntro(signedIn.member.gateway, new Date());
        return { hidden: true };
      } catch (error) {
        return failed(error, signedIn, 'gems intro acknowledgement failed', HIDE_GEMS_INFO_FAILED);
      }
    },
  }),
};
