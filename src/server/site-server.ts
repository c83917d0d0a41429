import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { GatewayClient } from '../gateway/client.ts';
import { CORRELATION_HEADER } from '../http/correlation.ts';
import { routeMemberOf, SIGNED_IN_UNKNOWN, type RouteDecision, type RouteInput } from '../routing/decision.ts';
import type { PartnerSettings } from '../settings/env.ts';
import { hostIndex } from '../tenants/host.ts';
import type { TenantConfig, TenantId } from '../tenants/schema.ts';
import { servePlan } from '../tour/serve-plan.ts';
import { arrivalFlashes } from '../shell/flash/arrival-flashes.ts';
import type { MembersLayer } from './auth/layer.ts';
import { sendErrorPage, sendUnexpectedHost } from './error-pages.ts';
import { createErrorReporter } from './error-reporter.ts';
import { redirect } from './http.ts';
import type { Logger } from './log.ts';
import { sendMemberShell } from './member-shell.ts';
import type { ErrorScreenSettings, PageLocals } from './page-locals.ts';
import { createRequestContext, type Member, type RequestContext } from './request-context.ts';
import { requestHooksOf, type RequestHook } from './request-hooks.ts';
import { contentSecurityPolicy, headersForHost, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';
import { bufferBody } from './buffered-body.ts';
import { hasBody, readBodyWithin } from './request-body.ts';
import { keepPrivate } from './private-answers.ts';
import { isDraining } from './drain.ts';
import { createHealthEndpoints, type ReadinessCheck } from './health.ts';
import { clientAddress, limitedKind, sendTooManyRequests, type RateLimits } from './rate-limits.ts';
import { builtOutput, type TenantOutput } from './tenant-output.ts';
import { createVisitorFastPath } from './visitor-fast-path.ts';
import { createHoleCache } from '../holes/hole-cache.ts';
import { DEFAULT_HOLE_CACHE_MB } from '../settings/env.ts';
import { isLocalHost, readSessionId } from '../session/cookie.ts';
import type { BlockList } from 'node:net';
import { metricsOnSitePort } from '../observability/metrics-endpoint.ts';
import { markAnswer } from '../observability/answer-kind.ts';
import { createRequestObserver } from '../observability/request-observer.ts';

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

/** A static page's own headers beside the security headers (set one by one on the full way). */
const NO_EXTRA_HEADERS = {};
const NO_ERROR_REPORTING: ErrorScreenSettings = { reportUrl: null, crashTriggers: false };

const MEGABYTE = 1024 * 1024;

/** How long an idle kept-alive connection stays open (docs/deploy.md: the proxy's must be shorter). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A file request (an extension in the last segment) skips the page rules: assets, icons, sitemaps. */
function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

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

  async function handle(context: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const tenantId = context.tenant.tenant;
    const target = req.url ?? '/';
    const method = req.method ?? 'GET';
    keepPrivate(req, res, { host: context.host, fileRequest: (method === 'GET' || method === 'HEAD') && isFilePath(context.url.pathname) });
    if (!ALLOWED_METHODS.has(method)) {
      res.writeHead(405, { Allow: [...ALLOWED_METHODS].join(', ') }).end();
      return;
    }
    const { url } = context;
    const readOnly = method === 'GET' || method === 'HEAD';
    const limited = options.rateLimits ? limitedKind(method, url) : null;
    if (limited !== null && options.rateLimits) {
      const wait = await options.rateLimits.take(limited, clientAddress(req, options.trustProxy), readSessionId(req.headers.cookie, context.host));
      if (wait !== null) return sendTooManyRequests(res, req, limited, wait);
    }
    // Every body is read here, within its path's cap, before anything else may read it (request-body.ts).
    const body = await readBodyWithin(req, res, hooks.bodyLimit(url.pathname));
    if (body === 'cut-off') {
      context.log.info({ status: 400, method, path: url.pathname }, 'request body cut off');
      return void res.destroy();
    }
    if (body === 'too-large') {
      context.log.warn({ status: 413, method, path: url.pathname, declared: req.headers['content-length'] ?? null }, 'request body over its cap refused');
      return;
    }
    if (options.members && (await options.members.handle(context, req, res))) return;
    const identify = async (): Promise<Member | null> => (options.members ? options.members.identify(context, req, res) : null);
    if (await hooks.answer(context, req, res, identify)) return;

    if (readOnly && isFilePath(url.pathname)) {
      const file = await statics.find(tenantId, url.pathname);
      if (!file) return sendErrorPage(req, res, statics, tenantId, 404);
      fastPath.remember(tenantId, target, url.pathname);
      return statics.send(req, res, file);
    }

    // An arrival's cookies (a partner's link keeps its sales tracking): the static pages carry no query on.
    const arrival = readOnly ? hooks.arrivalCookies(context, req) : [];
    for (const cookie of arrival) res.appendHeader('Set-Cookie', cookie);

    // A signed-in member whose profile cannot be fetched (gateway or session store down) may still
    // read the static tour; anything that needs the member answers 503, the error screen.
    let unidentified: unknown = null;
    const member: Member | null = options.members
      ? await options.members.identify(context, req, res).catch((error: unknown) => {
          unidentified = error;
          return null;
        })
      : null;
    const decision = options.decideRoute({
      tenant: context.tenant,
      tenants: options.tenants,
      path: url.pathname,
      query: url.searchParams,
      member: unidentified === null ? routeMemberOf(member) : SIGNED_IN_UNKNOWN,
    });
    switch (decision.kind) {
      case 'redirect':
        return redirect(res, decision.location, undefined, decision.status);
      case 'login':
        return redirect(res, decision.location);
      case 'not-found':
        // Without the member's abilities a page they may well see looks like no page at all.
        if (unidentified !== null) return sendMemberUnavailable(req, res, context, unidentified);
        return sendErrorPage(req, res, statics, tenantId, 404);
      case 'serve':
        break;
    }

    const plan = servePlan(decision, url);
    // A hook's cover (the health warning's) is rendered in place of the page it hides, static or not.
    // It fails closed: a member the gateway cannot identify is covered unless this browser's cookie says otherwise.
    const covered = readOnly ? hooks.cover(context, decision.route, req, member) : null;
    const file = covered === null && readOnly && plan.staticPath !== null ? await statics.find(tenantId, plan.staticPath) : null;
    // A visitor gets the prerendered file; a signed-in member gets the same file with their holes
    // filled, and so does a visitor whose query asks for a flash on arrival (membership spec section 2:
    // `dc=` on the home page, `notification=`): a static file has no request to read it from.
    const rendered = member !== null || unidentified !== null || arrivalFlashes(url, options.tenants.values()).length > 0;
    if (file && plan.staticPath !== null && (!rendered || !file.path.endsWith('.html'))) {
      // An arrival is never remembered: the fast path would answer it without its cookie.
      if (member === null && unidentified === null && arrival.length === 0) fastPath.remember(tenantId, target, plan.staticPath);
      return statics.send(req, res, file, 200, file.path.endsWith('.html') ? hooks.pageHeaders(context.tenant, req, NO_EXTRA_HEADERS) : NO_EXTRA_HEADERS);
    }
    // A member who cannot be identified reads the tour page a visitor gets, told why (its notices
    // hole); a page that needs the member (rendered, or prerendered for members only) answers 503.
    if (unidentified !== null && covered === null && (!file || decision.auth === 'required')) return sendMemberUnavailable(req, res, context, unidentified);
    const build = await builds.of(tenantId);
    if (!build) {
      // Static output without a server part (or none at all): nothing can fill the file's holes, so
      // whoever asks reads it as it is; else a missing page, or a site not built.
      if (file) return statics.send(req, res, file);
      if (await statics.find(tenantId, '/404.html')) return sendErrorPage(req, res, statics, tenantId, 404);
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' });
      res.end(`This site has not been built yet. Run: npm run build -- --tenant ${tenantId}`);
      return;
    }
    context.member = member;
    // Every page rendered here reads the snapshot the tenant's static pages were built from (loaded once per build).
    const locals: PageLocals = { context, tenantModule: build.tenantModule, route: decision, errorScreen: options.errorScreen ?? NO_ERROR_REPORTING, catalogue: await build.catalogue() };
    if (member === null) hooks.guardRendered(context.tenant, req, res);
    if (unidentified !== null) {
      context.log.warn({ err: unidentified, path: url.pathname }, 'member unavailable: the visitor\'s page with a notice');
      locals.memberUnavailable = true;
    }
    if (file) return sendMemberShell({ req, res, file, statics, build, locals, cache: holeCache });
    if (covered !== null) {
      Object.assign(locals, covered.locals);
      req.url = covered.renderUrl;
    } else {
      // The handler routes on req.url: a listing's server-rendered variant lives at its own path.
      req.url = plan.renderUrl;
    }
    bufferBody(res);
    await build.handler(req, res, () => void sendErrorPage(req, res, statics, tenantId, 404), locals);
  }

  /** A signed-in request whose member cannot be had: an outage, not a crash (logged as a warning). */
  function sendMemberUnavailable(req: IncomingMessage, res: ServerResponse, context: RequestContext, cause: unknown): Promise<void> {
    context.log.warn({ err: cause, status: 503, method: req.method, path: context.url.pathname }, 'member unavailable');
    return sendErrorPage(req, res, statics, context.tenant.tenant, 503);
  }

  /** Every request but a visitor's remembered static page or asset (see visitor-fast-path.ts). */
  function handleFully(req: IncomingMessage, res: ServerResponse): void {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const context = createRequestContext(req, contextOptions);
    if (!context) return sendUnexpectedHost(res);
    if (!isLocalHost(context.host)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    res.setHeader(CORRELATION_HEADER, context.correlationId);
    handle(context, req, res).catch((error: unknown) => {
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
