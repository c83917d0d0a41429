import type { TenantConfig } from '../tenants/schema.ts';
import type { CspSources } from './security-headers.ts';

/** The CSP origins for a set of tenants served against `gatewayUrl`: one rule for build and server. */
export function cspSourcesFor(tenants: Iterable<Pick<TenantConfig, 'assetsUrlV2'>>, gatewayUrl: string): CspSources {
  const gateway = new URL(gatewayUrl).origin;
  const media = new Set([gateway, ...[...tenants].map((t) => new URL(t.assetsUrlV2).origin)]);
  return { media: [...media], formActions: [gateway] };
}
