import { ActionError, defineAction } from 'astro:actions';
import { UPSTREAM_FAILED_MESSAGE, loadFromGateway } from '../../gateway/failure.ts';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { acknowledgePromotionalTeaserViewed } from './teaser.server.ts';

/**
 * The arrival modals' own call: the teaser was viewed. Their forms (Convert VIP, tandem account,
 * email consent) post to the /account forms' Action (account.update) instead of a copy of it.
 */
export const consent = {
  teaserViewed: defineAction({
    handler: async (_input, { locals }) => {
      const { context, member } = signedInAction(locals, 'record the teaser as seen');
      const done = await loadFromGateway('acknowledging the promotional teaser', () => acknowledgePromotionalTeaserViewed(member.gateway), context.log);
      if (!done.ok) throw new ActionError({ code: 'BAD_GATEWAY', message: UPSTREAM_FAILED_MESSAGE });
      return true;
    },
  }),
};
