import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Abilities } from '../access/abilities.ts';
import { catalogueCalls, type CatalogueCalls } from '../catalogue/calls.ts';
import type { GatewayClient } from '../gateway/client.ts';
import { pageTimeBudget, withTimeBudget, type TimeBudget } from '../gateway/time-budget.ts';
import { withTraceContext } from '../gateway/trace-context.ts';
import { CORRELATION_HEADER, correlationIdOf } from '../http/correlation.ts';
import { requestTraceOf, type RequestTrace } from '../observability/tracing.ts';
import type { UserProfile } from '../membership/profile.ts';
import { isLocalHost } from '../session/cookie.ts';
import { resolveTenant } from '../tenants/host.ts';
import type { PartnerSettings } from '../settings/env.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import type { MemberGateway } from './auth/member-gateway.ts';
import { LOG_ONLY_REPORTER, type ErrorReport, type ErrorReporter } from './error-reporter.ts';
import type { Logger } from './log.ts';

/** The signed-in member of a request: who they are, what they may do, and their way to the gateway. */
export interface Member {
  profile: UserProfile;
  /** The header's count of unread notifications, known with the profile (null when it could not be had). */
  unreadNotifications: number | null;
  /** Built once per request by the access module (src/access) from the profile and the tenant. */
  abilities: Abilities;
  gateway: MemberGateway;
  /** The member's other sessions (other devices and brands), which a new password ends. */
  sessions: MemberSessions;
}

export interface MemberSessions {
  /** Ends every session of the member but this request's, on every tenant; answers how many it ended. */
  endOthers(): Promise<number>;
}

/**
 * Everything about one request that more than one part needs, built once by the site server: the
 * members layer, `identify`, the error path and the pages (as `Astro.locals.context`) all read this,
 * and none of them reads the Host header or the environment again.
 */
export interface RequestContext {
  tenant: TenantConfig;
  /** The host the visitor asked for (X-Forwarded-Host behind a trusted proxy): lower-case, with its port. */
  host: string;
  /** The tenant origin the visitor is on: `https://<host>`, plain http on development hosts. */
  origin: string;
  correlationId: string;
  /** The request's place in a W3C trace (the caller's, or one started here), passed on with every gateway call. */
  trace: RequestTrace;
  /** The URL the visitor asked for, on `origin`, before any internal rewrite. */
  url: URL;
  /** The signed-in member, or null for an anonymous visitor; set once `identify` has looked at the session. */
  member: Member | null;
  /**
   * The one gateway client of this tenant (src/settings gatewayUrl); a page view's calls share its
   * time budget (src/gateway/time-budget.ts), an Action's each have the client's own time-out.
   */
  gateway: GatewayClient;
  /** A page view's budget for its upstream calls (its gateway calls and the member's token refresh); null for a change, whose calls each have their own time-out. */
  timeBudget: TimeBudget | null;
  /** The catalogue calls, carrying this request's correlation id. */
  catalogue: CatalogueCalls;
  /** This request's log: every line carries the tenant, the correlation id and the trace id. */
  log: Logger;
  /** The sales-payments service and the partner allow-list (PARTNER_HOSTS), for the partner pages. */
  partners: PartnerSettings;
  /** Sends a report to the error reporter (src/server/error-reporter.ts), with this request's tenant and correlation id. */
  reportError: (report: ErrorReport) => void;
}

/** Whether the visitor is on https: the cookies this site sets are `Secure` there, not on plain-http development hosts. */
export function isSecureOrigin(context: Pick<RequestContext, 'origin'>): boolean {
  return context.origin.startsWith('https:');
}

/** The context as the members layer sees it, before `identify` has looked at the session. */
export type VisitorContext = Omit<RequestContext, 'member'>;

