import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import { decodeJwt } from 'jose';
import { CORRELATION_HEADER, correlationIdOf } from '../../http/correlation.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { isExpired } from '../../server/auth/access-token.ts';
import { finishLogin, startLogin } from '../../server/auth/login.ts';
import { confirmLogout, logout } from '../../server/auth/logout.ts';
import type { AuthServices } from '../../server/auth/services.ts';
import { tenantSession, type SessionHost } from '../../server/auth/tenant-session.ts';
import { sendPage } from '../../server/http.ts';
import type { Logger } from '../../server/log.ts';
import { clientAddress, limitedKind, sendTooManyRequests, type RateLimits } from '../../server/rate-limits.ts';
import { DEFAULT_BODY_LIMIT_BYTES, readBodyWithin } from '../../server/request-body.ts';
import { firstValue, requestOrigin, requestUrl } from '../../server/request-context.ts';
import { contentSecurityPolicy, securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../server/security-headers.ts';
import { createStaticFiles, DEFAULT_STATIC_FILES_OPTIONS } from '../../server/static-files.ts';
import { watchTenantFolders } from '../../server/tenant-folders.ts';
import { clearedSessionCookie, isCrossOriginStateChange, isLocalHost, readSessionId, SessionEndedError } from '../../session/index.ts';
import { parseHostHeader } from '../../tenants/host.ts';
import { consoleBuild } from './console-build.server.ts';
import { consoleEvents } from './console-events.server.ts';
import type { Operator, OpsConsole } from './console-model.ts';
import type { OpsLocals } from './ops-locals.ts';
import { CONSOLE_PAGES_PREFIX } from './console-paths.ts';
import { consoleRouteOf } from './console-routes.ts';
import { CONSOLE_CRASH_BODY, CONSOLE_CRASH_TITLE, NOT_FOUND_BODY, NOT_FOUND_TITLE } from './console-texts.ts';
import { operatorOf } from './operator.ts';

/**
 * The console's sessions are scoped like a tenant's, under a name no tenant has: a session made on
 * the console's host is a session there only, and a member's session of a tenant is none there.
 */
export const CONSOLE_SESSION_SCOPE = { tenant: 'content-ops-console' } as const;
const CROSS_SITE_REFUSED = 'Cross-site requests that change something are refused.';

export interface ConsoleHostOptions {
  /** The console's hosts (OPS_HOST, `ops.localhost` in development). */
  hosts: readonly string[];
  trustProxy: boolean;
  /** The members area's login (the same OpenID Connect provider and session store). */
  auth: AuthServices;
  /** The `groups` claim's value that makes a person content ops (OPS_GROUP). */
  group: string;
  console: OpsConsole;
  /** The console's copy of the server build, `client/` and `server/` (scripts/lib/console-build.ts). */
  outputDir: string;
  rateLimits?: RateLimits | undefined;
  /** Where forms may post and be redirected (the identity provider's end-session page). */
  formActionOrigins: readonly string[];
  log: Logger;
}

/** The console host a request is for (lower-case, with its port), or null for any other host. */
function consoleHostOf(req: IncomingMessage, hosts: ReadonlySet<string>, trustProxy: boolean): string | null {
  const raw = (trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  const name = parseHostHeader(raw);
  return name !== null && hosts.has(name) && raw ? raw.toLowerCase() : null;
}

/** The signed-in content-ops person behind the session cookie, or null (the cookie cleared when its session ended). */
async function operatorOfRequest(options: ConsoleHostOptions, context: SessionHost, req: IncomingMessage, res: ServerResponse): Promise<Operator | null> {
  const id = readSessionId(req.headers.cookie, context.host);
  const record = await tenantSession(options.auth.store, context, id);
  if (id === null || !record?.tokens || !record.accountId) return null;
  let { tokens } = record;
  // The role is read from the newest ID token: a refresh every few minutes, as for members,
  // brings the provider's current groups, and ends the session of an account it no longer knows.
  if (isExpired(tokens, options.auth.now())) {
    try {
      tokens = await options.auth.oidc.refresh({ id, tokens });
    } catch (error) {
      if (!(error instanceof SessionEndedError)) throw error;
      res.appendHeader('Set-Cookie', clearedSessionCookie(context.host));
      return null;
    }
  }
  return tokens.idToken ? operatorOf(decodeJwt(tokens.idToken), options.group) : null;
}

/**
 * The defences a tenant's host has, before anything else: the CSRF check, the Actions' rate limits,
 * and the body read within the cap a tenant's Action has (request-body.ts). False: already answered.
 */
async function admitted(options: ConsoleHostOptions, context: SessionHost, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (isCrossOriginStateChange(method, req.headers, context.origin)) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE }).end(CROSS_SITE_REFUSED);
    return false;
  }
  const limited = options.rateLimits ? limitedKind(method, context.url) : null;
  if (limited !== null && options.rateLimits) {
    const wait = await options.rateLimits.take(limited, clientAddress(req, options.trustProxy), readSessionId(req.headers.cookie, context.host));
    if (wait !== null) {
      sendTooManyRequests(res, req, limited, wait);
      return false;
    }
  }
  const body = await readBodyWithin(req, res, DEFAULT_BODY_LIMIT_BYTES);
  if (body === 'cut-off') res.destroy();
  return body !== 'cut-off' && body !== 'too-large';
}

