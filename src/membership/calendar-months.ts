import { ONE_DAY_MS } from '../shell/durations.ts';

/**
 * Calendar-month arithmetic of memberships, in UTC: how billers renew, how long a member has been
 * one (badges, the account page's length of membership). Pure.
 */

/**
 * `date` plus whole calendar months, as billers renew: a month that began on the 29th to 31st
 * completes on the last day of a shorter month (31 January + 1 month = 28 or 29 February), never
 * spilling into the next one.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Whole calendar months from `from` to `to` (UTC). */
export function wholeMonthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (addMonths(from, months) > to) months -= 1;
  return Math.max(0, months);
}

/** A length of membership: whole months, then the whole days since the last monthly anniversary. */
export interface MembershipLength {
  months: number;
  days: number;
}

/**
 * How long from `from` to `to`: the whole calendar months, and the days left over after them, so
 * that each day counts once (10 March to 20 November is 8 months and 10 days, not "8 months, 255
 * days").
 */
export function membershipLength(from: Date, to: Date): MembershipLength {
  const months = wholeMonthsBetween(from, to);
  const days = Math.max(0, Math.floor((to.getTime() - addMonths(from, months).getTime()) / ONE_DAY_MS));
  return { months, days };
}

const unit = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "8 months and 10 days", "1 month", "3 days", "less than a day". */
export function membershipLengthText({ months, days }: MembershipLength): string {
  if (months === 0) return days === 0 ? 'less than a day' : unit(days, 'day');
  return days === 0 ? unit(months, 'month') : `${unit(months, 'month')} and ${unit(days, 'day')}`;
}
