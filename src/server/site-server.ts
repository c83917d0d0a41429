import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CORRELATION_HEADER } from '../http/correlation.ts';
import { hostIndex } from '../tenants/host.ts';
import { sendErrorPage, sendUnexpectedHost } from './error-pages.ts';
import { createErrorReporter } from './error-reporter.ts';
import { createRequestContext } from './request-context.ts';
import { requestHooksOf } from './request-hooks.ts';
import { contentSecurityPolicy, headersForHost, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';
import { hasBody } from './request-body.ts';
import { isDraining } from './drain.ts';
import { createHealthEndpoints } from './health.ts';
import { builtOutput } from './tenant-output.ts';
import { createVisitorFastPath } from './visitor-fast-path.ts';
import { createHoleCache } from '../holes/hole-cache.ts';
import { DEFAULT_HOLE_CACHE_MB } from '../settings/env.ts';
import { isLocalHost } from '../session/cookie.ts';
import { metricsOnSitePort } from '../observability/metrics-endpoint.ts';
import { markAnswer } from '../observability/answer-kind.ts';
import { createRequestObserver } from '../observability/request-observer.ts';
import { handle, type SiteParts } from './site-request.ts';
import type { SiteServerOptions } from './site-server-options.ts';

export type { OtherHost, SiteServerOptions } from './site-server-options.ts';

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
