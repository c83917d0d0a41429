import type { ServerResponse } from 'node:http';
import type { TenantConfig } from '../src/tenants/schema.ts';
import { IDENTITY_PREFIX, identityRoutesFor, type IdentityProvider } from './identity/index.ts';
import { membersPart } from './members/index.ts';
import type { UpstreamRequestEntry } from './request-log.ts';
import { startUpstream, type Upstream } from './server.ts';
import type { ExtraRoute } from './extra-route.ts';

/**
 * Everything the embedded upstream needs, given explicitly: it never reads the environment itself
 * (scripts/upstream.ts does, through the site's settings), so tests can start it with any values.
 */
export interface EmbeddedUpstreamOptions {
  /** 0 = OS-assigned. */
  port: number;
  host: string;
  /** The catalogue database, the provider's keys and its token store. */
  dataDir: string;
  /** Videos per site in the seed. */
  catalogueSize: number;
  /**
   * Every tenant as the site serves it in this environment (with local-development hosts and the
   * site's PORT applied): the login may return to each one's tour and members URLs.
   */
  tenants: readonly Pick<TenantConfig, 'tourUrl' | 'membersUrl'>[];
  /** Other origins of the site the login may return to: the content-ops console's. */
  otherOrigins?: readonly string[] | undefined;
  /** Told of every request once answered, with the correlation id and trace id it carried; unset, none is logged. */
  requestLog?: ((entry: UpstreamRequestEntry) => void) | undefined;
}

function unavailable(res: ServerResponse): void {
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
  res.end(JSON.stringify({ error: 'The identity provider is starting' }));
}

/** The catalogue, the member API and the identity provider on one server: what `npm run upstream` runs. */
export async function startEmbeddedUpstream(options: EmbeddedUpstreamOptions): Promise<Upstream> {
  // The provider's issuer is the server's own URL, known only once it listens (port 0 included), so
  // its route is mounted first and handed the provider right after; a request in between gets 503.
  let identity: IdentityProvider | null = null;
  const identityRoute: ExtraRoute = {
    prefix: IDENTITY_PREFIX,
    handle: (req, res) => (identity ? identity.handle(req, res) : unavailable(res)),
  };
  const upstream = await startUpstream({
    port: options.port,
    host: options.host,
    dataDir: options.dataDir,
    size: options.catalogueSize,
    extraRoutes: [identityRoute],
    parts: [membersPart({ dataDir: options.dataDir })],
    requestLog: options.requestLog,
  });
  try {
    identity = identityRoutesFor({
      upstreamUrl: upstream.url,
      tenantOrigins: [...options.tenants.flatMap((tenant) => [tenant.tourUrl, tenant.membersUrl]), ...(options.otherOrigins ?? [])],
      dataDir: options.dataDir,
    });
  } catch (error) {
    await upstream.close();
    throw error;
  }
  const provider = identity;
  return {
    url: upstream.url,
    close: async () => {
      provider.close();
      await upstream.close();
    },
  };
}
