import { defineAction } from 'astro:actions';
import { performer, video } from '../../catalogue/tenant-items.ts';
import { signedInActionOn } from '../../shell/signed-in-action.ts';
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
      // Only a member's views are sent to the recommender.
      const { context, member } = await signedInActionOn(locals, 'send your views to the recommender', [kind === 'video' ? video(id) : performer(id)]);
      await trackRecommenderEvent(member.gateway, { type: 'DETAIL_VIEW', item: { kind, id }, recommId }, context.log);
      return true;
    },
  }),
};
