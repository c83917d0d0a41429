import type { TenantConfig, TenantId } from '../../tenants/schema.ts';

/**
 * The tenants whose static tour shows a scene of `site`: the standalone tenant whose site it is,
 * and each combined tenant that lists that one among its standalone sites. Each runs its
 * incremental rebuild when the scene is released.
 */
export function tenantsShowing(site: string, tenants: Iterable<Pick<TenantConfig, 'tenant' | 'site' | 'standalone' | 'standaloneSites'>>): TenantId[] {
  const all = [...tenants];
  const own = all.find((tenant) => tenant.standalone && tenant.site === site);
  if (!own) return [];
  return all.filter((tenant) => tenant.tenant === own.tenant || (!tenant.standalone && tenant.standaloneSites.includes(own.tenant))).map((tenant) => tenant.tenant);
}

/** The target (docs/content-ops.md): a released scene is on its tenants' static tour within this long of its time. */
export const RELEASE_LAG_TARGET_SECONDS = 60;
