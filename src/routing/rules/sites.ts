import { NOT_FOUND, redirect, withQuery } from '../decision.ts';
import { PAGE_PARAM, parsePage } from '../../paging/page-query.ts';
import { encodePath, pass, queryValue, queryWithout, type RouteRule } from '../rule.ts';

/** The listings a combined tenant shows for each of its standalone sites. */
export const SITE_LISTING_TYPES = ['videos', 'performers'] as const;
/** A query parameter the route refuses: it is dropped by redirect. */
const SITES_PARAM = 'sites';

/**
 * /sites/:brand/:type. Unlike the other paged lists, its row keeps the other parameters when it
 * redirects, so only `sites` (and an invalid page, which would otherwise redirect forever) go.
 */
export const sitesRule: RouteRule = ({ tenant, params, query, path }) => {
  const brand = params['brand'] ?? '';
  const type = params['type'] ?? '';
  const isStandaloneSite = (tenant.standaloneSites as readonly string[]).includes(brand);
  if (tenant.standalone || !isStandaloneSite || !(SITE_LISTING_TYPES as readonly string[]).includes(type)) {
    return NOT_FOUND;
  }
  const page = parsePage(query.get(PAGE_PARAM));
  if (page === undefined) return redirect(withQuery(encodePath(path), queryWithout(query, SITES_PARAM, PAGE_PARAM)));
  if (query.has(SITES_PARAM)) return redirect(withQuery(encodePath(path), queryWithout(query, SITES_PARAM)));
  const selector = queryValue(query, 'selector');
  return pass({ [PAGE_PARAM]: String(page), ...(selector === undefined ? {} : { selector }) });
};

/** /sites, the combined tenant's all-sites feed (membership spec section 2, "a combined all-sites feed"): a standalone tenant has none. */
export const allSitesRule: RouteRule = ({ tenant }) => (tenant.standalone ? NOT_FOUND : pass());
