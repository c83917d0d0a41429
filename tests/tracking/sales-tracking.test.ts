import { describe, expect, it } from 'vitest';
import {
  conversionTrackingOf,
  oneClickTracking,
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
    ['internalUpsellOneclickMultisite', oneClickTracking(sale, 'multisiteNatsCode'), { ref: 'AFF-42', elm: 'upgrade-bar', multisiteNatsCode: 'NATS.MjAwOjE', tracking }],
    ['internalUpsellOneclickSinglesite', oneClickTracking(sale, 'natsCode'), { ref: 'AFF-42', elm: 'upgrade-bar', natsCode: 'NATS.MjAwOjE', tracking }],
    ['internalUpsellTrialUpgrade(WelcomePage): ref and tracking only', trialUpgradeTracking(sale), { ref: 'AFF-42', tracking }],
    ['a page without parameters sends nulls', oneClickTracking({ tracking }, 'natsCode'), { ref: null, elm: null, natsCode: null, tracking }],
  ])('%s', (_mutation, fields, expected) => {
    expect(fields).toEqual(expected);
  });
});
