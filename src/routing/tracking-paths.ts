/**
 * The tracking endpoints' paths (membership spec section 7, REST), the same on the site (where the
 * browser posts) and on the gateway (where the site forwards). No imports: the route rules read it.
 */
export const RECOMMENDATIONS_TRACKING_PATH = '/recommendations-tracking';
export const REEL_EVENTS_PREFIX = '/rest/reel';
export const REEL_EVENTS = ['view', 'add-bookmark', 'delete-bookmark', 'purchase'] as const;
export type ReelEvent = (typeof REEL_EVENTS)[number];

export function reelEventPath(event: ReelEvent): string {
  return `${REEL_EVENTS_PREFIX}/${event}`;
}

export function isReelEvent(value: string | undefined): value is ReelEvent {
  return (REEL_EVENTS as readonly (string | undefined)[]).includes(value);
}
