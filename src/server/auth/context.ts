import { createOidcClient, type OidcClient, type SessionStore } from '../../session/index.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { createGateway, type Gateway } from './gateway.ts';
import type { MembersLayerOptions } from './options.ts';
import { createProfileCache, type ProfileCache } from './profile-cache.ts';

/** The parts every members endpoint shares, made once per layer. */
export interface MembersContext {
  oidc: OidcClient;
  store: SessionStore;
  profiles: ProfileCache;
  gateway(tenant: TenantConfig): Gateway;
  trustProxy: boolean;
  now: () => number;
  log: (line: string) => void;
}

export function createMembersContext(options: MembersLayerOptions): MembersContext {
  const now = options.now ?? Date.now;
  const gateways = new Map<string, Gateway>();
  return {
    oidc: createOidcClient({ issuer: options.issuer, clientId: options.clientId, clientSecret: options.clientSecret, store: options.store }),
    store: options.store,
    profiles: createProfileCache(now),
    gateway(tenant) {
      const base = options.gatewayFor(tenant);
      let gateway = gateways.get(base);
      if (!gateway) gateways.set(base, (gateway = createGateway(base, options.fetch)));
      return gateway;
    },
    trustProxy: options.trustProxy ?? false,
    now,
    log: options.log ?? ((line) => console.error(line)),
  };
}
