import { readEnv, gatewayUrl } from '../settings/env.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import { createGateway, type Gateway } from './gateway.ts';

const gateways = new Map<string, Gateway>();

/**
 * The gateway client for server-rendered pages, at the URL the environment names (the embedded
 * upstream by default): the same rule the build script follows, so both read the same catalogue.
 */
export function runtimeGateway(tenant: Pick<TenantConfig, 'tenant' | 'api'>): Gateway {
  let gateway = gateways.get(tenant.tenant);
  if (!gateway) {
    gateway = createGateway({ url: gatewayUrl(readEnv(), tenant.api.host) });
    gateways.set(tenant.tenant, gateway);
  }
  return gateway;
}
