/**
 * Calendar-month arithmetic of the stand-in's membership records, in UTC.
 *
 * A monthly anniversary falls on the same day of the month, or on the month's last day when the month
 * is shorter (a membership that began on 31 January completes a month on 28 February), as billers
 * renew. Written for the upstream on its own; the site has its own month count, and
 * tests/upstream/badges-agree-with-site.test.ts compares the two.
 */

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `date` moved by `months` calendar months, its day clamped to the target month's length. */
export function shiftByCalendarMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const day = Math.min(date.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  return new Date(
    Date.UTC(
      target.getUTCFullYear(),
      target.getUTCMonth(),
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** Monthly anniversaries of `start` reached by `end` (0 when `end` is not after `start`). */
export function completedMonths(start: Date, end: Date): number {
  if (end <= start) return 0;
  // The month difference of the two dates overshoots by at most one anniversary not yet reached.
  const estimate = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  return shiftByCalendarMonths(start, estimate) <= end ? estimate : estimate - 1;
}
