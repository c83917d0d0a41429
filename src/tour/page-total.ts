import type { CatalogueSnapshot } from '../catalogue/schemas.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import { indexCatalogue } from './catalogue-index.ts';
import type { SiteDirectory } from './site-listings.ts';
import { tenantSitemapPaths } from './sitemap.ts';
import { DEALS_PATH } from '../routing/partner-paths.ts';
import { ACCOUNT_PATH, FAVORITE_LIST_PATHS, FAVORITES_PATH, JOIN_PATH, NOTIFICATIONS_PATH, REMOVAL_PATH, SAFETY_PATH, TOP_RATED_PATH, WALL_PATH } from '../routing/paths.ts';

/**
 * HTML pages a build writes besides the sitemap's: /safety and /removal (they repeat the privacy
 * content, so search engines are not told of them), the two error pages, and the members' own pages
 * prerendered as shells for their holes (docs/member-pages.md), which only members are served.
 */
export const HTML_PAGES_OUTSIDE_SITEMAP: readonly string[] = [
  SAFETY_PATH,
  REMOVAL_PATH,
  '/404',
  '/500',
  ACCOUNT_PATH,
  NOTIFICATIONS_PATH,
  FAVORITES_PATH,
  ...FAVORITE_LIST_PATHS,
];

/**
 * Public pages of the sitemap that the build does not write: they are rendered on each request,
 * /deals because its partner links are checked against the running allow-list (PARTNER_HOSTS),
 * /joinnow because it shows the biller's current offers, /toprated (every page of it) because the
 * spec has it ask the gateway with the visitor's query, /wall because it shows the curator feed.
 */
export const SITEMAP_PAGES_RENDERED_ON_REQUEST: readonly string[] = [DEALS_PATH, JOIN_PATH, TOP_RATED_PATH, WALL_PATH];

/** Whether a sitemap path (with its query) is a page rendered on request. */
export function isRenderedOnRequest(path: string): boolean {
  return SITEMAP_PAGES_RENDERED_ON_REQUEST.includes(path.split('?')[0] ?? path);
}

/**
 * How many HTML pages a tenant's build writes, known before Astro starts, so that the build can
 * show "pages done of total". The sitemap lists every public page, so it is the one source.
 */
export function tourPageTotal(
  snapshot: CatalogueSnapshot,
  tenant: TenantConfig,
  directory: SiteDirectory,
): number {
  const index = indexCatalogue(snapshot);
  return tenantSitemapPaths(index, tenant, directory).filter((path) => !isRenderedOnRequest(path)).length + HTML_PAGES_OUTSIDE_SITEMAP.length;
}
