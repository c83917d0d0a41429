import { HOME_PATH, OFFERS_PATH } from '../paths.ts';
import { safeCrossSiteTarget, safeNextOrHome } from '../redirect-target.ts';
import { NOT_FOUND, redirect, withQuery } from '../decision.ts';
import { pass, queryValue, type RouteRule } from '../rule.ts';

/** Membership spec section 2: the marker an authenticated visitor of /joinnow is sent home with. */
export const JOINNOW_HOME = withQuery(HOME_PATH, { from: 'joinnow' });

/** /joinnow: "An already authenticated user is redirected home with from=joinnow." */
export const joinNowRule: RouteRule = ({ member }) => (member.isAuthenticated ? redirect(JOINNOW_HOME) : pass());

/** /_signup-extern/:biller: "Authenticated visitors go home." */
export const signupExternRule: RouteRule = ({ member }) => (member.isAuthenticated ? redirect(HOME_PATH) : pass());

/**
 * /offers: with the promotional teaser on and not yet viewed, go to `next` or home. `next` comes from
 * the visitor, so only a path on this tenant is followed (never another host: no open redirect), and
 * never /offers itself, which would loop.
 */
export const offersRule: RouteRule = ({ tenant, member, query }) =>
  tenant.features.promotionalVideoTeaserModal && member.teaserViewed !== true
    ? redirect(safeNextOrHome(query.get('next'), OFFERS_PATH))
    : pass();

/**
 * /xsite/:site: the members-area URL with the current tenant name swapped for the given site, plus the
 * optional deeplink when it is a safe path (`safeCrossSiteTarget`). The site must be a known tenant:
 * it lands in a host name, so anything else would be an open redirect.
 */
export const crossSiteRule: RouteRule = ({ tenant, tenants, params, query }) => {
  const site = [...tenants.keys()].find((id) => id === params['site']);
  const target = site === undefined ? null : safeCrossSiteTarget(tenant, site, queryValue(query, 'deeplink'));
  return target === null ? NOT_FOUND : redirect(target);
};

/** /parent-redirect's query as the spec names it: id_token, passed on as token, and next. */
export function parentRedirectParams(query: URLSearchParams): { token?: string; next?: string } {
  const token = queryValue(query, 'id_token');
  const next = queryValue(query, 'next');
  return { ...(token === undefined ? {} : { token }), ...(next === undefined ? {} : { next }) };
}

/**
 * /parent-redirect: "Reads id_token and next and passes them as token and next to the page." Its
 * page is the members layer's (src/server/auth/parent-redirect.ts), which checks the token.
 */
export const parentRedirectRule: RouteRule = ({ query }) => pass(parentRedirectParams(query));
