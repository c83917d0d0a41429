import { describe, expect, it } from 'vitest';
import {
  conversionTrackingOf,
  natsTracking,
  joinTracking,
  partnerLinkOf,
  salesTrackingCookie,
  salesTrackingFor,
  salesTrackingOf,
  SALES_TRACKING_MAX_LENGTH,
  trialUpgradeTracking,
  type PurchaseTracking,
} from '../../src/features/tracking/sales-tracking.ts';

describe("a purchase's sales tracking comes from the page's address (membership spec sections 7 and 9: ref, elm, nats, sid10, pt, ppt, xspt)", () => {
  it.each<[string, Record<string, string>]>([
    ['', {}],
    ['?ref=AFF-42&elm=upgrade-bar&nats=NATS.MjAwOjE', { ref: 'AFF-42', elm: 'upgrade-bar', nats: 'NATS.MjAwOjE' }],
    ['?ref=AFF-42&page=2&utm_source=mail', { ref: 'AFF-42' }],
    ['?sid10=goad-7&pt=b&ppt=a&xspt=c', { sid10: 'goad-7', pt: 'b', ppt: 'a', xspt: 'c' }],
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
    ['?sid10=goad-7&pt=b&ppt=a&xspt=c', false, 'sales_tracking=sid10%3Dgoad-7%26pt%3Db%26ppt%3Da%26xspt%3Dc; Max-Age=2592000; Path=/; SameSite=Lax'],
    // Not an arrival by a partner's link: whatever an earlier one left stays.
    ['', true, null],
    ['?page=2&utm_source=mail', true, null],
    [`?ref=${'x'.repeat(SALES_TRACKING_MAX_LENGTH + 1)}`, true, null],
  ])('%s (secure %s) → %s', (search, secure, setCookie) => {
    expect(salesTrackingCookie(new URLSearchParams(search), secure)).toBe(setCookie);
  });

  const keptOf = (search: string) => decodeURIComponent(salesTrackingCookie(new URLSearchParams(search), true)!.split(';')[0]!.slice('sales_tracking='.length));

  it("reads back what it kept: the page's own partner link first, else the cookie's", () => {
    const kept = keptOf('?ref=a;b c&nats=N1');
    expect(salesTrackingFor({}, kept)).toEqual({ ref: 'a;b c', nats: 'N1' });
    expect(salesTrackingFor({ elm: 'upgrade-bar' }, kept)).toEqual({ elm: 'upgrade-bar' });
    expect(salesTrackingFor({}, undefined)).toEqual({});
    expect(salesTrackingFor({}, 'ref=' + 'x'.repeat(SALES_TRACKING_MAX_LENGTH + 1))).toEqual({});
  });

  it("keeps sid10 and each pricing test group apart from the partner's link: the page's when it names one, else the cookie's", () => {
    const kept = keptOf('?ref=AFF&sid10=goad-7&pt=b&xspt=c');
    expect(salesTrackingFor({ ref: 'OTHER' }, kept)).toEqual({ ref: 'OTHER', sid10: 'goad-7', pt: 'b', xspt: 'c' });
    expect(salesTrackingFor({ pt: 'a' }, kept)).toEqual({ ref: 'AFF', sid10: 'goad-7', pt: 'a', xspt: 'c' });
  });

  it("gives /joinnow's address the partner link only", () => {
    expect(partnerLinkOf({ ref: 'AFF', elm: 'banner', nats: 'N', sid10: 'g', pt: 'b' })).toEqual({ ref: 'AFF', elm: 'banner', nats: 'N' });
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

describe("the join's tracking (membership spec section 9: conversion key TOUR, transaction type join, multisite tracking ids, sid10, pricing test groups)", () => {
  const sale: PurchaseTracking = { ref: 'AFF-42', elm: 'banner', nats: 'NATS.MjAwOjE', sid10: 'goad-7', pt: 'b', xspt: 'c', tracking: { externalConversion: 'tj-123', marketing: 'utm_source=partner' } };

  it('carries every field, in the signup\'s words', () => {
    expect(joinTracking(sale, { trackingId: '16', joinButton: 'join-prompt' })).toEqual({
      ref: 'AFF-42',
      elm: 'banner',
      natsCode: 'NATS.MjAwOjE',
      tracking: { externalConversion: 'tj-123', marketing: 'utm_source=partner' },
      sid10: 'goad-7',
      pricingTests: { pt: 'b', ppt: null, xspt: 'c' },
      conversion: { key: 'TOUR', transactionType: 'join', trackingId: '16' },
      joinButton: 'join-prompt',
    });
  });

  it('sends nulls for what the visitor did not bring, and still the tour conversion', () => {
    expect(joinTracking({ tracking: { externalConversion: null, marketing: null } }, { trackingId: null, joinButton: null })).toMatchObject({
      ref: null,
      sid10: null,
      pricingTests: { pt: null, ppt: null, xspt: null },
      conversion: { key: 'TOUR', transactionType: 'join', trackingId: null },
      joinButton: null,
    });
  });
});
