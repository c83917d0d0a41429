import { isGatewayError } from '../../gateway/errors.ts';
import type { WarnLog } from '../../gateway/failure.ts';
import type { RatingsCalls } from './ratings-calls.server.ts';
import { RATING_MESSAGES, type RatingMessage, type RatingRequest, type UserVideoRatings } from './rating-rules.ts';

/** What a rating comes to: the member's ratings now, or the message to show beside the part rated. */
export type RateOutcome = { ok: true; ratings: UserVideoRatings } | { ok: false; refusal: RatingMessage; message: string };

/** The gateway's refusals (upstream/members/ratings.graphql) and the messages they show. */
const REFUSALS: Readonly<Record<string, Exclude<RatingMessage, 'failed'>>> = {
  OVERALL_RATING_FIRST: 'overallFirst',
  ALREADY_RATED: 'alreadyRated',
};

function refused(refusal: RatingMessage): RateOutcome {
  return { ok: false, refusal, message: RATING_MESSAGES[refusal] };
}

/**
 * Rates one part of a video for the member. The gateway decides (once per member, the overall rating
 * first); its refusals become the spec's messages, and any other failure the rating failure.
 */
export async function rateVideo(
  api: Pick<RatingsCalls, 'updateExpertReview'>,
  videoId: number,
  request: RatingRequest,
  recommId: string | null,
  log: WarnLog,
): Promise<RateOutcome> {
  try {
    return { ok: true, ratings: await api.updateExpertReview(videoId, request, recommId) };
  } catch (error) {
    const refusal = isGatewayError(error) && error.code !== undefined && Object.hasOwn(REFUSALS, error.code) ? REFUSALS[error.code] : undefined;
    if (refusal) return refused(refusal);
    // A gateway that answered badly or not at all is logged; anything else is a bug and goes on to the 500.
    if (!isGatewayError(error)) throw error;
    log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error, videoId, type: request.type, slug: request.slug }, 'rating failed');
    return refused('failed');
  }
}
