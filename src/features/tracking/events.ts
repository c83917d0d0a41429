import { z } from 'zod';
import { recommIdSchema } from '../recommendations/recommender.server.ts';

/**
 * The tracking calls of membership spec section 7, REST: `POST /recommendations-tracking` (email,
 * userId, elementClicked, recommId) and the reel events `POST /rest/reel/{view, add-bookmark,
 * delete-bookmark, purchase}` (userId, itemId, recommId, email, timestamp). The browser posts them to
 * the site under the same paths with what only it knows (the element, the item, the recommId); the
 * site adds who the member is from the session and forwards them to the gateway (paths.ts).
 */

/** What names the element a member clicked: a shelf and its item, e.g. "VMG:some-video". */
export const ELEMENT_CLICKED_MAX_LENGTH = 200;

/** The browser's body of POST /recommendations-tracking. */
export const recommendationClickSchema = z.strictObject({
  elementClicked: z.string().trim().min(1).max(ELEMENT_CLICKED_MAX_LENGTH),
  recommId: recommIdSchema.nullish().transform((value) => value ?? null),
});
export type RecommendationClick = z.infer<typeof recommendationClickSchema>;

/** The browser's body of POST /rest/reel/<event>: the reel's video. */
export const reelEventSchema = z.strictObject({
  itemId: z.number().int().positive(),
  recommId: recommIdSchema.nullish().transform((value) => value ?? null),
});
export type ReelEventInput = z.infer<typeof reelEventSchema>;

/** Who the member is, as the forwarded events carry it; the email only with consent (consent.ts). */
export interface TrackedMember {
  userId: string;
  email: string | null;
}

export function recommendationsTrackingBody(member: TrackedMember, click: RecommendationClick) {
  return { email: member.email, userId: member.userId, elementClicked: click.elementClicked, recommId: click.recommId };
}

export function reelEventBody(member: TrackedMember, input: ReelEventInput, now: Date) {
  return { userId: member.userId, itemId: input.itemId, recommId: input.recommId, email: member.email, timestamp: now.toISOString() };
}
