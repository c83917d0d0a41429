import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * Every metric the site exports, named once (docs/deploy.md says what each means; docs/ops/ reads
 * them). Labels are bounded by the code and the tenant files: a tenant, an answer kind, a status
 * class, an operation name, an outcome, an upstream, a role. Never a path, a slug, a member or a
 * correlation id: each of those would make a new series per visitor.
 *
 * To count something new, add one line to `defineMetrics` below, and a function that counts it.
 */

/** Who asked: a request with a session cookie (a member, or a login under way), or a visitor. The request metrics' `audience` label. */
export type Audience = 'member' | 'visitor';
/** What answered a request: the request metrics' `kind` label. */
export type AnswerKind = 'static' | 'member-page' | 'rendered' | 'action' | 'redirect' | 'error';
/** The site's calls to the gateway: their `outcome` label (src/gateway/call-metrics.ts). */
export type CallOutcome = 'ok' | 'unauthorised' | 'bad-answer' | 'unavailable' | 'circuit-open';
/** A token refresh's outcome: renewed, the session ended (the provider refused the refresh token), or the provider failed. */
export type RefreshOutcome = 'renewed' | 'ended' | 'failed';
/** A hole's view looked up among the kept ones (src/holes/hole-cache.ts): kept, or rendered. */
export type HoleLookupResult = 'hit' | 'miss';
/** A login's outcome: signed in, refused by the provider (or a callback that completes nothing), or the provider failed. */
export type LoginOutcome = 'signed-in' | 'refused' | 'failed';
/** What went wrong with Redis: a connection lost, a command with no answer in time, refused while not connected, refused by Redis. */
export type RedisErrorKind = 'connection' | 'timeout' | 'unavailable' | 'command';

/** Seconds: from a static file's tenth of a millisecond to a member page that met its 2 s budget and more. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function defineMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: 'paysite_http_request_duration_seconds',
      help: 'Requests answered, by tenant, audience (member: with a session cookie; visitor), answer kind (static, member-page, rendered, action, redirect, error) and status class, with how long each took to its last byte.',
      labelNames: ['tenant', 'audience', 'kind', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    gatewayCalls: new Histogram({
      name: 'paysite_gateway_call_duration_seconds',
      help: 'Calls to the gateway (GraphQL operations and REST resources), by operation and outcome, with how long each took.',
      labelNames: ['operation', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    breakerOpens: new Counter({ name: 'paysite_breaker_opens_total', help: 'Times an upstream\'s circuit breaker opened (its calls then fail at once).', labelNames: ['upstream'], registers }),
    breakerState: new Gauge({ name: 'paysite_breaker_state', help: 'Each upstream\'s circuit breaker: 1 for the state it is in (closed, open, half-open), 0 for the others.', labelNames: ['upstream', 'state'], registers }),
    logins: new Counter({ name: 'paysite_session_logins_total', help: 'Logins finished at the callback, by tenant and outcome (signed-in, refused, failed).', labelNames: ['tenant', 'outcome'], registers }),
    refreshes: new Counter({ name: 'paysite_session_refreshes_total', help: 'Refresh-token grants sent to the identity provider, by outcome (renewed, ended, failed).', labelNames: ['outcome'], registers }),
    redisErrors: new Counter({ name: 'paysite_redis_errors_total', help: 'Redis commands that failed and connections lost, by role (session store, rate limits) and kind.', labelNames: ['role', 'kind'], registers }),
    holeCache: new Counter({ name: 'paysite_hole_cache_lookups_total', help: 'Hole views of member pages looked up among the kept ones, by hole kind and result (hit: kept; miss: rendered).', labelNames: ['hole', 'result'], registers }),
    rateLimitRefusals: new Counter({ name: 'paysite_rate_limit_refusals_total', help: 'Requests refused with 429 by the rate limits, by kind (login, action).', labelNames: ['kind'], registers }),
    buildServedAt: new Gauge({ name: 'paysite_build_served_timestamp_seconds', help: 'When the build each tenant serves was made (Unix time).', labelNames: ['tenant'], registers }),
    buildPages: new Gauge({ name: 'paysite_build_pages', help: 'HTML pages of the build each tenant serves.', labelNames: ['tenant'], registers }),
    buildLastRunAt: new Gauge({ name: 'paysite_build_last_run_timestamp_seconds', help: 'When each tenant\'s last build ended, rebuilt or failed (Unix time).', labelNames: ['tenant'], registers }),
    buildLastRunSeconds: new Gauge({ name: 'paysite_build_last_run_duration_seconds', help: 'How long each tenant\'s last build took.', labelNames: ['tenant'], registers }),
    buildLastRunFailed: new Gauge({ name: 'paysite_build_last_run_failed', help: '1 when each tenant\'s last build failed (it still serves its earlier build), else 0.', labelNames: ['tenant'], registers }),
  };
}

export type SiteMetrics = ReturnType<typeof defineMetrics>;

/**
 * The metrics of this process. Held on globalThis: each tenant's server build bundles its own copy
 * of the site's modules, and a count made in one (a hole's, say) must land in the one registry
 * `/metrics` reads, not in a copy nobody scrapes.
 */
const KEY = Symbol.for('paysite.metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: SiteMetrics | undefined };

export function metrics(): SiteMetrics {
  const current = holder[KEY] ?? defineMetrics();
  holder[KEY] = current;
  return current;
}

let processMetrics = false;
/** Adds Node's own metrics (CPU, memory, event-loop lag, …): once, when the metrics are served. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metrics().registry });
}

/** The status class label: 2xx … 5xx, or `none` for a request whose connection closed before its answer. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'none';
}

export function countRedisError(role: string, kind: RedisErrorKind): void {
  metrics().redisErrors.inc({ role, kind });
}

export function countRefresh(outcome: RefreshOutcome): void {
  metrics().refreshes.inc({ outcome });
}

export function countLogin(tenant: string, outcome: LoginOutcome): void {
  metrics().logins.inc({ tenant, outcome });
}

export function countRateLimitRefusal(kind: string): void {
  metrics().rateLimitRefusals.inc({ kind });
}

/** The counters of each hole kind and result, bound once: a member's page looks up a dozen holes or more. */
const holeLookups = new Map<string, { inc(): void }>();
export function countHoleLookup(hole: string, result: HoleLookupResult): void {
  const key = `${hole}:${result}`;
  let counter = holeLookups.get(key);
  if (!counter) holeLookups.set(key, (counter = metrics().holeCache.labels(hole, result)));
  counter.inc();
}
