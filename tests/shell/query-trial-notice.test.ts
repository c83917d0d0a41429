import { describe, expect, it } from 'vitest';
import { trialNotice, trialNoticeText, type TrialNotice } from '../../src/features/trial/trial-notice.ts';
import type { Subscription } from '../../src/membership/profile.ts';

const trial = (facts: Partial<Subscription>): { subscription: Subscription } => ({
  subscription: { subscriptionType: 'trial', payPerVideoCredits: 0, isFreeLimitedTrial: false, isActive: true, ...facts } as Subscription,
});

describe('trial notices on member pages (membership spec section 2: no credits left, credits count, expired)', () => {
  it.each<[string, Parameters<typeof trialNotice>[0], TrialNotice | null, string | null]>([
    ['an active trial with credits: their count', trial({ payPerVideoCredits: 5 }), { kind: 'credits', credits: 5 }, 'Your trial has 5 pay-per-video credits left: each one unlocks a video of your choice.'],
    ['one credit, in the singular', trial({ payPerVideoCredits: 1 }), { kind: 'credits', credits: 1 }, 'Your trial has 1 pay-per-video credit left: each one unlocks a video of your choice.'],
    ['an active trial with none: no credits left', trial({}), { kind: 'no-credits' }, 'You have no pay-per-video credits left. Upgrade your membership to watch every video in full.'],
    ['an inactive trial: expired', trial({ isActive: false, payPerVideoCredits: 3 }), { kind: 'expired' }, 'Your trial has expired. Upgrade your membership to keep watching.'],
    ['an active free limited trial: none (it has its videos, not credits)', trial({ isFreeLimitedTrial: true }), null, null],
    ['an expired free limited trial: expired', trial({ isActive: false, isFreeLimitedTrial: true }), { kind: 'expired' }, 'Your trial has expired. Upgrade your membership to keep watching.'],
    ['a member: none', trial({ subscriptionType: 'member' }), null, null],
    ['no subscription: none', { subscription: null }, null, null],
    ['anonymous: none', null, null, null],
  ])('%s', (_case, profile, notice, text) => {
    expect(trialNotice(profile)).toEqual(notice);
    expect(notice && trialNoticeText(notice)).toBe(text);
  });
});
