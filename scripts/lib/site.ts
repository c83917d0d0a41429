import type { Server } from 'node:http';
import { decideRoute } from '../../src/routing/decide.ts';
import { cspSourcesFor } from '../../src/server/csp-sources.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { createMembersLayer, createSessionStore } from '../../src/server/auth/index.ts';
import { gatewayUrl, type Env } from '../../src/settings/env.ts';
import { localOrigin } from '../../src/tenants/local.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';
import { distDirOf } from './build-tenants.ts';

/** Starts the site server for every tenant and resolves once it listens. */
export async function startSite(env: Env, tenants: ReadonlyMap<TenantId, TenantConfig>, upstreamUrl: string): Promise<Server> {
  // The tenants' server handlers load React on their first request: without this React runs its
  // development build, several times slower (measured with bench:ssr).
  process.env['NODE_ENV'] ??= 'production';
  const csp = cspSourcesFor(tenants.values(), upstreamUrl);
  const server = createSiteServer({
    tenants,
    distDir: distDirOf(env),
    decideRoute,
    trustProxy: env.TRUST_PROXY,
    members: createMembersLayer({
      issuer: env.OIDC_ISSUER ?? `${upstreamUrl}/oidc`,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      gatewayFor: (tenant) => (env.UPSTREAM_URL ? gatewayUrl(env, tenant.api.host) : upstreamUrl),
      store: createSessionStore(env),
      trustProxy: env.TRUST_PROXY,
    }),
    mediaOrigins: csp.media,
    formActionOrigins: csp.formActions,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  return server;
}

/** The lines that tell a newcomer where each tenant answers. */
export function siteUrls(env: Env, tenants: ReadonlyMap<TenantId, TenantConfig>): string[] {
  return [...tenants.values()].map((t) =>
    env.SITE_ENV === 'local' ? `  ${t.name.padEnd(18)} ${localOrigin(t.tenant, env.PORT)}/` : `  ${t.name.padEnd(18)} ${t.tourUrl}/`,
  );
}
