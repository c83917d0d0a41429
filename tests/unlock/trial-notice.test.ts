import { describe, expect, it } from 'vitest';
import { trialNotice, trialNoticeText, type TrialNotice } from '../../src/features/unlock/trial-notice.ts';
import type { Subscription, UserProfile } from '../../src/membership/profile.ts';

const TENANTS = [
  { tenant: 'aurora', name: 'Aurora Nights', role: 'brand' },
  { tenant: 'halo', name: 'Halo Prestige', role: 'premium-plus' },
] as const;

/** A trial of `brand` (aurora unless given), as the upstream answers one: the brand it was bought on is in the 'trial' state. */
const trial = (facts: Partial<Subscription>, brand = 'aurora'): Pick<UserProfile, 'subscription' | 'tenantsSubscriptionState'> => ({
  subscription: { subscriptionType: 'trial', payPerVideoCredits: 0, isFreeLimitedTrial: false, isActive: true, unlockedVideoIds: [], ...facts } as Subscription,
  tenantsSubscriptionState: { [brand]: facts.isActive === false ? 'expired' : 'trial', channels: [] },
});

describe('trial notices on member pages (membership spec section 2: no credits left, credits count, expired), with what the trial has left', () => {
  it.each<[string, Parameters<typeof trialNotice>[0], TrialNotice | null, string | null]>([
    [
      'an active trial with credits: their count, for the brand it was bought on',
      trial({ payPerVideoCredits: 5 }),
      { kind: 'credits', credits: 5, brand: 'Aurora Nights' },
      'Your trial has 5 pay-per-video credits left: each unlocks one Aurora Nights video of your choice.',
    ],
    [
      'one credit, in the singular',
      trial({ payPerVideoCredits: 1 }),
      { kind: 'credits', credits: 1, brand: 'Aurora Nights' },
      'Your trial has 1 pay-per-video credit left: each unlocks one Aurora Nights video of your choice.',
    ],
    [
      "the premium-plus brand's trial: its library, not credits",
      trial({}, 'halo'),
      { kind: 'library', brand: 'Halo Prestige' },
      'Your trial plays every Halo Prestige video in full while it lasts.',
    ],
    ['an active trial with none: no credits left', trial({}), { kind: 'no-credits' }, 'You have no pay-per-video credits left. Upgrade your membership to watch every video in full.'],
    ['an inactive trial: expired', trial({ isActive: false, payPerVideoCredits: 3 }), { kind: 'expired' }, 'Your trial has expired. Upgrade your membership to keep watching.'],
    [
      'the free limited trial, nothing played yet: its three videos',
      trial({ isFreeLimitedTrial: true }),
      { kind: 'free-videos', allowance: { videos: 3, played: 0, left: 3 } },
      'Your free trial plays 3 full videos: you have 3 of your 3 free videos left.',
    ],
    [
      'the free limited trial after two: one left',
      trial({ isFreeLimitedTrial: true, unlockedVideoIds: ['3', '6'] }),
      { kind: 'free-videos', allowance: { videos: 3, played: 2, left: 1 } },
      'Your free trial plays 3 full videos: you have 1 of your 3 free videos left.',
    ],
    [
      'the free limited trial after three: none left',
      trial({ isFreeLimitedTrial: true, unlockedVideoIds: ['3', '6', '9'] }),
      { kind: 'free-videos', allowance: { videos: 3, played: 3, left: 0 } },
      'Your free trial has played its 3 full videos. Upgrade your membership to watch every video in full.',
    ],
    ['an expired free limited trial: expired', trial({ isActive: false, isFreeLimitedTrial: true }), { kind: 'expired' }, 'Your trial has expired. Upgrade your membership to keep watching.'],
    ['a member: none', trial({ subscriptionType: 'member' }), null, null],
    ['no subscription: none', { subscription: null, tenantsSubscriptionState: null }, null, null],
    ['anonymous: none', null, null, null],
  ])('%s', (_case, profile, notice, text) => {
    expect(trialNotice(profile, TENANTS)).toEqual(notice);
    expect(notice && trialNoticeText(notice)).toBe(text);
  });
});
