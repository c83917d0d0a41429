import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSchema, createYoga } from 'graphql-yoga';
import { autologinBuyerOf } from '../../src/features/join/autologin-buyer.ts';
import { createGatewayClient, type GatewayClient } from '../../src/gateway/client.ts';
import { createMembersLayer, type MembersLayer, type MembersLayerOptions } from '../../src/server/auth/index.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createRequestContext, type Member } from '../../src/server/request-context.ts';
import { hostIndex } from '../../src/tenants/host.ts';
import { createMemoryStore, type SessionStore } from '../../src/session/index.ts';
import { forLocalDevelopment, localOrigin } from '../../src/tenants/local.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';
import { identityRoutesFor, SITE_CLIENT_ID, type IdentityProvider } from '../../upstream/identity/index.ts';
import { createMemberDirectory, createMemberResolvers, createSubscriptionsRoute, memberTypeDefs } from '../../upstream/members/index.ts';
import { TenantBrowser } from '../../scripts/lib/browser.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';
import { accountRecords, type AccountRecords } from '../../upstream/members/accounts.ts';
import { openMemberStore, type MemberStore } from '../../upstream/members/store.ts';

/** The site's browser stand-in lives with the scripts (bench:ssr logs in with it too). */
export { siteRequest, TenantBrowser, type SiteResponse } from '../../scripts/lib/browser.ts';

/** The fake tenant build's server part: proves `locals` reach the tenant's handler. */
const FAKE_ENTRY = `export async function handler(req, res, next, locals) {
  const member = locals.context.member;
  // ?hole: one gateway call of the page's own, as a member page's part makes it ('filled' or the failure's kind).
  const hole = locals.context.url.searchParams.has('hole')
    ? await locals.context.gateway.graphql('hole', '{ __typename }', {}, { safeParse: (data) => ({ success: true, data }) }, { correlationId: locals.context.correlationId }).then(() => 'filled', (error) => error.kind)
    : undefined;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ url: req.url, member: member?.profile.email ?? null, abilities: member?.abilities.granted ?? [], route: locals.route?.route ?? null, hole }));
}
`;

export interface Harness {
  upstreamUrl: string;
  /** The identity provider's data folder (its member store holds the accounts and autologin tokens). */
  identityDataDir: string;
  /** The accounts of the identity provider's member store, to change as the biller or support would. */
  accounts(): AccountRecords;
  issuer: string;
  sitePort: number;
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  store: SessionStore;
  layer: MembersLayer;
  /** Requests the upstream received, as "METHOD /path". */
  upstreamRequests: string[];
  /** The identity provider's token endpoint: `hold` takes its requests and never answers them (a hung provider). */
  tokenEndpoint: { hold: boolean; readonly held: number };
  visitor(tenant?: TenantId): TenantBrowser;
  /** The member a page of `visitor`'s session receives, straight from the layer (null when signed out). */
  memberOf(visitor: TenantBrowser, layer?: MembersLayer): Promise<Member | null>;
  /** Another site server's members layer (its own profile cache) over `store`, as a second process would have. */
  otherLayer(store: SessionStore): MembersLayer;
  /** Another site server on the same dist folder and store, with its own gateway (a URL, or a client). */
  startOtherSite(gateway: string | GatewayClient): Promise<{ port: number; close(): Promise<void> }>;
  close(): Promise<void>;
}


function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * The real parts: the identity provider and member GraphQL/REST on one node:http server, and the
 * site server with the members layer over a temp dist of fake tenant builds, each on an OS port.
 */
