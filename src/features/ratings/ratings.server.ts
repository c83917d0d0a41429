import { isGatewayError } from '../../gateway/errors.ts';
import { loadFromGateway, type Loaded, type WarnLog } from '../../gateway/failure.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { ratingsCalls, type RatingsCalls } from './ratings-calls.server.ts';
import { RATING_MESSAGES, type RatingMessage, type RatingRequest, type UserVideoRatings } from './rating-rules.ts';

/**
 * The member's own ratings of a video, for the parts that let them rate it (a video page's panel, a
 * reel's overall rating); null for a visitor or a member who may not rate. Asked in the render's
 * turn, so a page's parts share its one gateway call.
 */
export function loadOwnRatings(context: RequestContext | undefined, videoId: number): Promise<Loaded<UserVideoRatings>> | null {
  const member = context?.member ?? null;
  if (!context || !member?.abilities.can('use', 'Ratings')) return null;
  return loadFromGateway('your ratings', () => ratingsCalls(member.gateway).userVideoReview(videoId), context.log);
}

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
