import { fileURLToPath } from 'node:url';
import { loadTenants } from '../src/tenants/load.ts';
import type { TenantConfig } from '../src/tenants/schema.ts';

/** The tenant files the upstream knows its sites from. */
export const TENANTS_DIR = fileURLToPath(new URL('../tenants/', import.meta.url));

/** A site code the upstream does not know; answered as a GraphQL error naming the known ones. */
export class UnknownSiteError extends Error {
  override name = 'UnknownSiteError';
}

/** The upstream's view of the tenants: which site codes hold content, and who shows whose. */
export type Sites = {
  /** Tenants that hold content of their own (standalone), in file order. */
  contentTenants: TenantConfig[];
  bySite: Map<string, TenantConfig>;
  /** Site codes whose content `site` shows: itself, or a combined tenant's standalone sites. */
  contentSitesOf(site: string): string[];
  /** Whether `site` shows an item of `itemSite`: its own, or one of the combined tenant's sites'; false for an unknown site. */
  shows(site: string, itemSite: string): boolean;
};

export function loadSites(dir: string = TENANTS_DIR): Sites {
  const tenants = [...loadTenants(dir).values()];
  const bySite = new Map(tenants.map((tenant) => [tenant.site, tenant]));
  const byId = new Map(tenants.map((tenant) => [tenant.tenant, tenant]));
  const sites: Sites = {
    contentTenants: tenants.filter((tenant) => tenant.standalone),
    bySite,
    contentSitesOf(site) {
      const tenant = bySite.get(site);
      if (!tenant) {
        throw new UnknownSiteError(`Unknown site "${site}". Known sites: ${[...bySite.keys()].join(', ')}.`);
      }
      if (tenant.standalone) return [tenant.site];
      return tenant.standaloneSites.map((id) => byId.get(id)?.site ?? id.toUpperCase());
    },
    shows(site, itemSite) {
      return bySite.has(site) && sites.contentSitesOf(site).includes(itemSite);
    },
  };
  return sites;
}
