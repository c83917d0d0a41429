import type { TenantConfig } from '../tenants/schema.ts';
import { catalogueIndex } from './catalogue.ts';
import { performerListingVariants } from './performer-listings.ts';
import { siteListings } from './site-listings.ts';
import { sitemapParts, sitemapPaths } from './sitemap.ts';

let parts: string[][] | undefined;

/** The tenant's sitemap, split into files; computed once per build for the index and every part. */
export function tenantSitemapParts(tenant: TenantConfig, directory: readonly { tenant: string; site: string; name: string }[]): string[][] {
  if (parts) return parts;
  const index = catalogueIndex();
  parts = sitemapParts(
    sitemapPaths(index, tenant, performerListingVariants(index, tenant.features.facetedSearch), siteListings(index, tenant, directory)),
  );
  return parts;
}
