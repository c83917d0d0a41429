import { z } from 'zod';
import { TRACK_RECOMMENDER_EVENT } from '../../gateway/documents/recommender.ts';
import { isGatewayError } from '../../gateway/errors.ts';
import type { WarnLog } from '../../gateway/failure.ts';
import { flagResult } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { cleanRecommId, RECOMM_ID_MAX_LENGTH, type RecommendedItem } from './recomm-id.ts';

/**
 * The recommender events the site sends (membership spec section 7: "A third-party recommender
 * receives detail-view, rating, bookmark and purchase events carrying videoId or modelId with
 * optional recommId"), through the member's gateway, from the site server: the member's token never
 * reaches the browser. Ratings reach the recommender through updateExpertReview, which carries the
 * recommId itself. Contract: upstream/members/recommender.graphql.
 */
export const RECOMMENDER_EVENT_TYPES = ['DETAIL_VIEW', 'ADD_BOOKMARK', 'DELETE_BOOKMARK', 'PURCHASE'] as const;
export type RecommenderEventType = (typeof RECOMMENDER_EVENT_TYPES)[number];

/** A recommId at a boundary (an action's input, a form field): empty or unusable is none. */
export const recommIdSchema = z.string().max(RECOMM_ID_MAX_LENGTH).transform((value) => cleanRecommId(value));

export interface RecommenderEvent {
  type: RecommenderEventType;
  item: RecommendedItem;
  recommId: string | null;
}

/**
 * Sends one event. An event is the recommender's business, never the member's: a failure is logged
 * and swallowed, so a bookmark or a page never fails because the recommender did.
 */
export async function trackRecommenderEvent(gateway: Pick<MemberGateway, 'query'>, event: RecommenderEvent, log: WarnLog): Promise<void> {
  const { type, item, recommId } = event;
  const input = { type, recommId, ...(item.kind === 'video' ? { videoId: item.id } : { modelId: item.id }) };
  try {
    // `query`, not `mutate`: an event changes nothing the member's cached profile holds.
    await gateway.query('trackRecommenderEvent', TRACK_RECOMMENDER_EVENT, { input }, flagResult);
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error, event: type, item }, 'recommender event not sent');
  }
}

/**
 * The purchase event, for a purchase flow to call once a purchase of a video has
 * succeeded: `recommId` is the one the purchase started from (recommIdFor in the browser, or the
 * query of the page the purchase began on).
 */
export function trackPurchase(member: { gateway: Pick<MemberGateway, 'query'> }, purchase: { videoId: number; recommId: string | null }, log: WarnLog): Promise<void> {
  return trackRecommenderEvent(member.gateway, { type: 'PURCHASE', item: { kind: 'video', id: purchase.videoId }, recommId: purchase.recommId }, log);
}
