import type { TenantConfig } from './schema.ts';

/** Where each tenant answers in development: `http://<tenant>.localhost:<port>`. */
export function localOrigin(tenant: string, port: number): string {
  return `http://${tenant}.localhost:${port}`;
}

/**
 * The tenant as served on this machine: it also answers on `<tenant>.localhost`, and its tour and
 * members URLs point there, so links, canonical URLs and /xsite stay on localhost.
 */
export function forLocalDevelopment(config: TenantConfig, port: number): TenantConfig {
  const origin = localOrigin(config.tenant, port);
  return {
    ...config,
    hosts: [`${config.tenant}.localhost`, ...config.hosts],
    tourUrl: origin,
    membersUrl: origin,
  };
}