export interface ContextOptions {
  hostIndex: ReadonlyMap<string, TenantConfig>;
  trustProxy: boolean;
  gatewayFor(tenant: TenantConfig): GatewayClient;
  log: Logger;
  /** Unset (tests of other parts): no sales payments, and every partner URL refused. */
  partners?: PartnerSettings | undefined;
  /** Unset: reports go to the log only. */
  errorReporter?: ErrorReporter | undefined;
}

/**
 * Without partner settings nobody is sent to a partner: an empty allow-list refuses every URL, and a
 * confirmation is signed with a key nobody else holds.
 */
const NO_PARTNERS: PartnerSettings = { salesPaymentsUrl: 'http://127.0.0.1:9', allowedPartnerHosts: [], confirmationKey: randomBytes(32) };

/** The first value of a header a proxy may have sent several of, or listed comma-separated. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value?.split(',')[0]?.trim();
}

/**
 * The request's context, or null when its host names no tenant (browsing spec section 8: "Received
 * unexpected host string"). The request target is read as a path, never as a URL of its own: `//x`
 * is the path `//x` on this tenant, not the host `x`.
 */
/** The tenant whose host the request names (X-Forwarded-Host behind a trusted proxy), with that host; null for none. */
export function tenantOfRequest(req: IncomingMessage, hostIndex: ReadonlyMap<string, TenantConfig>, trustProxy: boolean): ReturnType<typeof resolveTenant> {
  return resolveTenant({ host: req.headers.host, forwardedHost: firstValue(req.headers['x-forwarded-host']) }, hostIndex, trustProxy);
}

export function createRequestContext(req: IncomingMessage, options: ContextOptions): RequestContext | null {
  const matched = tenantOfRequest(req, options.hostIndex, options.trustProxy);
  if (!matched) return null;
  const { tenant, host } = matched;
  const origin = requestOrigin(req, host, options.trustProxy);
  const correlationId = correlationIdOf(req.headers[CORRELATION_HEADER]);
  const method = req.method ?? 'GET';
  const trace = requestTraceOf(req);
  const timeBudget = method === 'GET' || method === 'HEAD' ? pageTimeBudget() : null;
  const client = options.gatewayFor(tenant);
  const gateway = withTraceContext(timeBudget ? withTimeBudget(client, timeBudget) : client, trace);
  // The logger child and the catalogue calls are made on first use: most requests need neither.
  let log: Logger | undefined;
  let catalogue: CatalogueCalls | undefined;
  const reporter = options.errorReporter ?? LOG_ONLY_REPORTER;
  const logOf = (): Logger => (log ??= options.log.child({ tenant: tenant.tenant, correlationId, traceId: trace.traceId }));
  return {
    tenant,
    host,
    origin,
    correlationId,
    trace,
    url: requestUrl(req.url, origin),
    member: null,
    gateway,
    timeBudget,
    partners: options.partners ?? NO_PARTNERS,
    get catalogue() {
      return (catalogue ??= catalogueCalls(gateway, { correlationId }));
    },
    get log() {
      return logOf();
    },
    reportError: (report) => reporter.report(report, { log: logOf(), tenant: tenant.tenant, correlationId }),
  };
}

/** The origin the visitor is on: X-Forwarded-Proto behind a trusted proxy, else https but on a development host. */
export function requestOrigin(req: IncomingMessage, host: string, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : isLocalHost(host) ? 'http' : 'https';
  return `${protocol}://${host}`;
}

/**
 * The request target on `origin`. An absolute-form target (as a proxy may send) keeps only its path
 * and query: the host was matched already; anything else that is no path is the home page.
 */
export function requestUrl(target: string | undefined, origin: string): URL {
  let raw = target ?? '/';
  if (/^https?:\/\//i.test(raw)) {
    const absolute = URL.parse(raw);
    raw = absolute ? absolute.pathname + absolute.search : '/';
  }
  // `new URL('//evil', base)` would read "evil" as a host: prefixing the origin keeps it a path.
  return URL.parse(origin + (raw.startsWith('/') ? raw : '/')) ?? new URL(origin + '/');
}
