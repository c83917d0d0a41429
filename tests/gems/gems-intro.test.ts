import { describe, expect, it } from 'vitest';
import { gemsIntroBlockers, lastShownCookie, lastShownFrom, shownWithinLastDay, type GemsIntroFacts } from '../../src/features/gems/gems-intro.ts';
import { demoMember } from '../member-pages/demo-profiles.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const member = demoMember('member', 'aurora').profile;

/** An active single-site member on their home page who has never seen the gems modal: nothing blocks it. */
function facts(change: (facts: GemsIntroFacts) => void = () => {}): GemsIntroFacts {
  const base: GemsIntroFacts = {
    route: 'home',
    profile: structuredClone(member),
    teaserOrHealthWarningPending: false,
    lastShownAt: null,
    now: NOW,
    mayUnlockChannelPacks: true,
  };
  change(base);
  return base;
}

describe('the gems modal shows only when nothing blocks it (membership spec section 4)', () => {
  it('is for those who may unlock channel packs: not a porn-portal guest, not on a brand without channels', () => {
    expect(demoMember('member', 'aurora').abilities.can('use', 'ChannelPackUnlock')).toBe(true);
    expect(demoMember('guest', 'aurora').abilities.can('use', 'ChannelPackUnlock')).toBe(false);
    expect(demoMember('member', 'blaze').abilities.can('use', 'ChannelPackUnlock')).toBe(false);
  });

  const rows: [string, GemsIntroFacts, string[]][] = [
    ['an active member who never saw it', facts(), []],
    ['on the offers page', facts((f) => (f.route = 'offers')), ['page']],
    ['on the deals page, where an outgoing one-click is confirmed', facts((f) => (f.route = 'deals')), ['page']],
    ['on the join-now page', facts((f) => (f.route = 'joinNow')), ['page']],
    ['on the signup success page', facts((f) => (f.route = 'signupSuccess')), ['page']],
    ['on a one-click upsell page', facts((f) => (f.route = 'oneClickUpsellSuccess')), ['page']],
    ['on the outgoing upsell page', facts((f) => (f.route = 'outgoingUpsell')), ['page']],
    ['on the username selection, a step of the login', facts((f) => (f.route = 'usernameSelection')), ['page']],
    ['with an inactive subscription', { ...facts(), profile: demoMember('expired', 'aurora').profile }, ['inactive-subscription']],
    ['on a trial', { ...facts(), profile: demoMember('trial', 'aurora').profile }, ['trial']],
    ['with a channel pack unlocked', facts((f) => (f.profile.percentageOfUnlockedChannelPacks = 0.5)), ['packs-unlocked']],
    ['with the gems intro acknowledged', facts((f) => (f.profile.state!.modals.gemsIntro = true)), ['intro-acknowledged']],
    ['shown an hour ago', facts((f) => (f.lastShownAt = new Date(NOW.getTime() - 3_600_000))), ['shown-within-last-day']],
    ['shown a day and a second ago', facts((f) => (f.lastShownAt = new Date(NOW.getTime() - 86_401_000))), []],
    ['with the teaser or the health warning pending', facts((f) => (f.teaserOrHealthWarningPending = true)), ['teaser-or-health-warning-pending']],
    ['on a tandem child account', { ...facts(), profile: demoMember('tandemchild', 'aurora').profile }, ['tandem-child']],
    ['a member of another brand on this one (active: the wallet is theirs)', { ...facts(), profile: demoMember('multisite', 'aurora').profile }, []],
    ['who may unlock no channel pack here (a guest, a brand without channels)', facts((f) => (f.mayUnlockChannelPacks = false)), ['no-channel-packs']],
  ];
  it.each(rows.map(([name, input, blockers]) => [`${name} → ${blockers.join(', ') || 'shown'}`, input, blockers] as const))('%s', (_, input, blockers) => {
    expect(gemsIntroBlockers(input)).toEqual(blockers);
  });

  it('counts a day from the last show, to the millisecond', () => {
    expect(shownWithinLastDay(null, NOW)).toBe(false);
    expect(shownWithinLastDay(new Date(NOW.getTime() - 86_400_000 + 1), NOW)).toBe(true);
    expect(shownWithinLastDay(new Date(NOW.getTime() - 86_400_000), NOW)).toBe(false);
  });

  it("reads the last show back from the cookie it writes, for a day; anything else is 'never'", () => {
    const cookie = lastShownCookie(NOW);
    expect(cookie).toBe(`gems_intro_last_shown=${NOW.getTime()}; Path=/; Max-Age=86400; SameSite=Lax`);
    expect(lastShownFrom(/=(\d+);/.exec(cookie)?.[1])).toEqual(NOW);
    for (const value of [undefined, null, '', 'yesterday', '-5', '1e12']) expect(lastShownFrom(value)).toBeNull();
  });
});
