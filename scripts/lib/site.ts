import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withCallMetrics } from '../../src/gateway/call-metrics.ts';
import { withCircuitBreaker } from '../../src/gateway/circuit-breaker.ts';
import { createGatewayClient, type GatewayClient } from '../../src/gateway/client.ts';
import { closeGatewayTransport } from '../../src/gateway/transport.ts';
import { autologinBuyerOf } from '../../src/features/join/autologin-buyer.ts';
import { requestHooks } from '../../src/request-hooks/index.ts';
import { decideRoute } from '../../src/routing/decide.ts';
import { createConsoleHost } from '../../src/features/ops/console-host.server.ts';
import { createMembersLayer } from '../../src/server/auth/index.ts';
import { createAuthServices } from '../../src/server/auth/services.ts';
import { cspSourcesFor } from '../../src/server/csp-sources.ts';
import { drain } from '../../src/server/drain.ts';
import { createRateLimits } from '../../src/server/rate-limits.ts';
import { createLogger, type Logger } from '../../src/server/log.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import type { TenantOutput } from '../../src/server/tenant-output.ts';
import { warmUpGate, warmUpPages, type WarmUpReport } from '../../src/server/warm-up.ts';
import { createSessionStore } from '../../src/session/index.ts';
import { collectProcessMetrics } from '../../src/observability/metrics.ts';
import { onScrape, startMetricsServer } from '../../src/observability/metrics-endpoint.ts';
import { consoleHosts, gatewayUrl, localConsoleOrigin, metricsServed, oidcIssuer, partnerSettings, type Env } from '../../src/settings/env.ts';
import { localOrigin } from '../../src/tenants/local.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';
import { buildMetricsReader } from './build-metrics.ts';
import { distDirOf } from './build-tenants.ts';
import { consoleOutputOf } from './console-build.ts';
import { createOpsConsole } from './console/console-service.ts';
import { memoryClaims, redisClaims } from './console/release-claims.ts';
import { readServedTenants } from './last-good-tenants.ts';
import { recordServedAddress } from './site-address.ts';

