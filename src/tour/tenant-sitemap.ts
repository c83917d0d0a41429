import type { TenantConfig } from '../tenants/schema.ts';
import { catalogueIndex } from './catalogue.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { SiteDirectory } from './site-listings.ts';
import { sitemapParts, tenantSitemapPaths } from './sitemap.ts';

/** Per snapshot: a content rebuild renders from a new one in the same bundle (src/pages/static-render). */
const partsOf = new WeakMap<CatalogueIndex, string[][]>();

/** The tenant's sitemap, split into files; computed once per snapshot for the index and every part. */
export function tenantSitemapParts(tenant: TenantConfig, directory: SiteDirectory): string[][] {
  const index = catalogueIndex();
  let parts = partsOf.get(index);
  if (!parts) {
    parts = sitemapParts(tenantSitemapPaths(index, tenant, directory));
    partsOf.set(index, parts);
  }
  return parts;
}
