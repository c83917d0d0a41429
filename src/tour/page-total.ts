import type { CatalogueSnapshot } from '../catalogue/schemas.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { performerListingVariants } from './performer-listings.ts';
import { siteListings } from './site-listings.ts';
import { sitemapPaths } from './sitemap.ts';

/**
 * HTML pages a build writes besides the sitemap's: /safety and /removal (they repeat the privacy
 * content, so search engines are not told of them) and the two error pages.
 */
export const HTML_PAGES_OUTSIDE_SITEMAP = ['/safety', '/removal', '/404', '/500'] as const;

/**
 * How many HTML pages a tenant's build writes, known before Astro starts, so that the build can
 * show "pages done of total". The sitemap lists every public page, so it is the one source.
 */
export function tourPageTotal(
  snapshot: CatalogueSnapshot,
  tenant: TenantConfig,
  directory: readonly { tenant: string; site: string; name: string }[],
): number {
  const index = indexCatalogue(snapshot);
  const paths = sitemapPaths(index, tenant, performerListingVariants(index, tenant.features.facetedSearch), siteListings(index, tenant, directory));
  return paths.length + HTML_PAGES_OUTSIDE_SITEMAP.length;
}
