import { z } from 'zod';
import { UPDATE_EXPERT_REVIEW, USER_VIDEO_REVIEW } from '../../gateway/documents/ratings.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { type RatingRequest, type UserVideoRatings } from './rating-rules.ts';
import { OVERALL_RATING_MAX, PROPERTY_RATING_MAX } from '../../catalogue/rating-scale.ts';

/** The ratings calls of the member gateway (contract: upstream/members/ratings.graphql). */
const partRating = z.object({ slug: z.string().min(1), rating: z.number().int().min(1).max(PROPERTY_RATING_MAX) });
export const userVideoRatingsSchema = z.object({
  global: z.number().int().min(1).max(OVERALL_RATING_MAX).nullable(),
  properties: z.array(partRating),
  models: z.array(partRating),
}) satisfies z.ZodType<UserVideoRatings>;
const reviewResult = resultOf(userVideoRatingsSchema);
const updatedReviewResult = resultOf(z.object({ userVideoRatings: userVideoRatingsSchema }));

export interface RatingsCalls {
  /** The member's own ratings of the video. */
  userVideoReview(videoId: number): Promise<UserVideoRatings>;
  /** Rates one part; the gateway refuses with code OVERALL_RATING_FIRST or ALREADY_RATED. */
  updateExpertReview(videoId: number, request: RatingRequest, recommId: string | null): Promise<UserVideoRatings>;
}

export function ratingsCalls(gateway: MemberGateway): RatingsCalls {
  return {
    userVideoReview: (videoId) => gateway.query('userVideoReview', USER_VIDEO_REVIEW, { videoId }, reviewResult),
    async updateExpertReview(videoId, { type, slug, rating }, recommId) {
      const answer = await gateway.mutate(
        'updateExpertReview',
        UPDATE_EXPERT_REVIEW,
        { videoId, type, slug, rating, recommId },
        updatedReviewResult,
      );
      return answer.userVideoRatings;
    },
  };
}
