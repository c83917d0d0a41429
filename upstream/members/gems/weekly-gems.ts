/**
 * The free gems of membership spec section 9: "10 free gems every Friday per site subscription".
 * Pure: which Fridays a subscription has earned gems on, and how long until the next.
 */

/** Gems credited to each earning subscription every Friday. */
export const WEEKLY_FREE_GEMS = 10;
/** Friday (Date#getUTCDay): the weekday gems are credited on, at 00:00 UTC. */
export const GEMS_REFRESH_WEEKDAY = 5;

const DAY_MS = 86_400_000;

/** Days until the next Friday's credit: 7 on a Friday, whose credit was made at midnight. */
export function daysUntilRefreshGems(now: Date): number {
  return (GEMS_REFRESH_WEEKDAY - now.getUTCDay() + 7) % 7 || 7;
}

/** The latest Friday 00:00 UTC at or before `when`. */
export function lastRefreshAtOrBefore(when: Date): Date {
  const midnight = Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), when.getUTCDate());
  const back = (new Date(midnight).getUTCDay() - GEMS_REFRESH_WEEKDAY + 7) % 7;
  return new Date(midnight - back * DAY_MS);
}

/** Every Friday 00:00 UTC strictly after `after` and at or before `until`, oldest first. */
export function refreshesBetween(after: Date, until: Date): Date[] {
  const fridays: Date[] = [];
  for (let friday = lastRefreshAtOrBefore(until); friday.getTime() > after.getTime(); friday = new Date(friday.getTime() - 7 * DAY_MS)) {
    fridays.push(friday);
  }
  return fridays.reverse();
}
