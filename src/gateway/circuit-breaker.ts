import { BrokenCircuitError, circuitBreaker, CircuitState, ConsecutiveBreaker, handleWhen, IsolatedCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import { metrics } from '../observability/metrics.ts';
import type { GatewayClient } from './client.ts';
import { GatewayError, isGatewayError } from './errors.ts';

/** Failed calls in a row (down, time-out, HTTP 5xx) after which an upstream is taken to be failing. */
export const BREAKER_FAILURES = 5;
/** How long an open circuit answers at once before one probe call is let through. */
export const BREAKER_HALF_OPEN_AFTER_MS = 5_000;

export interface BreakerLog {
  error(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface CircuitBreakerOptions {
  log: BreakerLog;
  failures?: number | undefined;
  halfOpenAfterMs?: number | undefined;
}

/** The breaker's states as the metrics name them (paysite_breaker_state). */
const STATE_NAMES: Readonly<Record<CircuitState, string>> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/** One upstream's circuit breaker, for any client of it (the gateway's, the identity provider's). */
export interface UpstreamBreaker {
  readonly policy: CircuitBreakerPolicy;
  /** Runs `call`; while the circuit is open it is not run, and `refused(cause)` is thrown at once. */
  run<T>(call: () => Promise<T>, refused: (cause: Error) => Error): Promise<T>;
}

/**
 * One circuit breaker (cockatiel) for one upstream, named `upstream` in the logs and the metrics:
 * after `failures` calls in a row that `failed` says got no usable answer, every call fails at once
 * without touching the network, until a single probe after `halfOpenAfterMs` gets an answer.
 */
export function upstreamBreaker(
  upstream: string,
  failed: (error: unknown) => boolean,
  { log, failures = BREAKER_FAILURES, halfOpenAfterMs = BREAKER_HALF_OPEN_AFTER_MS }: CircuitBreakerOptions,
): UpstreamBreaker {
  const policy = circuitBreaker(handleWhen(failed), { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(failures) });
  const { breakerOpens, breakerState } = metrics();
  const showState = (state: CircuitState) => {
    for (const name of new Set(Object.values(STATE_NAMES))) breakerState.set({ upstream, state: name }, name === STATE_NAMES[state] ? 1 : 0);
  };
  showState(policy.state);
  policy.onStateChange(showState);
  policy.onBreak((reason) => {
    breakerOpens.inc({ upstream });
    log.error({ upstream, err: 'error' in reason ? reason.error : undefined }, `${upstream}: circuit opened: calls fail at once for ${halfOpenAfterMs} ms, then one probe`);
  });
  policy.onReset(() => log.info({ upstream }, `${upstream}: circuit closed: the probe was answered`));
  return {
    policy,
    async run(call, refused) {
      try {
        return await policy.execute(call);
      } catch (error) {
        if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) throw refused(error);
        throw error;
      }
    },
  };
}

/** Whether a gateway call failed because its circuit is open (it was never sent). */
export function isCircuitOpen(error: unknown): boolean {
  return isGatewayError(error, 'unavailable') && (error.cause instanceof BrokenCircuitError || error.cause instanceof IsolatedCircuitError);
}

/** The client and its breaker, for the readiness check and the tests. */
export interface GuardedGatewayClient extends GatewayClient {
  readonly breaker: CircuitBreakerPolicy;
}

/**
 * The gateway client behind its upstream's breaker: a call that got no usable answer (`unavailable`:
 * down, time-out, HTTP 5xx) counts; once the circuit is open every call fails at once as
 * `unavailable`, the kind pages degrade on. An answer the site refuses (a GraphQL error, an expired
 * token) is the upstream working, and does not count.
 */
export function withCircuitBreaker(client: GatewayClient, options: CircuitBreakerOptions): GuardedGatewayClient {
  // The queries of one merged call (src/gateway/batch.ts) fail together with the same cause: the
  // upstream failed once, and counts once, not once per query of the page.
  const counted = new WeakSet<object>();
  const failedAnew = (error: unknown): boolean => {
    if (!isGatewayError(error, 'unavailable')) return false;
    const cause: unknown = error.cause;
    if (typeof cause !== 'object' || cause === null) return true;
    if (counted.has(cause)) return false;
    counted.add(cause);
    return true;
  };
  const breaker = upstreamBreaker(client.url, failedAnew, options);
  const guarded = <T>(operation: string, call: () => Promise<T>): Promise<T> =>
    breaker.run(call, (cause) => new GatewayError('unavailable', operation, `Gateway ${client.url}: ${operation} not sent: the gateway is failing (circuit open)`, { cause }));

  return {
    url: client.url,
    breaker: breaker.policy,
    graphql: (operation, document, variables, schema, options) => guarded(operation, () => client.graphql(operation, document, variables, schema, options)),
    api: (request, schema, options) => guarded(request.path, () => client.api(request, schema, options)),
  };
}
