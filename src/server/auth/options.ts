import type { SessionStore } from '../../session/index.ts';
import type { TenantConfig } from '../../tenants/schema.ts';

/** What the members layer needs from its surroundings; `scripts/lib/site.ts` builds it from the env. */
export interface MembersLayerOptions {
  /** The identity provider's issuer, `<upstream url>/oidc`; discovered lazily on the first login. */
  issuer: string;
  /** The site's one client at the provider (upstream/identity `SITE_CLIENT_ID`). */
  clientId: string;
  /** Absent for a public client; PKCE protects the code either way. */
  clientSecret?: string | undefined;
  /** The API gateway's base URL for a tenant (GraphQL at `<base>/graphql`, REST beside it). */
  gatewayFor: (tenant: TenantConfig) => string;
  /** Session records (src/session `createSessionStore(env)`). */
  store: SessionStore;
  /** Honour X-Forwarded-Host / X-Forwarded-Proto when working out the tenant's own origin. */
  trustProxy?: boolean | undefined;
  /** Where unexpected failures are logged (never shown to the visitor). */
  log?: ((line: string) => void) | undefined;
  /** Clock in epoch milliseconds; injectable for the profile cache and token expiry. */
  now?: (() => number) | undefined;
  /** fetch used for the gateway; injectable for tests. */
  fetch?: typeof fetch | undefined;
}
