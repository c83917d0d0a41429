import { z } from 'zod';
import { recommIdSchema } from '../recommendations/recommender.server.ts';
import { RATING_TYPES, ratingMax } from './rating-rules.ts';
import { OVERALL_RATING_MAX } from '../../catalogue/rating-scale.ts';

/** What the rating island sends the ratings.rate action: one part of one video, and the recommendation that led there. */
export const rateInputSchema = z
  .object({
    videoId: z.number().int().positive(),
    type: z.enum(RATING_TYPES),
    slug: z.string().min(1).max(120),
    rating: z.number().int().min(1).max(OVERALL_RATING_MAX),
    recommId: recommIdSchema.nullable(),
  })
  .refine((input) => input.rating <= ratingMax(input.type), { message: 'A property or performer is rated out of 5.', path: ['rating'] });
