import { cookieString, COOKIES } from './cookies.ts';

/**
 * Membership spec sections 7 and 9, the sales tracking a join or a purchase carries to the biller:
 * - the partner's link: the affiliate's `ref` and `elm` and the NATS code (`nats`), the parameters the
 *   spec's navigations to /joinnow carry;
 * - the goad server's `sid10`, forwarded as it came;
 * - the pricing test groups `pt`, `ppt` and `xspt` the visitor was placed in;
 * - the conversion and marketing markers of the `external_conversion_tracking` and
 *   `marketing_tracking` cookies.
 * The parameters come from the address of the page the purchase is made on or, where it has none,
 * from the sales tracking cookie the visitor's arrival set (30 days; src/features/tracking/arrival.ts):
 * static tour pages carry no query from one page to the next. Pure and free of zod: the purchase
 * islands read the page's address with it.
 */
export const PARTNER_LINK_PARAMS = ['ref', 'elm', 'nats'] as const;
/** "Forwarded goad-server parameter sid10". */
export const GOAD_SERVER_PARAM = 'sid10';
/** "Pricing test groups pt, ppt, xspt". */
export const PRICING_TEST_GROUPS = ['pt', 'ppt', 'xspt'] as const;
export const SALES_TRACKING_PARAMS = [...PARTNER_LINK_PARAMS, GOAD_SERVER_PARAM, ...PRICING_TEST_GROUPS] as const;
export type SalesTrackingParam = (typeof SALES_TRACKING_PARAMS)[number];
export type PricingTestGroup = (typeof PRICING_TEST_GROUPS)[number];
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

/** A tracking value as kept: trimmed, within bounds, else none. */
export function trackingValue(raw: string | null | undefined): string | undefined {
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

const hasAny = (tracking: SalesTracking, names: readonly SalesTrackingParam[]) => names.some((name) => tracking[name] !== undefined);

/**
 * The `Set-Cookie` of a page request that arrives by a link with sales tracking in its query, or
 * null. What the link names replaces what the cookie kept (`kept`, its decoded value), by
 * salesTrackingFor's rule: a partner's link replaces the last one whole (the last partner's link the
 * visitor followed is the one the sale is credited to), `sid10` and each pricing test group one by
 * one (the group a visitor was placed in stays theirs).
 */
export function salesTrackingCookie(search: URLSearchParams, secure: boolean, kept?: string): string | null {
  const arriving = salesTrackingOf(search);
  if (!hasAny(arriving, SALES_TRACKING_PARAMS)) return null;
  const tracking = salesTrackingFor(arriving, kept);
  const value = new URLSearchParams();
  for (const name of SALES_TRACKING_PARAMS) if (tracking[name] !== undefined) value.set(name, tracking[name]);
  return cookieString(COOKIES.salesTracking, value.toString(), { secure });
}

/**
 * The sales tracking of a purchase, from the page's own parameters and the arrival cookie's (its
 * decoded value). The partner's link is one whole: the page's `ref`, `elm` and `nats` when it has
 * any, else the cookie's, so two partners' codes are never mixed. `sid10` and each pricing test group
 * are the page's when it names them, else the cookie's.
 */
export function salesTrackingFor(page: SalesTracking, cookieValue: string | undefined): SalesTracking {
  const kept = salesTrackingOf(new URLSearchParams(cookieValue ?? ''));
  const partner = hasAny(page, PARTNER_LINK_PARAMS) ? page : kept;
  const tracking: SalesTracking = {};
  for (const name of SALES_TRACKING_PARAMS) {
    const value = (PARTNER_LINK_PARAMS as readonly string[]).includes(name) ? partner[name] : (page[name] ?? kept[name]);
    if (value !== undefined) tracking[name] = value;
  }
  return tracking;
}

/** The partner link's parameters of a sales tracking, the ones /joinnow's address carries. */
export function partnerLinkOf(tracking: SalesTracking): Partial<Record<(typeof PARTNER_LINK_PARAMS)[number], string>> {
  const link: Partial<Record<(typeof PARTNER_LINK_PARAMS)[number], string>> = {};
  for (const name of PARTNER_LINK_PARAMS) if (tracking[name] !== undefined) link[name] = tracking[name];
  return link;
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
 * multisite takes the NATS code as `multisiteNatsCode`, the others as `natsCode`.
 */
export function natsTracking({ ref, elm, nats, tracking }: PurchaseTracking, natsField: 'multisiteNatsCode' | 'natsCode') {
  return { ref: ref ?? null, elm: elm ?? null, [natsField]: nats ?? null, tracking };
}

/** The trial upgrades' tracking fields (section 7: "ref, tracking"). */
export function trialUpgradeTracking({ ref, tracking }: PurchaseTracking) {
  return { ref: ref ?? null, tracking };
}

/** Section 9: "Conversion tracking key TOUR, transaction type join": a join made on the tour. */
export const TOUR_CONVERSION = { key: 'TOUR', transactionType: 'join' } as const;

/** What only a join knows besides its sales tracking: the package's tracking id and the button pressed. */
export interface JoinConversion {
  /** The multisite tracking id of the package joined (12, or 16 for the VP package), or null for the brand alone. */
  trackingId: string | null;
  /** The join button that brought the visitor (redirect_to_joinform_button), or null. */
  joinButton: string | null;
}

/**
 * The signup's tracking fields: the partner's link with its NATS code as `natsCode`, the forwarded
 * `sid10`, the pricing test groups, the cookies' markers, and the tour's conversion (TOUR, join) with
 * the package's tracking id and the join button.
 */
export function joinTracking(sale: PurchaseTracking, { trackingId, joinButton }: JoinConversion) {
  const pricingTests = Object.fromEntries(PRICING_TEST_GROUPS.map((group) => [group, sale[group] ?? null])) as Record<PricingTestGroup, string | null>;
  return {
    ...natsTracking(sale, 'natsCode'),
    sid10: sale.sid10 ?? null,
    pricingTests,
    conversion: { ...TOUR_CONVERSION, trackingId },
    joinButton,
  };
}
export type JoinTracking = ReturnType<typeof joinTracking>;
