import { describe, expect, it } from 'vitest';
import {
  conversionTrackingOf,
  natsTracking,
  salesTrackingArrival,
  salesTrackingFor,
  salesTrackingOf,
  SALES_TRACKING_MAX_LENGTH,
  trialUpgradeTracking,
  type PurchaseTracking,
} from '../../src/features/tracking/sales-tracking.ts';

describe("a purchase's sales tracking comes from the page's address (membership spec section 7: ref, elm, nats)", () => {
  it.each<[string, Record<string, string>]>([
    ['', {}],
    ['?ref=AFF-42&elm=upgrade-bar&nats=NATS.MjAwOjE', { ref: 'AFF-42', elm: 'upgrade-bar', nats: 'NATS.MjAwOjE' }],
    ['?ref=AFF-42&page=2&utm_source=mail', { ref: 'AFF-42' }],
    ['?ref=%20AFF-42%20&elm=', { ref: 'AFF-42' }],
    [`?nats=${'x'.repeat(SALES_TRACKING_MAX_LENGTH + 1)}&elm=bar`, { elm: 'bar' }],
    ['?ref=one&ref=two', { ref: 'one' }],
  ])('%s → %j', (search, expected) => {
    expect(salesTrackingOf(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("an arrival by a partner's link keeps its sales tracking 30 days in the sales tracking cookie (membership spec section 9)", () => {
  it.each<[string, boolean, string | null]>([
    ['?ref=AFF-42&elm=banner&nats=NATS.MjAwOjE', true, 'sales_tracking=ref%3DAFF-42%26elm%3Dbanner%26nats%3DNATS.MjAwOjE; Max-Age=2592000; Path=/; SameSite=Lax; Secure'],
    ['?nats=NATS.MjAwOjE&page=2', false, 'sales_tracking=nats%3DNATS.MjAwOjE; Max-Age=2592000; Path=/; SameSite=Lax'],
    ['?ref=a%3Bb%20c', true, 'sales_tracking=ref%3Da%253Bb%2Bc; Max-Age=2592000; Path=/; SameSite=Lax; Secure'],
    // Not an arrival by a partner's link: whatever an earlier one left stays.
    ['', true, null],
    ['?page=2&utm_source=mail', true, null],
    [`?ref=${'x'.repeat(SALES_TRACKING_MAX_LENGTH + 1)}`, true, null],
  ])('%s (secure %s) → %s', (search, secure, setCookie) => {
    expect(salesTrackingArrival(new URLSearchParams(search), secure)).toBe(setCookie);
  });

  it("reads back what it kept: the page's own parameters first, else the cookie's", () => {
    const kept = decodeURIComponent(salesTrackingArrival(new URLSearchParams('?ref=a;b c&nats=N1'), true)!.split(';')[0]!.slice('sales_tracking='.length));
    expect(salesTrackingFor({}, kept)).toEqual({ ref: 'a;b c', nats: 'N1' });
    expect(salesTrackingFor({ elm: 'upgrade-bar' }, kept)).toEqual({ elm: 'upgrade-bar' });
    expect(salesTrackingFor({}, undefined)).toEqual({});
    expect(salesTrackingFor({}, 'ref=' + 'x'.repeat(SALES_TRACKING_MAX_LENGTH + 1))).toEqual({});
  });
});

describe('the conversion and marketing markers come from their cookies (membership spec section 9)', () => {
  it('reads external_conversion_tracking and marketing_tracking, null when absent or too long', () => {
    const jar: Record<string, string> = { external_conversion_tracking: 'tj-123', marketing_tracking: 'y'.repeat(SALES_TRACKING_MAX_LENGTH + 1) };
    expect(conversionTrackingOf((name) => jar[name])).toEqual({ externalConversion: 'tj-123', marketing: null });
    expect(conversionTrackingOf(() => undefined)).toEqual({ externalConversion: null, marketing: null });
  });
});

describe("each mutation gets the tracking in its own words (membership spec section 7)", () => {
  const sale: PurchaseTracking = { ref: 'AFF-42', elm: 'upgrade-bar', nats: 'NATS.MjAwOjE', tracking: { externalConversion: 'tj-123', marketing: null } };
  const tracking = sale.tracking;

  it.each([
    ['internalUpsellOneclickMultisite', natsTracking(sale, 'multisiteNatsCode'), { ref: 'AFF-42', elm: 'upgrade-bar', multisiteNatsCode: 'NATS.MjAwOjE', tracking }],
    ['signup and internalUpsellOneclickSinglesite', natsTracking(sale, 'natsCode'), { ref: 'AFF-42', elm: 'upgrade-bar', natsCode: 'NATS.MjAwOjE', tracking }],
    ['internalUpsellTrialUpgrade(WelcomePage): ref and tracking only', trialUpgradeTracking(sale), { ref: 'AFF-42', tracking }],
    ['a page without parameters sends nulls', natsTracking({ tracking }, 'natsCode'), { ref: null, elm: null, natsCode: null, tracking }],
  ])('%s', (_mutation, fields, expected) => {
    expect(fields).toEqual(expected);
  });
});
