import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { GatewayClient } from '../gateway/client.ts';
import { CORRELATION_HEADER } from '../http/correlation.ts';
import type { PartnerSettings } from '../settings/env.ts';
import { hostIndex } from '../tenants/host.ts';
import type { TenantConfig, TenantId } from '../tenants/schema.ts';
import type { MembersLayer } from './auth/layer.ts';
import { sendErrorPage, sendUnexpectedHost } from './error-pages.ts';
import { createErrorReporter } from './error-reporter.ts';
import type { Logger } from './log.ts';
import type { ErrorScreenSettings } from './page-locals.ts';
import { createRequestContext } from './request-context.ts';
import { requestHooksOf, type RequestHook } from './request-hooks.ts';
import { contentSecurityPolicy, headersForHost, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';
import { hasBody } from './request-body.ts';
import { isDraining } from './drain.ts';
import { createHealthEndpoints, type ReadinessCheck } from './health.ts';
import type { RateLimits } from './rate-limits.ts';
import { builtOutput, type TenantOutput } from './tenant-output.ts';
import { createVisitorFastPath } from './visitor-fast-path.ts';
import { createHoleCache } from '../holes/hole-cache.ts';
import { DEFAULT_HOLE_CACHE_MB } from '../settings/env.ts';
import { isLocalHost } from '../session/cookie.ts';
import type { BlockList } from 'node:net';
import { metricsOnSitePort } from '../observability/metrics-endpoint.ts';
import { markAnswer } from '../observability/answer-kind.ts';
import { createRequestObserver } from '../observability/request-observer.ts';
import type { RouteDecision, RouteInput } from '../routing/decision.ts';
import { handle, type SiteParts } from './site-request.ts';

export interface SiteServerOptions {
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  /** Folder holding `<tenant>/client` (static files) and `<tenant>/server` (its Astro handler and catalogue). */
  distDir: string;
  /** Where the pages come from instead of distDir: Astro's dev server in `npm run dev`. */
  output?: TenantOutput | undefined;
  /** The route rules (src/routing); injected so the server has no opinion of its own on routes. */
  decideRoute: (input: RouteInput) => RouteDecision;
  /** Honour X-Forwarded-Host / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** The one gateway client of each tenant (src/settings gatewayUrl decides its URL). */
  gatewayFor: (tenant: TenantConfig) => GatewayClient;
  /** Origins of catalogue media and of the identity provider, for the CSP. */
  mediaOrigins: readonly string[];
  formActionOrigins: readonly string[];
  /** Origins of the tenants' trackers, for the CSP's script and connect sources. */
  scriptOrigins?: readonly string[] | undefined;
  /** The members side (src/server/auth); without it every visitor is anonymous. */
  members?: MembersLayer | undefined;
  /** The sales-payments service and the partner allow-list (src/settings partnerSettings). */
  partners?: PartnerSettings | undefined;
  /** What features do at the server itself, in order (src/request-hooks/index.ts); unset, none. */
  hooks?: readonly RequestHook[] | undefined;
  /** The error screen's settings (ERROR_REPORT_URL, CRASH_TRIGGERS); unset: no report button, no crash triggers. */
  errorScreen?: ErrorScreenSettings | undefined;
  /** Megabytes of rendered hole views to keep (HOLE_CACHE_MB; 0: none); unset, the default. */
  holeCacheMb?: number | undefined;
  /** Limits on the login and the Actions (src/server/rate-limits.ts); unset, none. */
  rateLimits?: RateLimits | undefined;
  /** The dependencies /readyz asks besides the builds, by name (the Redis session store when there is one). */
  readinessChecks?: Readonly<Record<string, ReadinessCheck>> | undefined;
  /** Hosts that are no tenant's, each answering its own requests (the content-ops console); asked before the tenants' rules. */
  otherHosts?: readonly OtherHost[] | undefined;
  /** The operator's metrics (src/observability): recorded when `record`, and served on this port to the `allow` addresses (METRICS_ALLOW); unset, none. */
  metrics?: { record: boolean; allow?: BlockList | undefined } | undefined;
  log: Logger;
}

/** A host the site server serves besides the tenants': it answers a request for it (true), or leaves it (false). */
export interface OtherHost {
  answers(req: IncomingMessage, res: ServerResponse): boolean;
}

const MEGABYTE = 1024 * 1024;

/** How long an idle kept-alive connection stays open (docs/deploy.md: the proxy's must be shorter). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The one process that serves every tenant. Per request: the context (tenant from the Host, origin,
 * correlation id), the members endpoints, the member behind the session, the route rules, then a
 * static file for a visitor, a tour page's file with the member's holes filled, or the tenant's Astro handler.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const errorReporter = createErrorReporter({ forwardUrl: options.errorScreen?.reportUrl ?? null });
  const contextOptions = { hostIndex: hostIndex(options.tenants.values()), trustProxy: options.trustProxy, gatewayFor: options.gatewayFor, log: options.log, partners: options.partners, errorReporter };
  const output = options.output ?? builtOutput(options.distDir);
  const { builds, statics } = output;
  const headers = securityHeaders(contentSecurityPolicy({ media: options.mediaOrigins, formActions: options.formActionOrigins, scripts: options.scriptOrigins }));
  if (!output.contentSecurityPolicy) delete headers['Content-Security-Policy'];
  const hooks = requestHooksOf(options.hooks ?? []);
  const holeCache = createHoleCache((options.holeCacheMb ?? DEFAULT_HOLE_CACHE_MB) * MEGABYTE);
  const fastPath = createVisitorFastPath({ hostIndex: contextOptions.hostIndex, trustProxy: options.trustProxy, statics, headersFor: headersForHost(headers), hooks });
  const parts: SiteParts = { options, hooks, statics, builds, fastPath, holeCache };

  /** Every request but a visitor's remembered static page or asset (see visitor-fast-path.ts). */
  function handleFully(req: IncomingMessage, res: ServerResponse): void {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const context = createRequestContext(req, contextOptions);
    if (!context) return sendUnexpectedHost(res);
    if (!isLocalHost(context.host)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    res.setHeader(CORRELATION_HEADER, context.correlationId);
    handle(parts, context, req, res).catch((error: unknown) => {
      // Logged on the server only: the visitor gets the tenant's themed page, never a stack trace.
      context.log.error({ err: error, status: 500, method: req.method, path: context.url.pathname }, 'request failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendErrorPage(req, res, statics, context.tenant.tenant, 500).catch(() => res.destroy());
    });
  }

  const health = createHealthEndpoints({ tenants: [...options.tenants.keys()], builds, checks: options.readinessChecks ?? {}, draining: () => isDraining(server) });
  // Every request's trace, metrics and log line (src/observability/request-observer.ts).
  const observe = createRequestObserver({ log: options.log, hostIndex: contextOptions.hostIndex, trustProxy: options.trustProxy, metrics: options.metrics?.record ?? false });
  const scrape = options.metrics?.allow ? metricsOnSitePort({ allow: options.metrics.allow, hostIndex: contextOptions.hostIndex, trustProxy: options.trustProxy }) : null;
  const server = createServer((req, res) => {
    observe(req, res);
    // Draining (drain.ts): each request still answered closes its connection after it.
    if (isDraining(server)) res.setHeader('Connection', 'close');
    if (health.isProbe(req)) {
      markAnswer(res, 'unobserved');
      health.answer(req, res).catch(() => res.destroy());
      return;
    }
    if (scrape?.(req, res)) return;
    if (output.answersItself?.(req, res)) return;
    if (options.otherHosts?.some((host) => host.answers(req, res))) return;
    // A request with a body takes the full way, where its body is capped.
    (hasBody(req) ? Promise.resolve(false) : fastPath.serve(req, res)).then(
      (served) => {
        if (!served) handleFully(req, res);
      },
      () => (res.headersSent ? res.destroy() : handleFully(req, res)),
    );
  });
  // Longer than a proxy's idle time for its kept-alive connections to us (60 s for the usual ones):
  // the proxy, never this server, closes an idle one, so it never sends on a socket just closed.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.on('close', () => statics.close());
  return server;
}
