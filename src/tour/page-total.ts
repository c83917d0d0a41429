import type { CatalogueSnapshot } from '../catalogue/schemas.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import { indexCatalogue } from './catalogue-index.ts';
import type { SiteDirectory } from './site-listings.ts';
import { tenantSitemapPaths } from './sitemap.ts';
import { DEALS_PATH } from '../routing/partner-paths.ts';
import { JOIN_PATH } from '../routing/paths.ts';

/**
 * HTML pages a build writes besides the sitemap's: /safety and /removal (they repeat the privacy
 * content, so search engines are not told of them) and the two error pages.
 */
export const HTML_PAGES_OUTSIDE_SITEMAP = ['/safety', '/removal', '/404', '/500'] as const;

/**
 * Public pages of the sitemap that the build does not write: they are rendered on each request,
 * /deals because its partner links are checked against the running allow-list (PARTNER_HOSTS),
 * /joinnow because it shows the biller's current offers.
 */
export const SITEMAP_PAGES_RENDERED_ON_REQUEST: readonly string[] = [DEALS_PATH, JOIN_PATH];

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
  return tenantSitemapPaths(index, tenant, directory).filter((path) => !SITEMAP_PAGES_RENDERED_ON_REQUEST.includes(path)).length + HTML_PAGES_OUTSIDE_SITEMAP.length;
}
