import type { TenantConfig, TenantId } from './schema.ts';

/**
 * What pages know of another tenant: for the paysite list, /xsite, the combined tenant's site pages,
 * the premium-plus brand's welcome, and its hosts, by which a link the gateway made to the brand is
 * taken to the brand as this run serves it (src/tour/brand-directory.ts).
 */
export type TenantListing = Pick<TenantConfig, 'site' | 'name' | 'role' | 'visibility' | 'standalone' | 'hosts' | 'tourUrl' | 'membersUrl'> & { tenant: TenantId };

/**
 * What `virtual:tenant` hands the pages of one tenant's build: its config and the directory of every
 * tenant. The build script writes it beside the server build (TENANT_FILE); the site server and a
 * render from that build hand it to the pages with each request, since the server build itself is
 * the same for every tenant.
 */
export interface TenantModule {
  tenant: TenantConfig;
  tenants: TenantListing[];
}

export function tenantModuleOf(tenant: TenantConfig, all: readonly TenantConfig[]): TenantModule {
  const tenants = all.map(({ tenant: id, site, name, role, visibility, standalone, hosts, tourUrl, membersUrl }) => ({
    tenant: id,
    site,
    name,
    role,
    visibility,
    standalone,
    hosts,
    tourUrl,
    membersUrl,
  }));
  return { tenant, tenants };
}

/** The tenant file beside a tenant's server build, as the build script writes it and the fingerprint hashes it. */
export function tenantModuleJson(tenant: TenantConfig, all: readonly TenantConfig[]): string {
  return JSON.stringify(tenantModuleOf(tenant, all));
}
