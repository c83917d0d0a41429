import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTenants, readTenantFiles } from '../src/tenants/load.ts';
import type { TenantConfig, TenantId } from '../src/tenants/schema.ts';

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

/** Where the upstream keeps the sites it last knew, in its data folder. */
const KNOWN_SITES_FILE = 'sites.json';

/**
 * The tenants as the gateway knows them. Without a data folder, every file must be usable. With
 * one, as a real gateway knows its sites whatever a site's own file says, a tenant whose file is
 * unusable keeps the config the upstream last read from it (kept in the data folder), so a typo in
 * one file never changes what the upstream answers for another site.
 */
function knownTenants(dir: string, dataDir: string | undefined): TenantConfig[] {
  if (dataDir === undefined) return [...loadTenants(dir).values()];
  const file = join(dataDir, KNOWN_SITES_FILE);
  let known: Partial<Record<TenantId, TenantConfig>> = {};
  try {
    known = JSON.parse(readFileSync(file, 'utf8')) as typeof known;
  } catch {
    // None kept yet: this is the first start in this folder.
  }
  const files = readTenantFiles(dir, (id) => known[id]);
  if (files.problems.length > 0 && files.kept.length < files.unusable.length) loadTenants(dir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(Object.fromEntries(files.tenants)));
  return [...files.tenants.values()];
}

export function loadSites(dir: string = TENANTS_DIR, dataDir?: string): Sites {
  const tenants = knownTenants(dir, dataDir);
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
