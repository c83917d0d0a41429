import { isInputError } from 'astro:actions';
import { actions } from '../shell/actions/member-actions.ts';
import { RATING_MESSAGES, type RatingType, type UserVideoRatings } from '../../src/features/ratings/rating-rules.ts';

export interface RatingInput {
  videoId: number;
  type: RatingType;
  slug: string;
  rating: number;
  recommId: string | null;
}

/** A refusal of the spec's (`refused`) is the member's; anything else is the update's failure. */
const REFUSAL_CODES: readonly string[] = ['CONFLICT', 'FORBIDDEN', 'UNAUTHORIZED'];

export type RatingAnswer = { ok: true; ratings: UserVideoRatings } | { ok: false; refused: boolean; message: string };

/** Sends one rating through the ratings.rate action; its refusals carry the spec's words, anything else is the rating failure. */
export async function sendRating(input: RatingInput): Promise<RatingAnswer> {
  try {
    const { data, error } = await actions.ratings.rate(input);
    if (data) return { ok: true, ratings: data };
    // The Action refuses with CONFLICT (the spec's refusals), FORBIDDEN or UNAUTHORIZED, each in its
    // own words; BAD_GATEWAY is the update failing.
    const refused = !isInputError(error) && REFUSAL_CODES.includes(error.code);
    return { ok: false, refused, message: refused && error.message ? error.message : RATING_MESSAGES.failed };
  } catch {
    return { ok: false, refused: false, message: RATING_MESSAGES.failed };
  }
}
