import { fileURLToPath } from 'node:url';
import type { Env } from '../settings/env.ts';
import { readTenantFiles, type LastGoodTenant, type TenantFiles } from './load.ts';
import { forLocalDevelopment } from './local.ts';
import type { TenantConfig, TenantId } from './schema.ts';

/** The project's tenant folder, wherever the process was started from. */
export const TENANTS_DIR = fileURLToPath(new URL('../../tenants/', import.meta.url));

/**
 * Every usable tenant as this environment serves it (local development adds `<tenant>.localhost`),
 * and what is wrong with the others: a bad tenant file stops only its own tenant, which keeps the
 * facts its served build was made from when `lastGood` knows them (already as this environment
 * served them).
 */
export function readTenants(env: Pick<Env, 'SITE_ENV' | 'PORT'>, dir: string = TENANTS_DIR, lastGood?: LastGoodTenant): TenantFiles {
  const files = readTenantFiles(dir, lastGood);
  if (env.SITE_ENV === 'production') return files;
  const local = (id: TenantId, config: TenantConfig) => (files.kept.includes(id) ? config : forLocalDevelopment(config, env.PORT));
  return { ...files, tenants: new Map([...files.tenants].map(([id, config]) => [id, local(id, config)])) };
}

/** Every usable tenant as this environment serves it (readTenants says what is wrong with the others). */
export function tenantsFor(env: Pick<Env, 'SITE_ENV' | 'PORT'>, dir: string = TENANTS_DIR): Map<TenantId, TenantConfig> {
  return readTenants(env, dir).tenants;
}
