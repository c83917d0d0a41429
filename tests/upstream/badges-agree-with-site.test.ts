import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnedBadges } from '../../src/membership/badges.ts';
import { badgesAt } from '../../upstream/members/badges.ts';

// The site's badge rules (src/membership) and the stand-in's (upstream/members) are two independent
// readings of membership spec section 6. Given the same membership, both must award the same badges.
const DAY_MS = 86_400_000;
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const LAUNCH = d('2014-01-01');
const NOW = d('2025-06-15');

interface Membership {
  /** Paid stretches; `until` null while running. */
  periods: { from: Date; until: Date | null }[];
  joined: Date | null;
  launch: Date;
  director?: boolean;
  performer?: boolean;
  moderator?: boolean;
  king?: boolean;
}

function siteBadges(m: Membership, now: Date): string[] {
  return earnedBadges({
    periods: m.periods,
    joinDate: m.joined,
    launchDate: m.launch,
    specialAttributes: { isDirectorUser: m.director ?? false, isPornstarUser: m.performer ?? false, isKingUser: m.king ?? false },
    groups: m.moderator ? ['moderator'] : [],
    now,
  }).toSorted();
}

function upstreamBadges(m: Membership, now: Date): string[] {
  return badgesAt(
    {
      stretches: m.periods.map((period) => ({ start: period.from, end: period.until })),
      joinedAt: m.joined,
      brandLaunchedAt: m.launch,
      roles: { director: m.director ?? false, verifiedPerformer: m.performer ?? false, moderator: m.moderator ?? false, king: m.king ?? false },
    },
    now,
  ).toSorted();
}

/** A membership running since `from`, joined then, on a brand launched long before. */
const runningSince = (from: string): Membership => ({ periods: [{ from: d(from), until: null }], joined: d(from), launch: LAUNCH });

describe('site and stand-in award the same tenure badge for each membership length', () => {
  it.each<[string, string, string[]]>([
    ['joined today', '2025-06-15', []],
    ['2 months and 30 days', '2025-03-16', []],
    ['exactly 3 months', '2025-03-15', ['bronze']],
    ['5 months and 30 days', '2024-12-16', ['bronze']],
    ['exactly 6 months', '2024-12-15', ['silver']],
    ['11 months and 30 days', '2024-06-16', ['silver']],
    ['exactly 12 months', '2024-06-15', ['gold']],
    ['23 months and 30 days', '2023-06-16', ['gold']],
    ['exactly 24 months', '2023-06-15', ['boss']],
    ['ten years', '2015-06-15', ['boss']],
  ])('%s (since %s) → %j', (_case, from, badges) => {
    const membership = runningSince(from);
    expect(upstreamBadges(membership, NOW)).toEqual(badges);
    expect(siteBadges(membership, NOW)).toEqual(upstreamBadges(membership, NOW));
  });
});

describe('site and stand-in apply the same 7-day reactivation grace', () => {
  const lapsed = (until: string, reactivated: string | null): Membership => ({
    periods: [{ from: d('2024-06-15'), until: d(until) }, ...(reactivated ? [{ from: d(reactivated), until: null }] : [])],
    joined: d('2024-06-15'),
    launch: LAUNCH,
  });
  it.each<[string, Membership, string[]]>([
    ['back 7 days after it ended: one 12-month run', lapsed('2025-01-01', '2025-01-08'), ['gold']],
    ['back 8 days after: 5 months afresh', lapsed('2025-01-01', '2025-01-09'), ['bronze']],
    ['ended 7 days ago: still counted', lapsed('2025-06-08', null), ['silver']],
    ['ended 8 days ago: nothing', lapsed('2025-06-07', null), []],
  ])('%s → %j', (_case, membership, badges) => {
    expect(upstreamBadges(membership, NOW)).toEqual(badges);
    expect(siteBadges(membership, NOW)).toEqual(upstreamBadges(membership, NOW));
  });
});

describe('site and stand-in agree on founders and role badges', () => {
  it.each<[string, Membership, string[]]>([
    ['joined on launch day, still paying', runningSince('2014-01-01'), ['boss', 'founder']],
    ['joined on the window’s last day', { periods: [], joined: d('2014-06-30'), launch: LAUNCH }, ['founder']],
    ['joined the day the window closed', { periods: [], joined: d('2014-07-01'), launch: LAUNCH }, []],
    ['joined before the launch', { periods: [], joined: d('2013-12-31'), launch: LAUNCH }, []],
    ['a director of 3 months', { ...runningSince('2025-03-15'), director: true }, ['bronze', 'director']],
    ['a verified performer', { ...runningSince('2025-06-01'), performer: true }, ['model']],
    ['a moderator of 13 months', { ...runningSince('2024-05-15'), moderator: true }, ['gold', 'moderator']],
    ['a king', { ...runningSince('2025-06-01'), king: true }, ['king']],
  ])('%s → %j', (_case, membership, badges) => {
    expect(upstreamBadges(membership, NOW)).toEqual(badges);
    expect(siteBadges(membership, NOW)).toEqual(upstreamBadges(membership, NOW));
  });
});

describe('site and stand-in agree on any membership history', () => {
  // Start days 1 to 28 have an anniversary in every month; the 29th to 31st are the known
  // disagreement below.
  const anchoredDay = fc.date({ min: d('2012-01-01'), max: d('2025-12-28'), noInvalidDate: true }).filter((date) => date.getUTCDate() <= 28);
  const stretch = fc.record({ from: anchoredDay, days: fc.option(fc.integer({ min: 0, max: 900 })) });
  const membership = fc.record({
    stretches: fc.array(stretch, { maxLength: 4 }),
    launch: anchoredDay,
    joinedOffsetDays: fc.option(fc.integer({ min: -30, max: 400 })),
    now: fc.date({ min: d('2013-01-01'), max: d('2026-12-31'), noInvalidDate: true }),
  });

  it('awards the same badges for random stretches, gaps, launches and clocks', () => {
    fc.assert(
      fc.property(membership, ({ stretches, launch, joinedOffsetDays, now }) => {
        const m: Membership = {
          periods: stretches.map(({ from, days }) => ({ from, until: days === null ? null : new Date(from.getTime() + days * DAY_MS) })),
          joined: joinedOffsetDays === null ? null : new Date(launch.getTime() + joinedOffsetDays * DAY_MS),
          launch,
        };
        expect(siteBadges(m, now)).toEqual(upstreamBadges(m, now));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('anniversaries of the 29th to 31st in a shorter month', () => {
  // The spec does not say when a month that began on the 31st is complete. Both sides complete it on
  // the shorter month's last day, as billers renew.
  it('30 November → 28 February is 3 months: bronze on both sides', () => {
    const membership = runningSince('2024-11-30');
    expect(siteBadges(membership, d('2025-02-28'))).toEqual(upstreamBadges(membership, d('2025-02-28')));
  });

  it('a brand launched on 31 May has a founder window closing on 30 November on both sides', () => {
    const membership: Membership = { periods: [], joined: d('2024-11-30'), launch: d('2024-05-31') };
    expect(siteBadges(membership, NOW)).toEqual(upstreamBadges(membership, NOW));
  });
});
