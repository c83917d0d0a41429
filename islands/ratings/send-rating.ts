import { actions, isInputError } from 'astro:actions';
import { RATING_MESSAGES, type RatingType, type UserVideoRatings } from '../../src/features/ratings/rating-rules.ts';

export interface RatingInput {
  videoId: number;
  type: RatingType;
  slug: string;
  rating: number;
  recommId: string | null;
}

export type RatingAnswer = { ok: true; ratings: UserVideoRatings } | { ok: false; message: string };

/** Sends one rating through the ratings.rate action; its refusals carry the spec's words, anything else is the rating failure. */
export async function sendRating(input: RatingInput): Promise<RatingAnswer> {
  try {
    const { data, error } = await actions.ratings.rate(input);
    if (data) return { ok: true, ratings: data };
    return { ok: false, message: !isInputError(error) && error.message ? error.message : RATING_MESSAGES.failed };
  } catch {
    return { ok: false, message: RATING_MESSAGES.failed };
  }
}
