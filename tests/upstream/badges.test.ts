import { describe, expect, it } from 'vitest';
import {
  badgesAt,
  continuousMonths,
  joinedAsFounder,
  tenureBadgeFor,
  type MembershipRecord,
  type PaidStretch,
  type UpstreamBadge,
} from '../../upstream/members/badges.ts';
import { completedMonths } from '../../upstream/members/calendar-months.ts';

// The stand-in's own badge rules, case by case from membership spec section 6 (and the thresholds of
// section 9: 3, 6, 12, 24 months; 7-day grace; founder window 6 months).
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const NOW = d('2025-06-15');

describe('the stand-in awards the tenure badge by continuous active months', () => {
  it.each<[number, UpstreamBadge | null]>([
    [0, null],
    [2, null],
    [3, 'bronze'],
    [5, 'bronze'],
    [6, 'silver'],
    [11, 'silver'],
    [12, 'gold'],
    [23, 'gold'],
    [24, 'boss'],
    [120, 'boss'],
  ])('%i months → %s', (months, badge) => {
    expect(tenureBadgeFor(months)).toBe(badge);
  });
});

describe('the stand-in counts continuous months with a 7-day reactivation grace', () => {
  it.each<[string, PaidStretch[], number]>([
    ['never paid', [], 0],
    ['running since 15 March: three months on 15 June', [{ start: d('2025-03-15'), end: null }], 3],
    ['running since 16 March: a day short of three', [{ start: d('2025-03-16'), end: null }], 2],
    ['starts tomorrow: nothing yet', [{ start: d('2025-06-16'), end: null }], 0],
    ['reactivated 7 days after it ended: one run from the first day', [{ start: d('2024-06-15'), end: d('2025-01-01') }, { start: d('2025-01-08'), end: null }], 12],
    ['reactivated 8 days after it ended: counted afresh', [{ start: d('2024-06-15'), end: d('2025-01-01') }, { start: d('2025-01-09'), end: null }], 5],
    ['stretches given out of order', [{ start: d('2025-01-08'), end: null }, { start: d('2024-06-15'), end: d('2025-01-01') }], 12],
    ['overlapping stretches', [{ start: d('2024-06-15'), end: d('2025-03-01') }, { start: d('2025-01-01'), end: null }], 12],
    ['ended 7 days ago: counts up to its end, as the member may still reactivate', [{ start: d('2024-06-01'), end: d('2025-06-08') }], 12],
    ['ended 8 days ago: counts nothing', [{ start: d('2024-06-01'), end: d('2025-06-07') }], 0],
    ['paid up beyond today: counts to today', [{ start: d('2023-06-15'), end: d('2026-01-01') }], 24],
  ])('%s → %i', (_case, stretches, months) => {
    expect(continuousMonths(stretches, NOW)).toBe(months);
  });
});

describe('the stand-in counts a month at each monthly anniversary, on the last day of a shorter month', () => {
  it.each<[string, string, number]>([
    ['2025-03-15', '2025-06-14', 2],
    ['2025-03-15', '2025-06-15', 3],
    ['2025-01-31', '2025-02-27', 0],
    ['2025-01-31', '2025-02-28', 1],
    ['2024-01-31', '2024-02-29', 1],
    ['2024-11-30', '2025-02-28', 3],
    ['2023-02-28', '2025-02-28', 24],
    ['2025-06-15', '2025-06-15', 0],
  ])('%s → %s: %i', (start, end, months) => {
    expect(completedMonths(d(start), d(end))).toBe(months);
  });
});

describe('the stand-in makes a founder of who joined in the first 6 months of the brand', () => {
  const launch = d('2014-01-01');
  it.each<[string | null, boolean]>([
    ['2014-01-01', true],
    ['2014-06-30', true],
    ['2014-07-01', false],
    ['2013-12-31', false],
    [null, false],
  ])('joined %s → %s', (joined, founder) => {
    expect(joinedAsFounder(joined ? d(joined) : null, launch)).toBe(founder);
  });
});

describe('the stand-in lists every badge a member holds', () => {
  const nobody: MembershipRecord = {
    stretches: [],
    joinedAt: null,
    brandLaunchedAt: d('2014-01-01'),
    roles: { director: false, verifiedPerformer: false, moderator: false, king: false },
  };
  it.each<[string, Partial<MembershipRecord>, UpstreamBadge[]]>([
    ['nobody special', {}, []],
    ['a director', { roles: { ...nobody.roles, director: true } }, ['director']],
    ['a verified performer wears "model"', { roles: { ...nobody.roles, verifiedPerformer: true } }, ['model']],
    ['a moderator', { roles: { ...nobody.roles, moderator: true } }, ['moderator']],
    ['a king', { roles: { ...nobody.roles, king: true } }, ['king']],
    ['a founder still paying: tenure first', { stretches: [{ start: d('2014-02-01'), end: null }], joinedAt: d('2014-02-01') }, ['boss', 'founder']],
    ['a founder who left long ago keeps only "founder"', { stretches: [{ start: d('2014-02-01'), end: d('2015-02-01') }], joinedAt: d('2014-02-01') }, ['founder']],
    ['a 13-month moderator', { stretches: [{ start: d('2024-05-15'), end: null }], roles: { ...nobody.roles, moderator: true } }, ['gold', 'moderator']],
  ])('%s → %j', (_case, record, badges) => {
    expect(badgesAt({ ...nobody, ...record }, NOW)).toEqual(badges);
  });
});
