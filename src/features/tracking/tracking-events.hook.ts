import { RECOMMENDATIONS_TRACKING_PATH, REEL_EVENTS_PREFIX } from '../../routing/tracking-paths.ts';
import type { RequestHook } from '../../server/request-hooks.ts';

/** A tracking event is an id or two and an element's name: anything near this size is no event of ours. */
export const TRACKING_EVENT_MAX_BYTES = 4 * 1024;

/** The tracking endpoints' bodies are capped at the site server, before any is read (413 past the cap). */
export const trackingEventsHook: RequestHook = {
  bodyLimit: (pathname) => (pathname === RECOMMENDATIONS_TRACKING_PATH || pathname.startsWith(`${REEL_EVENTS_PREFIX}/`) ? TRACKING_EVENT_MAX_BYTES : undefined),
};
