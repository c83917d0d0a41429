import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTenants, distDirOf } from '../../scripts/lib/build-tenants.ts';
import { freePort } from '../../scripts/lib/free-ports.ts';
import { NOTHING_LISTENS_PORT } from './nothing-listens.ts';
import { TenantBrowser } from '../../scripts/lib/browser.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { gatewayFetch } from '../../src/gateway/transport.ts';
import { CORRELATION_HEADER } from '../../src/http/correlation.ts';
import { requestHooks } from '../../src/request-hooks/index.ts';
import { decideRoute } from '../../src/routing/decide.ts';
import { createMembersLayer } from '../../src/server/auth/index.ts';
import { SILENT_LOGGER, type Logger } from '../../src/server/log.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { clientDirOf } from '../../src/server/static-files.ts';
import { createMemoryStore } from '../../src/session/index.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';
import { startEmbeddedUpstream } from '../../upstream/embedded.ts';
import { SITE_CLIENT_ID } from '../../upstream/identity/index.ts';
import type { Upstream } from '../../upstream/server.ts';

/** One call the site made to the gateway: the page it belongs to and what it asked. */
export interface GatewayCall {
  correlationId: string;
  path: string;
  /** The GraphQL operation's name (`batch` for a merged one), or the REST path. */
  operation: string;
}

/**
 * The real site for one tenant, as members meet it: the embedded upstream (catalogue, member API,
 * identity provider) in this process, the tenant built for real, the site server with its members
 * layer. Every gateway call goes through the real transport and is recorded; `hold()` keeps the
 * gateway's answers back until released (a slow gateway, told by order, not by time).
 */
export interface MemberSite {
  port: number;
  tenant: TenantConfig;
  /** The tenant's static files. */
  clientDir: string;
  upstream: Upstream;
  /** The upstream's data folder (its catalogue database: upstream/db.ts). */
  dataDir: string;
  /** Builds the tenant again from the upstream's catalogue, as content ops do, while the site serves. */
  rebuild(): Promise<void>;
  calls: GatewayCall[];
  /** Holds every gateway answer from now on; the returned function lets them (and later ones) go. */
  hold(): () => void;
  /** Sends every gateway call to a port where nothing listens (down), or back to the upstream (up). */
  gateway(state: 'up' | 'down'): void;
  /** A browser stand-in on the tenant's host, logged in as `email` (demo password). */
  member(email: string): Promise<TenantBrowser>;
  visitor(): TenantBrowser;
  /** Another site server on the same build and session store whose gateway is at `gatewayUrl`. */
  startOtherSite(gatewayUrl: string, options?: { timeoutMs?: number; log?: Logger; holeCacheMb?: number }): Promise<{ port: number; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** Rejects with the signal's reason when it aborts; never settles without a signal. */
function abortOf(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason as Error);
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface MemberSiteOptions {
  tenant?: TenantId;
  catalogueSize?: number;
  /** The site's gateway time-out (the client's default otherwise). */
  gatewayTimeoutMs?: number;
  /** Megabytes of hole views the site keeps (HOLE_CACHE_MB; 0: none); unset, the default. */
  holeCacheMb?: number;
}

export async function startMemberSite(options: MemberSiteOptions = {}): Promise<MemberSite> {
  const { tenant: tenantId = 'aurora', catalogueSize = 12 } = options;
  const port = await freePort();
  // A fresh clone has no .build until something is built: the first site of a run makes it.
  mkdirSync('.build', { recursive: true });
  const distDir = mkdtempSync(join('.build', 'test-member-site-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'member-site-upstream-'));
  const env = readEnv({ ...process.env, PORT: String(port), DIST_DIR: distDir, CATALOGUE_SIZE: String(catalogueSize) });
  const tenants = tenantsFor(env);
  const tenant = tenants.get(tenantId);
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  const upstream = await startEmbeddedUpstream({ port: 0, host: '127.0.0.1', dataDir, catalogueSize, tenants: [...tenants.values()] });
  await buildTenants({ env, tenants, ids: [tenantId], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });

  const calls: GatewayCall[] = [];
  let held: Promise<void> | null = null;
  let down = false;
  const recording: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const url = new URL(input instanceof Request ? input.url : input);
    if (down) url.port = String(NOTHING_LISTENS_PORT);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { query?: string }) : {};
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? url.pathname;
    calls.push({ correlationId: headers.get(CORRELATION_HEADER) ?? '', path: url.pathname, operation });
    const answer = await gatewayFetch(url.href, init);
    // A held answer still gives way to the client's time-out, as a slow gateway's would.
    if (held) await Promise.race([held, abortOf(init?.signal)]);
    return answer;
  };
  const sessions = createMemoryStore();
  const serverOf = (gatewayUrl: string, timeoutMs: number | undefined = options.gatewayTimeoutMs, log: Logger = SILENT_LOGGER, holeCacheMb: number | undefined = options.holeCacheMb) => {
    const gateway = createGatewayClient({ url: gatewayUrl, fetch: recording, timeoutMs });
    return createSiteServer({
      tenants,
      distDir: distDirOf(env),
      decideRoute,
      hooks: requestHooks(),
      trustProxy: false,
      gatewayFor: () => gateway,
      members: createMembersLayer({ issuer: `${upstream.url}/oidc`, clientId: SITE_CLIENT_ID, store: sessions }),
      mediaOrigins: [],
      formActionOrigins: [],
      log,
      holeCacheMb,
    });
  };
  const site = serverOf(upstream.url);
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  const host = new URL(tenant.tourUrl).host;
  const others: Server[] = [];

  return {
    port,
    tenant,
    clientDir: clientDirOf(distDirOf(env), tenantId),
    upstream,
    dataDir,
    async rebuild() {
      await buildTenants({ env, tenants, ids: [tenantId], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });
    },
    calls,
    gateway(state) {
      down = state === 'down';
    },
    hold() {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    async member(email) {
      const browser = new TenantBrowser(port, host);
      await browser.logIn(email);
      return browser;
    },
    visitor: () => new TenantBrowser(port, host),
    async startOtherSite(gatewayUrl, options = {}) {
      const other = serverOf(gatewayUrl, options.timeoutMs, options.log, options.holeCacheMb);
      others.push(other);
      const otherPort = await new Promise<number>((resolve) => other.listen(0, '127.0.0.1', () => resolve((other.address() as AddressInfo).port)));
      return { port: otherPort, close: () => close(other) };
    },
    async close() {
      await Promise.all([site, ...others].map((server) => (server.listening ? close(server) : Promise.resolve())));
      await upstream.close();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
