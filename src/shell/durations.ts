/**
 * The spec's units of time (browsing and membership spec section 9: "One day 86400000 ms; six hours
 * 0.25 days"), each fact once; the site's other durations are counted in them. Pure, no imports:
 * islands read it too.
 */
export const ONE_DAY_MS = 86_400_000;
export const ONE_DAY_SECONDS = ONE_DAY_MS / 1000;
/** "six hours 0.25 days": the lifetime of what one visit to the tour means (src/features/tracking/cookies.ts). */
export const SIX_HOURS_DAYS = 0.25;

/** `count` days in milliseconds. */
export function daysInMs(count: number): number {
  return count * ONE_DAY_MS;
}

/**
 * Browsing and membership spec section 9: "recent-content window 14 days (12096e5 ms)": a site's
 * new releases (/sites/:brand/videos?selector=recent) and a channel pack unlocked "in the last two
 * weeks" (hasUnlockedChannelPackInLastTwoWeeks) are counted in it.
 */
export const RECENT_CONTENT_WINDOW_DAYS = 14;
export const RECENT_CONTENT_WINDOW_MS = daysInMs(RECENT_CONTENT_WINDOW_DAYS);

/**
 * Whether `at` (an ISO date or date-time) is no older than the recent-content window on `now`. A time
 * ahead of `now` counts too: the gateway's clock may run a little ahead of this server's.
 */
export function isWithinRecentWindow(at: string, now: Date): boolean {
  return now.getTime() - Date.parse(at) <= RECENT_CONTENT_WINDOW_MS;
}

/** `count` days in whole seconds (a cookie's Max-Age). */
export function daysInSeconds(count: number): number {
  return Math.round(count * ONE_DAY_SECONDS);
}
