import { ActionError, defineAction } from 'astro:actions';
import { video } from '../../catalogue/tenant-items.ts';
import { requireTenantItems, signedInAction } from '../../shell/signed-in-action.ts';
import { rateInputSchema } from './rate-input.ts';
import { ratingsCalls } from './ratings-calls.server.ts';
import { rateVideo } from './ratings.server.ts';

/**
 * The member's rating of a video (membership spec sections 5 and 7), as an Astro Action the rating
 * island calls. A refusal of the spec (overall rating first, already rated) comes back as a CONFLICT
 * carrying the message to show beside the part rated, a failure as a BAD_GATEWAY the island flashes;
 * success answers the member's ratings now.
 */
export const ratings = {
  rate: defineAction({
    input: rateInputSchema,
    handler: async ({ videoId, type, slug, rating, recommId }, { locals }) => {
      const signedIn = signedInAction(locals, 'rate videos');
      const { context, member } = signedIn;
      if (!member.abilities.can('use', 'Ratings')) throw new ActionError({ code: 'FORBIDDEN', message: 'Your membership does not include rating videos.' });
      await requireTenantItems(locals, signedIn, 'rate videos', [video(videoId)]);
      const outcome = await rateVideo(ratingsCalls(member.gateway), videoId, { type, slug, rating }, recommId, context.log);
      if (!outcome.ok) {
        throw new ActionError({ code: outcome.refusal === 'failed' ? 'BAD_GATEWAY' : 'CONFLICT', message: outcome.message });
      }
      return outcome.ratings;
    },
  }),
};
