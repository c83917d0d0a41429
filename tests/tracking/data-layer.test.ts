import { describe, expect, it } from 'vitest';
import { mayShareWithThirdParties } from '../../src/features/tracking/consent.ts';
import { pageLoadData } from '../../src/features/tracking/data-layer.ts';
import { kinds, profile, tenant } from '../membership/fixtures/profiles.ts';

describe('consent: nothing personal goes to a third party without it', () => {
  it.each([
    ['telemetry on', { isTelemetryEnabled: true }, true],
    ['telemetry off', { isTelemetryEnabled: false }, false],
    ['telemetry unset', {}, false],
    ['telemetry on, terms still to accept', { isTelemetryEnabled: true, consent: { requestTermsConsent: true } }, false],
    ['telemetry on, terms accepted', { isTelemetryEnabled: true, consent: { requestTermsConsent: false, requestEmailConsent: true } }, true],
  ])('%s → %s', (_, overrides, expected) => {
    expect(mayShareWithThirdParties(profile(overrides))).toBe(expected);
  });

  it('a visitor has given none', () => {
    expect(mayShareWithThirdParties(null)).toBe(false);
  });
});

describe('the page-load data pushed on start (membership spec section 7)', () => {
  const aurora = tenant('aurora');

  it('holds the page, the experiments, the user and the subscription state of a member', () => {
    const data = pageLoadData({ tenant: aurora, pageId: 'video:night-swim', profile: profile({ abTestVariant: 'b', isTelemetryEnabled: true, tenantsSubscriptionState: { aurora: 'full' } }) });
    expect(data).toEqual({
      event: 'pageLoad',
      page: { id: 'video:night-swim', tenant: 'aurora', site: 'AURORA' },
      experiments: [{ name: 'abTestVariant', variant: 'b' }],
      user: { signedIn: true, userId: '42', uuid: '6c1d1a1e-0000-4000-8000-000000000042', userType: 'member', isGuest: false, isTrialUser: false, consent: true },
      subscription: { type: 'member', siteType: 'single-site', isActive: true, cancelled: false, isFreeLimitedTrial: false, multisite: false },
    });
  });

  it('names no member without their consent, and never their email', () => {
    const data = pageLoadData({ tenant: aurora, pageId: null, profile: kinds.multisite() });
    expect(data.user).toEqual({ signedIn: true, userType: 'member', isGuest: false, isTrialUser: false, consent: false });
    expect(JSON.stringify(data)).not.toMatch(/member@example\.com|"42"/);
  });

  it.each([
    ['multisite', kinds.multisite(), 'multisiteVP', 'multi-site'],
    ['trial', kinds.trial(), 'trial', 'trial'],
    ['expired', kinds.expired(), 'expired', 'expired'],
    ['porn portal', kinds.pornPortal(), 'porn-portal', 'inactive'],
  ])('%s: subscription type %s, site type %s', (_, member, type, siteType) => {
    expect(pageLoadData({ tenant: aurora, pageId: null, profile: member }).subscription).toMatchObject({ type, siteType });
  });

  it('a guest is marked as one', () => {
    expect(pageLoadData({ tenant: aurora, pageId: null, profile: kinds.guest() }).user.isGuest).toBe(true);
  });

  it('a visitor (a tenant with a tracker) is anonymous and nobody', () => {
    expect(pageLoadData({ tenant: aurora, pageId: 'performer:ana', profile: null })).toEqual({
      event: 'pageLoad',
      page: { id: 'performer:ana', tenant: 'aurora', site: 'AURORA' },
      experiments: [],
      user: { signedIn: false, userType: null, isGuest: false, isTrialUser: false, consent: false },
      subscription: { type: 'anonymous', siteType: 'expired', isActive: false, cancelled: false, isFreeLimitedTrial: false, multisite: false },
    });
  });
});
