import { describe, expect, it } from 'vitest';
import { continuousActiveMonths, earnedBadges, isFounder, tenureBadge, type ActivePeriod, type Badge } from '../../src/membership/badges.ts';
import { wholeMonthsBetween } from '../../src/membership/calendar-months.ts';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const now = d('2025-06-15');

describe('tenure badge by continuous active months (3, 6, 12, 24)', () => {
  it.each<[number, Badge | null]>([
    [0, null], [2, null], [3, 'bronze'], [5, 'bronze'], [6, 'silver'], [11, 'silver'],
    [12, 'gold'], [23, 'gold'], [24, 'boss'], [60, 'boss'],
  ])('%i months → %s', (months, expected) => {
    expect(tenureBadge(months)).toBe(expected);
  });
});

describe('continuous active months with a 7-day reactivation grace', () => {
  it.each<[string, ActivePeriod[], number]>([
    ['never a member', [], 0],
    ['running since 2025-03-15', [{ from: d('2025-03-15'), until: null }], 3],
    ['a day short of three months', [{ from: d('2025-03-16'), until: null }], 2],
    ['reactivated after 7 days keeps the run', [{ from: d('2024-06-15'), until: d('2025-01-01') }, { from: d('2025-01-08'), until: null }], 12],
    ['reactivated after 8 days starts again', [{ from: d('2024-06-15'), until: d('2025-01-01') }, { from: d('2025-01-09'), until: null }], 5],
    ['ended 7 days ago still counts', [{ from: d('2024-06-01'), until: d('2025-06-08') }], 12],
    ['ended 8 days ago counts nothing', [{ from: d('2024-06-01'), until: d('2025-06-07') }], 0],
  ])('%s → %i', (_case, periods, expected) => {
    expect(continuousActiveMonths(periods, now)).toBe(expected);
  });
});

describe('founder: joined within 6 months of the brand launch', () => {
  const launch = d('2014-01-01');
  it.each<[string | null, boolean]>([
    ['2014-01-01', true], ['2014-06-30', true], ['2014-07-01', false], ['2013-12-31', false], [null, false],
  ])('joined %s → %s', (joined, expected) => {
    expect(isFounder(joined ? d(joined) : null, launch)).toBe(expected);
  });
});

describe('badges from attributes and groups', () => {
  const none = { isDirectorUser: false, isPornstarUser: false, isKingUser: false };
  it.each<[string, Partial<typeof none>, string[], Badge[]]>([
    ['director', { isDirectorUser: true }, [], ['director']],
    ['performer', { isPornstarUser: true }, [], ['model']],
    ['king', { isKingUser: true }, [], ['king']],
    ['moderator', {}, ['moderator'], ['moderator']],
    ['nobody special', {}, ['admin'], []],
  ])('%s', (_case, attributes, groups, expected) => {
    const badges = earnedBadges({ periods: [], joinDate: null, launchDate: d('2014-01-01'), specialAttributes: { ...none, ...attributes }, groups, now });
    expect(badges).toEqual(expected);
  });

  it('combines tenure and founder', () => {
    const badges = earnedBadges({
      periods: [{ from: d('2014-02-01'), until: null }],
      joinDate: d('2014-02-01'),
      launchDate: d('2014-01-01'),
      specialAttributes: none,
      groups: [],
      now,
    });
    expect(badges).toEqual(['boss', 'founder']);
  });
});

describe('a month that began on the 29th to 31st completes on the last day of a shorter month, as billers renew', () => {
  it.each([
    ['2025-01-31', '2025-02-28', 1],
    ['2025-01-31', '2025-02-27', 0],
    ['2024-01-31', '2024-02-29', 1],
    ['2024-11-30', '2025-02-28', 3],
    ['2025-03-31', '2025-04-30', 1],
    ['2025-03-15', '2025-04-15', 1],
    ['2025-03-15', '2025-04-14', 0],
  ])('%s → %s is %i whole months', (from, to, months) => {
    expect(wholeMonthsBetween(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))).toBe(months);
  });
});
