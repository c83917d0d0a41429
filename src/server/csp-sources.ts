import type { TenantConfig } from '../tenants/schema.ts';
import type { CspSources } from './security-headers.ts';

/** The CSP origins for a set of tenants served against `gatewayUrl`: one rule for build and server. */
export function cspSourcesFor(tenants: Iterable<Pick<TenantConfig, 'assetsUrlV2' | 'membersUrl'>>, gatewayUrl: string): CspSources {
  const gateway = new URL(gatewayUrl).origin;
  const list = [...tenants];
  const media = new Set([gateway, ...list.map((t) => new URL(t.assetsUrlV2).origin)]);
  // The join form posts to the members area; the identity provider's forms live on the gateway.
  const formActions = new Set([gateway, ...list.map((t) => new URL(t.membersUrl).origin)]);
  return { media: [...media], formActions: [...formActions] };
}
