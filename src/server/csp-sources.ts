import type { TenantConfig } from '../tenants/schema.ts';
import type { CspSources } from './security-headers.ts';

type CspTenant = Pick<TenantConfig, 'assetsUrlV2' | 'membersUrl' | 'api' | 'tracking'>;

/** The CSP origins for a set of tenants and their gateways: one rule for the build and the site server. */
export function cspSourcesFor(tenants: Iterable<CspTenant>, gatewayUrlOf: (tenant: CspTenant) => string): CspSources {
  const list = [...tenants];
  const gateways = list.map((t) => new URL(gatewayUrlOf(t)).origin);
  const media = new Set([...gateways, ...list.map((t) => new URL(t.assetsUrlV2).origin)]);
  // The join form posts to the members area; the identity provider's forms live on the gateway.
  const formActions = new Set([...gateways, ...list.map((t) => new URL(t.membersUrl).origin)]);
  // A tenant's configured tracker (src/features/tracking) loads its script from, and reports to, its origin.
  const scripts = new Set(list.flatMap((t) => (t.tracking ? [new URL(t.tracking.tagManagerUrl).origin] : [])));
  return { media: [...media], formActions: [...formActions], scripts: [...scripts] };
}