const sendNotFound = (res: ServerResponse): void => sendPage(res, 404, NOT_FOUND_TITLE, NOT_FOUND_BODY);

/**
 * The content-ops console at its own host, served by the site server (docs/content-ops.md): the
 * members area's login on that host, then, for content ops only, the live stream, the console's
 * bundles, and its pages and Actions from the one server build, with the operator and the
 * console's server part as `Astro.locals.ops`. Everyone else, signed in or not, gets 404 for every
 * path but the login's; the CSRF defence and the Actions' rate limits apply as on a tenant's host.
 */
export function createConsoleHost(options: ConsoleHostOptions) {
  const hosts = new Set(options.hosts);
  const headers = securityHeaders(contentSecurityPolicy({ media: [], formActions: options.formActionOrigins }));
  // Its bundles are looked up as a tenant's are, its folder in the place of a tenant's; one look at
  // that folder tells the bundles and the server build of a new copy, as builtOutput does for a tenant.
  const folders = watchTenantFolders(dirname(options.outputDir));
  const statics = createStaticFiles(dirname(options.outputDir), DEFAULT_STATIC_FILES_OPTIONS, folders);
  const bundles = basename(options.outputDir);
  const build = consoleBuild(options.outputDir, folders);
  const events = consoleEvents(options.console);

  /** A page or an Action of the console, from the one server build, with the operator in its locals. */
  async function render(context: SessionHost, req: IncomingMessage, res: ServerResponse, operator: Operator, route: 'page' | 'action'): Promise<void> {
    const handler = await build.handler();
    if (!handler) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' });
      res.end('The console has not been built yet. Run: npm run build');
      return;
    }
    // The console's pages live under their prefix in the one server build; its Actions at Astro's own path.
    const { url } = context;
    if (route === 'page') req.url = `${CONSOLE_PAGES_PREFIX}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
    const locals: OpsLocals = { operator, console: options.console, log: context.log };
    await handler(req, res, () => sendNotFound(res), { ops: locals });
  }

  async function handle(context: SessionHost, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!(await admitted(options, context, req, res))) return;
    const route = consoleRouteOf(req.method ?? 'GET', context.url.pathname);
    if (route === 'start-login') return startLogin(options.auth, context, req, res);
    if (route === 'finish-login') return finishLogin(options.auth, context, req, res);
    if (route === 'logout') return logout(options.auth, context, req, res);
    if (route === 'confirm-logout') return confirmLogout(res);
    const operator = await operatorOfRequest(options, context, req, res);
    // Visitors, members, the comments' admin: for them there is no console here at all.
    if (!operator) return sendNotFound(res);
    res.setHeader('Cache-Control', NO_STORE);
    if (route === 'not-found') return sendNotFound(res);
    if (route === 'events') return events.stream(req, res, { ...headers, 'Cache-Control': NO_STORE });
    if (route !== 'bundle') return render(context, req, res, operator, route);
    const file = await statics.find(bundles, context.url.pathname);
    return file ? statics.send(req, res, file) : sendNotFound(res);
  }

  return {
    /** Answers the request when it is for the console's host (true); false for any other host. */
    answers(req: IncomingMessage, res: ServerResponse): boolean {
      const host = consoleHostOf(req, hosts, options.trustProxy);
      if (host === null) return false;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (!isLocalHost(host)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      const correlationId = correlationIdOf(req.headers[CORRELATION_HEADER]);
      res.setHeader(CORRELATION_HEADER, correlationId);
      const origin = requestOrigin(req, host, options.trustProxy);
      const log = options.log.child({ host: 'ops', correlationId });
      const context: SessionHost = { host, origin, url: requestUrl(req.url, origin), log, tenant: CONSOLE_SESSION_SCOPE };
      handle(context, req, res).catch((error: unknown) => {
        log.error({ err: error, status: 500, method: req.method, path: context.url.pathname }, 'console request failed');
        if (res.headersSent) res.destroy();
        else sendPage(res, 500, CONSOLE_CRASH_TITLE, CONSOLE_CRASH_BODY);
      });
      return true;
    },
    close(): void {
      events.close();
      statics.close();
    },
  };
}
