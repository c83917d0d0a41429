import { COOKIES } from './cookies.ts';

/**
 * Membership spec section 7, the sales tracking a purchase carries to the biller: the affiliate's
 * `ref` and `elm` and the NATS code (`nats`) from the address of the page the purchase is made on
 * (the parameters the spec's navigations to /joinnow carry), and the conversion and marketing
 * markers of the `external_conversion_tracking` and `marketing_tracking` cookies (section 9). Pure
 * and free of zod: the purchase islands read the page's address with it.
 */
export const SALES_TRACKING_PARAMS = ['ref', 'elm', 'nats'] as const;
export type SalesTrackingParam = (typeof SALES_TRACKING_PARAMS)[number];
/** Longer values are no tracking code of a partner's: they are dropped, never cut. */
export const SALES_TRACKING_MAX_LENGTH = 200;

export type SalesTracking = Partial<Record<SalesTrackingParam, string | undefined>>;

/** The cookies' markers, null when a cookie is absent (the mutations take both, as strings). */
export interface ConversionTracking {
  externalConversion: string | null;
  marketing: string | null;
}

/** What one purchase sends: the page's parameters and the cookies' markers. */
export type PurchaseTracking = SalesTracking & { tracking: ConversionTracking };

function trackingValue(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  return value && value.length <= SALES_TRACKING_MAX_LENGTH ? value : undefined;
}

/** The sales tracking parameters of a page's query string: those present and within bounds. */
export function salesTrackingOf(search: URLSearchParams): SalesTracking {
  const tracking: SalesTracking = {};
  for (const name of SALES_TRACKING_PARAMS) {
    const value = trackingValue(search.get(name));
    if (value !== undefined) tracking[name] = value;
  }
  return tracking;
}

/** The markers of the two sales tracking cookies, read by name (Astro's `cookies.get(name)?.value`). */
export function conversionTrackingOf(cookie: (name: string) => string | undefined): ConversionTracking {
  return {
    externalConversion: trackingValue(cookie(COOKIES.externalConversionTracking.name)) ?? null,
    marketing: trackingValue(cookie(COOKIES.marketingTracking.name)) ?? null,
  };
}

/**
 * The tracking fields of the one-click upsells, in the mutations' words (membership spec section 7):
 * multisite takes the NATS code as `multisiteNatsCode`, single-site as `natsCode`.
 */
export function oneClickTracking({ ref, elm, nats, tracking }: PurchaseTracking, natsField: 'multisiteNatsCode' | 'natsCode') {
  return { ref: ref ?? null, elm: elm ?? null, [natsField]: nats ?? null, tracking };
}

/** The trial upgrades' tracking fields (section 7: "ref, tracking"). */
export function trialUpgradeTracking({ ref, tracking }: PurchaseTracking) {
  return { ref: ref ?? null, tracking };
}
