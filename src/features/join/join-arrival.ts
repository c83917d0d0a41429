import { withQuery } from '../../routing/decision.ts';
import { matchRoute } from '../../routing/match.ts';
import { splitPath } from '../../routing/path.ts';
import { ROUTES, type RouteName } from '../../routing/routes.ts';
import { isValidSlug } from '../../routing/slug.ts';
import { partnerLinkOf, PARTNER_LINK_PARAMS, salesTrackingFor, salesTrackingOf } from '../tracking/sales-tracking.ts';
import { DEFAULT_MULTISITE_PACKAGE } from '../../tenants/schema.ts';
import type { JoinOption } from './join-option.ts';
import { joinButtonOf, type JoinButton } from './join-links.ts';

/**
 * What a visit to the join page tells, decided by the join page itself (src/pages/joinnow.astro):
 * it is rendered for every visit, never a static file, and it alone sees both the link that was
 * followed and the page the visitor left for it.
 * - `button`: the join button pressed (the link's `button`), kept in `redirect_to_joinform_button`;
 * - `lastPage`: the video or performer page the visitor went to join from, read from the request's
 *   Referer (same origin only), kept in `last_video_performer_page_viewed`. The Referer rather than
 *   a cookie set on each page view: visitors' pages are static files, served by a CDN in production
 *   without reaching the site server, and never carry a cookie of their own.
 */
export interface JoinArrival {
  button: JoinButton | null;
  lastPage: string | null;
}

/** The pages whose path `last_video_performer_page_viewed` keeps (its name's "video performer page"). */
const PAGES_TO_COME_BACK_TO: readonly RouteName[] = ['video', 'performer'];

/** `path` when it is a video or performer page's path (decoded, no query), else null. */
export function videoOrPerformerPath(path: string | null | undefined): string | null {
  const segments = path ? splitPath(path) : undefined;
  if (segments === undefined) return null;
  const match = matchRoute(ROUTES, segments);
  if (match === undefined || !PAGES_TO_COME_BACK_TO.includes(match.route.name)) return null;
  return Object.values(match.params).every(isValidSlug) ? `/${segments.join('/')}` : null;
}

/** The path of the video or performer page `referer` names on `origin`, else null. */
export function videoOrPerformerPageOf(referer: string | null, origin: string): string | null {
  const url = referer === null ? null : URL.parse(referer);
  return url?.origin === origin ? videoOrPerformerPath(url.pathname) : null;
}

export function joinArrival(input: { query: URLSearchParams; referer: string | null; origin: string }): JoinArrival {
  return { button: joinButtonOf(input.query), lastPage: videoOrPerformerPageOf(input.referer, input.origin) };
}

/**
 * Membership spec section 7: "Navigations to the members area: … /joinnow with ref, elm and nats
 * parameters." The tour's join links are static and cannot carry the visitor's own, so a join page
 * asked for without them, by a visitor whose arrival kept a partner's link (the sales tracking
 * cookie's value), is sent to the same address with them: the join page's address carries them, as
 * the spec's navigation does. Null: the address is right as it is.
 */
export function joinAddressWithPartnerLink(requested: URL, salesTrackingCookie: string | undefined): string | null {
  const query = requested.searchParams;
  if (PARTNER_LINK_PARAMS.some((name) => query.has(name))) return null;
  const link = partnerLinkOf(salesTrackingFor(salesTrackingOf(query), salesTrackingCookie));
  if (Object.keys(link).length === 0) return null;
  const carried = new URLSearchParams(query);
  for (const [name, value] of Object.entries(link)) carried.set(name, value);
  return withQuery(requested.pathname, carried);
}

/**
 * The deal the join form opens on: the first option, or with `defsixsite` (a partner's link asked for
 * the multisite package's deal: the "six-site" purchase) the first of the default package
 * (membership spec section 1: multisiteVP), else of any package the brand sells.
 */
export function defaultDealOf(options: readonly Pick<JoinOption, 'joinOptionId' | 'multisiteType'>[], sixSite: boolean): string | undefined {
  const multisite = sixSite ? (options.find((option) => option.multisiteType === DEFAULT_MULTISITE_PACKAGE) ?? options.find((option) => option.multisiteType !== null)) : undefined;
  return (multisite ?? options[0])?.joinOptionId;
}
