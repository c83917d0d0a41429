import { describe, expect, it } from 'vitest';
import { COOKIES, cookieAttributes, cookieString, DEFAULT_COOKIE_LIFETIME_DAYS, SALES_TRACKING_COOKIE_LIFETIME_DAYS, type CookieKey } from '../../src/features/tracking/cookies.ts';

const DAY = 86_400;

describe('the cookies of membership spec section 9 and their lifetimes', () => {
  it('keeps the spec’s lifetimes: 365 days by default, 30 days for sales tracking', () => {
    expect(DEFAULT_COOKIE_LIFETIME_DAYS).toBe(365);
    expect(SALES_TRACKING_COOKIE_LIFETIME_DAYS).toBe(30);
  });

  it.each<[CookieKey, string, number]>([
    ['outgoingUpsellOneclickSuccess', 'outgoing_upsell_oneclick_success', 365 * DAY],
    ['outgoingUpsellOneclickFallback', 'outgoing_upsell_oneclick_fallback', 365 * DAY],
    ['lastVideoPerformerPageViewed', 'last_video_performer_page_viewed', 365 * DAY],
    // "six hours 0.25 days": one visit's join button.
    ['redirectToJoinformButton', 'redirect_to_joinform_button', 6 * 60 * 60],
    ['defsixsite', 'defsixsite', 365 * DAY],
    ['externalConversionTracking', 'external_conversion_tracking', 30 * DAY],
    ['marketingTracking', 'marketing_tracking', 30 * DAY],
    ['salesTracking', 'sales_tracking', 30 * DAY],
  ])('%s is named %s and lives %i s', (key, name, maxAge) => {
    expect(COOKIES[key]).toEqual({ name, maxAgeSeconds: maxAge });
  });

  it('has no cookie for the disabled join-form marketing image A/B test (jfmit)', () => {
    expect(Object.values(COOKIES).map((cookie) => cookie.name)).not.toContain('jfmit');
  });

  it('names every cookie once', () => {
    const names = Object.values(COOKIES).map((cookie) => cookie.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('cookieString, the one setter', () => {
  it.each([
    [COOKIES.outgoingUpsellOneclickSuccess, '1', { secure: true }, 'outgoing_upsell_oneclick_success=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure'],
    [COOKIES.marketingTracking, 'a b;c', { secure: false }, 'marketing_tracking=a%20b%3Bc; Max-Age=2592000; Path=/; SameSite=Lax'],
    [COOKIES.defsixsite, 'x', { secure: true, remove: true }, 'defsixsite=; Max-Age=0; Path=/; SameSite=Lax; Secure'],
  ])('%j = %j (%j) → %s', (cookie, value, options, expected) => {
    expect(cookieString(cookie, value, options)).toBe(expected);
  });
});

describe('cookieAttributes, the same for Astro’s cookies.set', () => {
  it.each([
    [true, { maxAge: 2_592_000, path: '/', sameSite: 'lax', secure: true }],
    [false, { maxAge: 2_592_000, path: '/', sameSite: 'lax', secure: false }],
  ])('secure %s → %j', (secure, expected) => {
    expect(cookieAttributes(COOKIES.externalConversionTracking, { secure })).toEqual(expected);
  });
});
