import { describe, expect, it } from 'vitest';
import { fullUserProfileSchema, userSubscriptionSchema } from '../../src/membership/profile.ts';
import {
  derivedSubscriptionType,
  isTrialUser,
  siteType,
  type DerivedSubscriptionType,
  type SiteType,
} from '../../src/membership/subscription.ts';
import type { UserProfile } from '../../src/membership/profile.ts';
import { kinds, profile, tenant } from './fixtures/profiles.ts';

describe('derived subscription type (membership spec section 4)', () => {
  it.each<[string, UserProfile | null, DerivedSubscriptionType]>([
    ['no profile', null, 'anonymous'],
    ['active multisite', kinds.multisite(), 'multisiteVP'],
    ['active member', kinds.singleSite(), 'member'],
    ['active trial', kinds.trial(), 'trial'],
    ['porn-portal', kinds.pornPortal(), 'porn-portal'],
    ['inactive porn-portal', profile({}, { subscriptionType: 'member', pornPortal: true, isActive: false }), 'porn-portal'],
    ['inactive member', kinds.expired(), 'expired'],
    ['no subscription', profile({ subscription: null }), 'expired'],
  ])('%s → %s', (_case, who, expected) => {
    expect(derivedSubscriptionType(who)).toBe(expected);
  });
});

describe('site type (membership spec section 4)', () => {
  it.each<[string, UserProfile | null, SiteType]>([
    ['anonymous', null, 'expired'],
    ['active multisite', kinds.multisite(), 'multi-site'],
    ['trial', kinds.trial(), 'trial'],
    ['porn-portal without full tenant state', kinds.pornPortal(), 'inactive'],
    [
      'porn-portal with full tenant state',
      profile({ tenantsSubscriptionState: { aurora: 'full' } }, { subscriptionType: 'porn-portal' }),
      'single-site',
    ],
    ['active member with full tenant state', kinds.singleSite('aurora'), 'single-site'],
    ['active member of another tenant', kinds.singleSite('blaze'), 'expired'],
    ['inactive member with full tenant state', profile({ tenantsSubscriptionState: { aurora: 'full' } }, { isActive: false }), 'expired'],
  ])('%s → %s', (_case, who, expected) => {
    expect(siteType(who, 'aurora')).toBe(expected);
  });
});

describe('trial user (membership spec section 4, with the combined-brand exception)', () => {
  it.each<[string, UserProfile | null, 'aurora' | 'jade', boolean]>([
    ['anonymous', null, 'aurora', true],
    ['active member', kinds.singleSite(), 'aurora', false],
    ['active trial on a brand', kinds.trial(), 'aurora', false],
    ['active trial on the combined tenant', kinds.trial(), 'jade', true],
    ['active member on the combined tenant', kinds.singleSite(), 'jade', false],
    ['inactive member', kinds.expired(), 'aurora', true],
    ['porn-portal', kinds.pornPortal(), 'aurora', true],
  ])('%s on %s → %s', (_case, who, on, expected) => {
    expect(isTrialUser(who, tenant(on))).toBe(expected);
  });
});

describe('profile schemas', () => {
  it('fills the spec defaults for a sparse GraphQL answer', () => {
    const parsed = fullUserProfileSchema.parse({ id: 7, uuid: 'u', email: 'a@b.co', autoplayEnabled: null, groups: null });
    expect(parsed).toMatchObject({ userId: '7', autoplayEnabled: true, groups: [], badges: [], siteAccessArray: [] });
  });

  it('names the field that is wrong', () => {
    const result = fullUserProfileSchema.safeParse({ userId: '1', uuid: 'u', email: 'a@b.co', subscription: { subscriptionType: 'vip' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['subscription', 'subscriptionType']);
  });

  it('reads the getUserSubscription answer', () => {
    const parsed = userSubscriptionSchema.parse({
      siteAccessArray: ['aurora'],
      tenantsSubscriptionState: { aurora: 'full', channels: ['c1'] },
      subscription: { subscriptionType: 'member', isActive: true, billerName: 'EPOCH' },
    });
    expect(parsed.tenantsSubscriptionState?.aurora).toBe('full');
    expect(siteType({ ...parsed, multisiteType: null }, 'aurora')).toBe('single-site');
  });
});
