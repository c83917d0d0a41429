import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RouteDecision, RouteInput, RouteMember } from '../routing/decision.ts';
import { hostIndex, resolveTenant } from '../tenants/host.ts';
import { servePlan } from '../tour/serve-plan.ts';
import type { TenantConfig, TenantId } from '../tenants/schema.ts';
import { clientDirOf, sendErrorPage, sendUnexpectedHost } from './error-pages.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';
import { findStaticFile, sendStaticFile } from './static-files.ts';
import { tenantHandlers } from './tenant-handlers.ts';

/** Who the visitor is, as the route rules and the tenant's pages see them. */
export interface Visitor {
  member: RouteMember;
  /** Passed to the tenant's Astro handler as `Astro.locals` (never serialised to the browser). */
  locals: Record<string, unknown>;
}

/**
 * The members side of the site server (src/server/members): the login routes it answers itself,
 * and the member behind a session cookie. Optional so that the tour can be served without it.
 */
export interface MembersLayer {
  /** Answers members-area endpoints such as /oidc/login or /api/refresh; false when `url` is not one. */
  handle(req: IncomingMessage, res: ServerResponse, tenant: TenantConfig, url: URL): Promise<boolean>;
  /** The visitor behind the request's session cookie; the anonymous visitor without one. */
  identify(req: IncomingMessage, res: ServerResponse, tenant: TenantConfig): Promise<Visitor>;
}

export interface SiteServerOptions {
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  /** Folder holding `<tenant>/client` (static files) and `<tenant>/server` (its Astro handler). */
  distDir: string;
  /** The route rules (src/routing); injected so the server has no opinion of its own on routes. */
  decideRoute: (input: RouteInput) => RouteDecision;
  /** Honour X-Forwarded-Host (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Origins of catalogue media and of the identity provider, for the CSP. */
  mediaOrigins: readonly string[];
  formActionOrigins: readonly string[];
  members?: MembersLayer | undefined;
  log?: (line: string) => void;
}

const ANONYMOUS: RouteMember = { isAuthenticated: false, can: () => false };
/** Signed in, but with no abilities known: enough for the route rules to pick a static page. */
const SIGNED_IN_UNKNOWN: RouteMember = { isAuthenticated: true, can: () => false };
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A file request (an extension in the last segment) skips the page rules: assets, icons, sitemaps. */
function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * The one process that serves every tenant: Host → tenant, route rules → redirect / not-found /
 * login / static file / the tenant's Astro handler.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const index = hostIndex(options.tenants.values());
  const handlerFor = tenantHandlers(options.distDir);
  const headers = securityHeaders(
    contentSecurityPolicy({ media: options.mediaOrigins, formActions: options.formActionOrigins }),
  );
  const log = options.log ?? ((line: string) => console.error(line));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const forwardedHost = req.headers['x-forwarded-host'];
    const tenant = resolveTenant(
      { host: req.headers.host, forwardedHost: Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost },
      index,
      options.trustProxy,
    );
    if (!tenant) return sendUnexpectedHost(res);

    const clientDir = clientDirOf(options.distDir, tenant.tenant);
    const method = req.method ?? 'GET';
    if (!ALLOWED_METHODS.has(method)) {
      res.writeHead(405, { Allow: [...ALLOWED_METHODS].join(', ') }).end();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://site.invalid');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const readOnly = method === 'GET' || method === 'HEAD';
    if (options.members && (await options.members.handle(req, res, tenant, url))) return;

    if (readOnly && isFilePath(url.pathname)) {
      const file = await findStaticFile(clientDir, url.pathname);
      if (file) return sendStaticFile(req, res, file, url.pathname);
      return sendErrorPage(req, res, clientDir, 404);
    }

    // A signed-in member whose profile cannot be fetched (gateway down) may still read the static
    // tour; anything that needs the member fails below with the themed 500.
    let unidentified: unknown = null;
    const visitor: Visitor = options.members
      ? await options.members.identify(req, res, tenant).catch((error: unknown) => {
          unidentified = error;
          return { member: SIGNED_IN_UNKNOWN, locals: { member: null } };
        })
      : { member: ANONYMOUS, locals: {} };
    const decision = options.decideRoute({
      tenant,
      tenants: options.tenants,
      path: url.pathname,
      query: url.searchParams,
      member: visitor.member,
    });
    switch (decision.kind) {
      case 'redirect':
      case 'login':
        res.writeHead(decision.kind === 'login' ? 302 : decision.status, {
          Location: decision.location,
          'Cache-Control': 'no-store',
        });
        res.end();
        return;
      case 'not-found':
        return sendErrorPage(req, res, clientDir, 404);
      case 'serve':
        break;
    }

    const plan = servePlan(decision, url);
    if (readOnly && plan.staticPath !== null) {
      const file = await findStaticFile(clientDir, plan.staticPath);
      if (file) return sendStaticFile(req, res, file, plan.staticPath);
    }
    if (unidentified !== null) throw unidentified;
    const handler = await handlerFor(tenant.tenant);
    if (!handler) {
      // Static output without a server part (or none at all): a missing page, or a site not built.
      if (await findStaticFile(clientDir, '/404.html')) return sendErrorPage(req, res, clientDir, 404);
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' });
      res.end(`This site has not been built yet. Run: npm run build -- --tenant ${tenant.tenant}`);
      return;
    }
    // The handler routes on req.url: a listing's server-rendered variant lives at its own path.
    req.url = plan.renderUrl;
    await handler(req, res, () => void sendErrorPage(req, res, clientDir, 404), { ...visitor.locals, route: decision });
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Log the cause on the server only: the visitor gets the themed page, never a stack trace.
      log(`site server: ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const tenant = resolveTenant({ host: req.headers.host }, index, false);
      if (!tenant) return sendUnexpectedHost(res);
      sendErrorPage(req, res, clientDirOf(options.distDir, tenant.tenant), 500).catch(() => res.destroy());
    });
  });
}
