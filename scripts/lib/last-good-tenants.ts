import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../src/settings/env.ts';
import { TENANT_FILE } from '../../src/server/tenant-builds.ts';
import type { LastGoodTenant, TenantFiles } from '../../src/tenants/load.ts';
import { readTenants, TENANTS_DIR } from '../../src/tenants/registry.ts';
import { tenantSchema } from '../../src/tenants/schema.ts';
import { distDirOf } from './build-tenants.ts';

/**
 * The config each tenant's served build was made from: the tenant file the build wrote beside it
 * (`server/tenant.json`, as this environment served it), checked again. What a tenant whose file is
 * unusable keeps, so that no other site changes with it.
 */
export function lastGoodTenants(distDir: string): LastGoodTenant {
  return (id) => {
    try {
      const written = JSON.parse(readFileSync(join(distDir, id, 'server', TENANT_FILE), 'utf8')) as { tenant?: unknown };
      const parsed = tenantSchema.safeParse(written.tenant);
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
}

/** Every tenant as `npm run build`, `npm start` and `npm run serve` take them: a bad file keeps its tenant's last good facts. */
export function readServedTenants(env: Env, dir: string = TENANTS_DIR): TenantFiles {
  return readTenants(env, dir, lastGoodTenants(distDirOf(env)));
}
