import { fileURLToPath } from 'node:url';
import type { Env } from '../settings/env.ts';
import { loadTenants } from './load.ts';
import { forLocalDevelopment } from './local.ts';
import type { TenantConfig, TenantId } from './schema.ts';

/** The project's tenant folder, wherever the process was started from. */
export const TENANTS_DIR = fileURLToPath(new URL('../../tenants/', import.meta.url));

/** Every tenant as this environment serves it (local development adds `<tenant>.localhost`). */
export function tenantsFor(env: Pick<Env, 'SITE_ENV' | 'PORT'>, dir: string = TENANTS_DIR): Map<TenantId, TenantConfig> {
  const tenants = loadTenants(dir);
  if (env.SITE_ENV === 'production') return tenants;
  return new Map([...tenants].map(([id, config]) => [id, forLocalDevelopment(config, env.PORT)]));
}
