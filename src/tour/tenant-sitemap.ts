import type { TenantConfig } from '../tenants/schema.ts';
import { catalogueIndex } from './catalogue.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { performerListingVariants } from './performer-listings.ts';
import { siteListings } from './site-listings.ts';
import { sitemapParts, sitemapPaths } from './sitemap.ts';

/** Per snapshot: a content rebuild renders from a new one in the same bundle (src/pages/static-render). */
const partsOf = new WeakMap<CatalogueIndex, string[][]>();

/** The tenant's sitemap, split into files; computed once per snapshot for the index and every part. */
export function tenantSitemapParts(tenant: TenantConfig, directory: readonly { tenant: string; site: string; name: string }[]): string[][] {
  const index = catalogueIndex();
  let parts = partsOf.get(index);
  if (!parts) {
    parts = sitemapParts(
      sitemapPaths(index, tenant, performerListingVariants(index, tenant.features.facetedSearch), siteListings(index, tenant, directory)),
    );
    partsOf.set(index, parts);
  }
  return parts;
}