/** A site server that listens, and its graceful stop. */
export interface RunningSite {
  server: Server;
  log: Logger;
  /**
   * Resolves once the server is ready (/readyz 200): at once without a warm-up, else when it ended
   * (src/server/warm-up.ts), with what it asked. Never rejects.
   */
  warmed: Promise<WarmUpReport | null>;
  /**
   * Drains the server (src/server/drain.ts), then closes the session store, the rate limits and the
   * gateway's connections. `graceMs`: how long it first goes on answering while /readyz says 503.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/**
 * Starts the site server for every tenant and resolves once it listens; `output` is where the pages
 * come from when not from the built output (Astro's dev server in `npm run dev`).
 */
export async function startSite(env: Env, tenants: ReadonlyMap<TenantId, TenantConfig>, output?: TenantOutput): Promise<RunningSite> {
  // The tenants' server handlers load React on their first request: without this React runs its
  // development build, several times slower (measured with bench:ssr).
  process.env['NODE_ENV'] ??= 'production';
  const urlOf = (tenant: Pick<TenantConfig, 'api'>) => gatewayUrl(env, tenant.api.host);
  const log = createLogger(env.LOG_LEVEL);
  // Recorded only where someone can scrape them (METRICS_PORT or METRICS_ALLOW).
  const metrics = metricsServed(env);
  if (metrics) {
    collectProcessMetrics();
    onScrape(buildMetricsReader(distDirOf(env), [...tenants.keys()]));
  }
  // One client and one circuit breaker per gateway URL: every tenant of the embedded upstream shares one.
  const clients = new Map<string, GatewayClient>();
  const gatewayFor = (tenant: TenantConfig): GatewayClient => {
    const url = urlOf(tenant);
    let client = clients.get(url);
    if (!client) {
      const guarded = withCircuitBreaker(createGatewayClient({ url }), { log });
      clients.set(url, (client = metrics ? withCallMetrics(guarded) : guarded));
    }
    return client;
  };
  const csp = cspSourcesFor(tenants.values(), urlOf);
  const store = createSessionStore(env, log);
  const rateLimits = env.RATE_LIMITS ? createRateLimits({ redisUrl: env.REDIS_URL, log }) : undefined;
  const membersOptions = { issuer: oidcIssuer(env), clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, store, log, autologinBuyer: autologinBuyerOf };
  // The content-ops console (docs/content-ops.md): on its own host, over the built output (not in
  // the dev loop, whose pages come from Astro's dev server), with the release schedule.
  const hosts = output ? [] : consoleHosts(env);
  // The release schedule is the content side's, on the gateway (the first tenant's, when each has its own).
  const [first] = tenants.values();
  const ops =
    hosts.length > 0 && first
      ? createOpsConsole({
          env,
          tenantFiles: () => readServedTenants(env),
          gatewayUrl: urlOf(first),
          claims: env.REDIS_URL ? redisClaims(env.REDIS_URL, log) : memoryClaims(),
          log,
        })
      : null;
  const consoleHost = ops
    ? createConsoleHost({
        hosts,
        trustProxy: env.TRUST_PROXY,
        auth: createAuthServices(membersOptions),
        group: env.OPS_GROUP,
        console: ops.console,
        outputDir: consoleOutputOf(distDirOf(env)),
        rateLimits,
        formActionOrigins: csp.formActions,
        log,
      })
    : null;
  // The warm-up before readiness: the built output only (the dev loop's pages come from Astro's dev server).
  const warming = output || env.WARM_UP_MS === 0 ? null : warmUpGate({ budgetMs: env.WARM_UP_MS, log });
  const readinessChecks = env.REDIS_URL ? { redis: () => store.ping(), ...(rateLimits ? { 'rate limits': () => rateLimits.ping() } : {}) } : {};
  const server = createSiteServer({
    tenants,
    distDir: distDirOf(env),
    output,
    decideRoute,
    trustProxy: env.TRUST_PROXY,
    gatewayFor,
    members: createMembersLayer(membersOptions),
    mediaOrigins: csp.media,
    formActionOrigins: csp.formActions,
    partners: partnerSettings(env),
    scriptOrigins: csp.scripts,
    hooks: requestHooks({ regionHeader: env.REGION_HEADER }),
    errorScreen: { reportUrl: env.ERROR_REPORT_URL ?? null, crashTriggers: env.CRASH_TRIGGERS },
    holeCacheMb: env.HOLE_CACHE_MB,
    rateLimits,
    readinessChecks: warming ? { ...readinessChecks, 'warm-up': warming.check } : readinessChecks,
    otherHosts: consoleHost ? [consoleHost] : [],
    metrics: { record: metrics, allow: env.METRICS_ALLOW },
    log,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  // The built output's pages link the port they were built for: a build for it reads this one's.
  const forgetAddress = output ? async () => undefined : await recordServedAddress(distDirOf(env), env.PORT);
  const metricsServer = env.METRICS_PORT === undefined ? null : await startMetricsServer(env.METRICS_PORT, env.HOST);
  ops?.start();
  const warmed = warming ? warming.begin(server.address() as AddressInfo, () => warmUpPages(distDirOf(env), tenants.values())) : Promise.resolve(null);
  return {
    server,
    log,
    warmed,
    async close(options) {
      warming?.stop();
      // The console's live streams would hold the drain open: they end first, browsers reconnect elsewhere.
      consoleHost?.close();
      await ops?.close();
      await drain(server, options);
      metricsServer?.closeAllConnections();
      await Promise.all([
        store.close(),
        rateLimits?.close(),
        closeGatewayTransport(),
        forgetAddress(),
        new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined))),
      ]);
    },
  };
}

/** What the console says once the server is ready after its warm-up (src/server/warm-up.ts). */
export function warmedLine(report: WarmUpReport): string {
  const failed = report.pages.filter((page) => page.status !== 200).length;
  const why = report.ended === 'budget' ? ', its time spent (WARM_UP_MS)' : '';
  return `Ready: warmed on ${report.pages.length} pages in ${report.ms} ms${why}${failed > 0 ? `, ${failed} of them failed (logged)` : ''}.`;
}

/** The lines that tell a newcomer where each tenant answers, and the content-ops console. */
export function siteUrls(env: Env, tenants: ReadonlyMap<TenantId, TenantConfig>): string[] {
  const sites = [...tenants.values()].map((t) =>
    env.SITE_ENV === 'local' ? `  ${t.name.padEnd(18)} ${localOrigin(t.tenant, env.PORT)}/` : `  ${t.name.padEnd(18)} ${t.tourUrl}/`,
  );
  const [opsUrl] = consoleHosts(env).map((host) => (env.SITE_ENV === 'local' ? `${localConsoleOrigin(env)}/` : `https://${host}/`));
  return opsUrl ? [...sites, `  ${'Content ops'.padEnd(18)} ${opsUrl} (sign in at /oidc/login with a content-ops account)`] : sites;
}
