import { daysInMs } from '../shell/durations.ts';
import { addMonths, wholeMonthsBetween } from './calendar-months.ts';

/** Badges of membership spec section 3. */
export const BADGES = ['gold', 'silver', 'bronze', 'boss', 'moderator', 'king', 'director', 'model', 'founder'] as const;
export type Badge = (typeof BADGES)[number];

/** Tenure badges by continuous active months (membership spec section 6): lower bound inclusive. */
export const TENURE_BADGES: readonly { badge: Badge; fromMonths: number; toMonths: number }[] = [
  { badge: 'bronze', fromMonths: 3, toMonths: 6 },
  { badge: 'silver', fromMonths: 6, toMonths: 12 },
  { badge: 'gold', fromMonths: 12, toMonths: 24 },
  { badge: 'boss', fromMonths: 24, toMonths: Number.POSITIVE_INFINITY },
];
/** A reactivation within this many days keeps the membership continuous. */
export const REACTIVATION_GRACE_DAYS = 7;
/** Members who joined within this many months of a brand's launch are founders. */
export const FOUNDER_WINDOW_MONTHS = 6;

/** One stretch of paid membership; `until` is null while it runs. */
export interface ActivePeriod {
  from: Date;
  until: Date | null;
}

export interface BadgeInput {
  /** The member's active periods, in any order. */
  periods: readonly ActivePeriod[];
  joinDate: Date | null;
  /** When the brand launched; founder badges count from here. */
  launchDate: Date;
  specialAttributes: { isDirectorUser: boolean; isPornstarUser: boolean; isKingUser: boolean };
  groups: readonly string[];
  now: Date;
}

/**
 * Months of the current continuous membership at `now`. Gaps of up to the grace period are bridged,
 * and a membership that ended within the grace period still counts (the member may yet reactivate).
 */
export function continuousActiveMonths(periods: readonly ActivePeriod[], now: Date): number {
  const grace = daysInMs(REACTIVATION_GRACE_DAYS);
  const sorted = [...periods].filter((period) => period.from <= now).sort((a, b) => a.from.getTime() - b.from.getTime());
  let runStart: Date | null = null;
  let runEnd: Date | null = null;
  for (const period of sorted) {
    const end = period.until ?? now;
    if (runStart === null || runEnd === null || period.from.getTime() - runEnd.getTime() > grace) {
      runStart = period.from;
      runEnd = end;
    } else if (end > runEnd) {
      runEnd = end;
    }
  }
  if (runStart === null || runEnd === null || now.getTime() - runEnd.getTime() > grace) return 0;
  return wholeMonthsBetween(runStart, runEnd < now ? runEnd : now);
}

export function tenureBadge(months: number): Badge | null {
  return TENURE_BADGES.find((rule) => months >= rule.fromMonths && months < rule.toMonths)?.badge ?? null;
}

export function isFounder(joinDate: Date | null, launchDate: Date): boolean {
  return joinDate !== null && joinDate >= launchDate && joinDate < addMonths(launchDate, FOUNDER_WINDOW_MONTHS);
}

/** Every badge the member holds at `now`. */
export function earnedBadges(input: BadgeInput): Badge[] {
  const badges: Badge[] = [];
  const tenure = tenureBadge(continuousActiveMonths(input.periods, input.now));
  if (tenure) badges.push(tenure);
  if (isFounder(input.joinDate, input.launchDate)) badges.push('founder');
  if (input.specialAttributes.isDirectorUser) badges.push('director');
  if (input.specialAttributes.isPornstarUser) badges.push('model');
  if (input.groups.includes('moderator')) badges.push('moderator');
  if (input.specialAttributes.isKingUser) badges.push('king');
  return badges;
}
