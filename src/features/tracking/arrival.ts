import { cookieString, COOKIES, cookieValueOf } from './cookies.ts';
import { salesTrackingCookie, trackingValue } from './sales-tracking.ts';

/**
 * What a visitor's arrival leaves in cookies, read from the query of the page request they arrive
 * by. The site server sets them (src/server/site-server.ts), on any page of the tour: it sees every
 * request, while the tour's pages are static files with no script and carry no query from one page
 * to the next, so the parameters must be kept at the first request. Each cookie is replaced by the
 * next arrival that names its parameters and left alone by any other request.
 * - `sales_tracking` (30 days): the partner's link, `sid10` and the pricing test groups, merged with
 *   what it kept (sales-tracking.ts; /joinnow's own address names the partner's link again);
 * - `external_conversion_tracking` (30 days): the ad network's click id, `clickid`, which the biller
 *   reports the conversion with;
 * - `marketing_tracking` (30 days): the campaign, the arrival's `utm_*` parameters as they came;
 * - `defsixsite` (365 days): `defsixsite=1` opens the join form on the multisite package's deal,
 *   `defsixsite=0` takes that back.
 */
export const CLICK_ID_PARAM = 'clickid';
export const MARKETING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const DEFSIXSITE_PARAM = 'defsixsite';
/** The defsixsite cookie's value while set. */
export const DEFSIXSITE_ON = '1';
const DEFSIXSITE_OFF = '0';

function marketingValue(search: URLSearchParams): string | null {
  const campaign = new URLSearchParams();
  for (const name of MARKETING_PARAMS) {
    const value = trackingValue(search.get(name));
    if (value !== undefined) campaign.set(name, value);
  }
  const text = campaign.toString();
  return text === '' ? null : (trackingValue(text) ?? null);
}

/**
 * The `Set-Cookie` values of a page request's arrival (`cookieHeader`: what the browser sent, for
 * the sales tracking it kept); none for a request that names no tracking.
 */
export function arrivalCookies(search: URLSearchParams, secure: boolean, cookieHeader?: string): string[] {
  if (search.size === 0) return [];
  const cookies: string[] = [];
  const sales = salesTrackingCookie(search, secure, cookieValueOf(cookieHeader, COOKIES.salesTracking.name));
  if (sales !== null) cookies.push(sales);
  const clickId = trackingValue(search.get(CLICK_ID_PARAM));
  if (clickId !== undefined) cookies.push(cookieString(COOKIES.externalConversionTracking, clickId, { secure }));
  const marketing = marketingValue(search);
  if (marketing !== null) cookies.push(cookieString(COOKIES.marketingTracking, marketing, { secure }));
  const defsixsite = search.get(DEFSIXSITE_PARAM);
  if (defsixsite === DEFSIXSITE_ON) cookies.push(cookieString(COOKIES.defsixsite, DEFSIXSITE_ON, { secure }));
  else if (defsixsite === DEFSIXSITE_OFF) cookies.push(cookieString(COOKIES.defsixsite, '', { secure, remove: true }));
  return cookies;
}
