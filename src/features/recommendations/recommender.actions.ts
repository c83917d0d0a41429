import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { recommIdSchema, trackRecommenderEvent } from './recommender.server.ts';

/**
 * The detail-view event (membership spec section 7), sent by the member's browser from a video or
 * performer page, since only the browser knows the recommId kept in local storage. Bookmarks are sent
 * by the favourites action, ratings by updateExpertReview, purchases by the purchase flow.
 */
export const recommender = {
  view: defineAction({
    input: z.object({ kind: z.enum(['video', 'model']), id: z.number().int().positive(), recommId: recommIdSchema.nullable() }),
    handler: async ({ kind, id, recommId }, { locals }) => {
      const context = locals.context;
      if (!context?.member) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Only a member\'s views are sent to the recommender.' });
      await trackRecommenderEvent(context.member.gateway, { type: 'DETAIL_VIEW', item: { kind, id }, recommId }, context.log);
      return true;
    },
  }),
};
