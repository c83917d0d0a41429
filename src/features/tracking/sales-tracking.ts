import { cookieString, COOKIES } from './cookies.ts';

/**
 * Membership spec section 7, the sales tracking a join or a purchase carries to the biller: the
 * affiliate's `ref` and `elm` and the NATS code (`nats`), the parameters the spec's navigations to
 * /joinnow carry, and the conversion and marketing markers of the `external_conversion_tracking` and
 * `marketing_tracking` cookies (section 9). The parameters come from the address of the page the
 * purchase is made on or, where it has none, from the sales tracking cookie the visitor's arrival by
 * a partner's link set (30 days): static tour pages carry no query from one page to the next. Pure
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

/** Whether any sales tracking parameter is present. */
function hasSalesTracking(tracking: SalesTracking): boolean {
  return SALES_TRACKING_PARAMS.some((name) => tracking[name] !== undefined);
}

/**
 * The `Set-Cookie` of a page request that arrives by a partner's link (any of `ref`, `elm`, `nats`
 * in its query), or null. The link's parameters replace whatever an earlier link left: the last
 * partner's link the visitor followed is the one the sale is credited to.
 */
export function salesTrackingArrival(search: URLSearchParams, secure: boolean): string | null {
  const tracking = salesTrackingOf(search);
  if (!hasSalesTracking(tracking)) return null;
  const value = new URLSearchParams();
  for (const name of SALES_TRACKING_PARAMS) if (tracking[name] !== undefined) value.set(name, tracking[name]);
  return cookieString(COOKIES.salesTracking, value.toString(), { secure });
}

/** The sales tracking parameters of a purchase: the page's own, or else those the arrival cookie kept (its decoded value). */
export function salesTrackingFor(page: SalesTracking, cookieValue: string | undefined): SalesTracking {
  return hasSalesTracking(page) ? page : salesTrackingOf(new URLSearchParams(cookieValue ?? ''));
}

/** The markers of the two sales tracking cookies, read by name (Astro's `cookies.get(name)?.value`). */
export function conversionTrackingOf(cookie: (name: string) => string | undefined): ConversionTracking {
  return {
    externalConversion: trackingValue(cookie(COOKIES.externalConversionTracking.name)) ?? null,
    marketing: trackingValue(cookie(COOKIES.marketingTracking.name)) ?? null,
  };
}

/**
 * The tracking fields of the signup and the one-click upsells, in the mutations' words (membership
 * spec section 7): multisite takes the NATS code as `multisiteNatsCode`, the others as `natsCode`.
 */
export function natsTracking({ ref, elm, nats, tracking }: PurchaseTracking, natsField: 'multisiteNatsCode' | 'natsCode') {
  return { ref: ref ?? null, elm: elm ?? null, [natsField]: nats ?? null, tracking };
}

/** The trial upgrades' tracking fields (section 7: "ref, tracking"). */
export function trialUpgradeTracking({ ref, tracking }: PurchaseTracking) {
  return { ref: ref ?? null, tracking };
}