export async function startHarness(options: { store?: SessionStore } = {}): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'members-server-'));
  const dist = join(root, 'dist');
  const upstreamRequests: string[] = [];
  const tokenEndpoint = { hold: false, held: 0 };

  // The upstream: routes are filled in once both ports are known (the client's redirect URIs need the site's).
  let routeUpstream: ((req: IncomingMessage, res: import('node:http').ServerResponse) => void) | null = null;
  const upstream = createServer((req, res) => {
    upstreamRequests.push(`${req.method} ${(req.url ?? '/').split('?')[0]}`);
    if (routeUpstream) routeUpstream(req, res);
    else res.writeHead(503).end();
  });
  const upstreamUrl = `http://127.0.0.1:${await listenOnLoopback(upstream)}`;

  let routeSite: ((req: IncomingMessage, res: import('node:http').ServerResponse) => void) | null = null;
  const outerSite = createServer((req, res) => (routeSite ? routeSite(req, res) : res.writeHead(503).end()));
  const sitePort = await listenOnLoopback(outerSite);

  const tenants = new Map([...loadTenants(TENANTS_DIR)].map(([id, config]) => [id, forLocalDevelopment(config, sitePort)]));
  for (const id of tenants.keys()) {
    mkdirSync(join(dist, id, 'client'), { recursive: true });
    writeFileSync(join(dist, id, 'client', 'index.html'), `<!doctype html><title>${id} home</title>`);
    writeFileSync(join(dist, id, 'client', '404.html'), `<!doctype html><title>${id} not found</title>`);
    writeFileSync(join(dist, id, 'client', '500.html'), `<!doctype html><title>${id} error</title>`);
    writeFileSync(join(dist, id, 'client', 'humans.txt'), `${id}: the same file for everyone`);
    writeFakeServerBuild(join(dist, id), id, FAKE_ENTRY);
  }

  const identity: IdentityProvider = identityRoutesFor({
    upstreamUrl,
    tenantOrigins: [...tenants.keys()].map((id) => localOrigin(id, sitePort)),
    dataDir: join(root, 'upstream'),
  });
  const identityDataDir = join(root, 'upstream');
  const directory = createMemberDirectory();
  const verify = (token: string) => identity.verifyAccessToken(token);
  const yoga = createYoga({
    schema: createSchema({ typeDefs: ['type Query { _: Boolean }', memberTypeDefs], resolvers: createMemberResolvers(directory, verify) }),
    graphqlEndpoint: '/graphql',
    maskedErrors: false,
    logging: false,
  });
  const subscriptions = createSubscriptionsRoute(() => directory, verify);
  routeUpstream = (req, res) => {
    const url = req.url ?? '/';
    if (tokenEndpoint.hold && url.startsWith(`${identity.prefix}/token`)) {
      // Held until the caller gives up and closes the connection.
      tokenEndpoint.held += 1;
      req.socket.once('close', () => (tokenEndpoint.held -= 1));
      return;
    }
    if (url.startsWith(identity.prefix)) identity.handle(req, res);
    // requestListener, not handleNodeRequestAndResponse: the latter never answers on this Node version.
    else if (url.startsWith('/graphql')) yoga.requestListener(req, res);
    else if (url.startsWith(subscriptions.prefix)) subscriptions.handle(req, res);
    else res.writeHead(404).end();
  };

  const store = options.store ?? createMemoryStore();
  // As the site wires it (scripts/lib/site.ts): an autologin signs in unasked only in the buyer's browser.
  const baseOptions: MembersLayerOptions = { issuer: `${upstreamUrl}/oidc`, clientId: SITE_CLIENT_ID, store, autologinBuyer: autologinBuyerOf };
  const gateway = createGatewayClient({ url: upstreamUrl });
  const siteFor = (layer: MembersLayer, client = gateway) =>
    testSiteServer({ tenants, distDir: dist, gatewayFor: () => client, mediaOrigins: [upstreamUrl], formActionOrigins: [upstreamUrl], members: layer });
  const layer = createMembersLayer(baseOptions);
  const site = siteFor(layer);
  routeSite = (req, res) => site.emit('request', req, res);

  const others: Server[] = [];
  let memberStore: MemberStore | undefined;
  return {
    upstreamUrl,
    identityDataDir,
    accounts() {
      memberStore ??= openMemberStore(identityDataDir);
      return accountRecords(memberStore);
    },
    issuer: `${upstreamUrl}/oidc`,
    sitePort,
    tenants,
    store,
    layer,
    upstreamRequests,
    tokenEndpoint,
    visitor: (tenant = 'aurora') => new TenantBrowser(sitePort, `${tenant}.localhost:${sitePort}`),
    otherLayer: (other) => createMembersLayer({ ...baseOptions, store: other }),
    memberOf(visitor, through = layer) {
      const req = { headers: { host: visitor.host, cookie: visitor.cookieHeader() }, url: '/' } as unknown as IncomingMessage;
      const res = { appendHeader: () => res } as unknown as import('node:http').ServerResponse;
      const context = createRequestContext(req, { hostIndex: hostIndex(tenants.values()), trustProxy: false, gatewayFor: () => gateway, log: SILENT_LOGGER });
      if (!context) throw new Error(`no tenant at ${visitor.host}`);
      return through.identify(context, req, res);
    },
    async startOtherSite(gateway) {
      const other = siteFor(layer, typeof gateway === 'string' ? createGatewayClient({ url: gateway }) : gateway);
      others.push(other);
      return { port: await listenOnLoopback(other), close: () => close(other) };
    },
    async close() {
      await Promise.all([close(outerSite), close(upstream), ...others.filter((s) => s.listening).map(close)]);
      identity.close();
      memberStore?.close();
      await store.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
