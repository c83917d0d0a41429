import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleWhen, IsolatedCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import type { GatewayClient } from './client.ts';
import { GatewayError, isGatewayError } from './errors.ts';

/** Failed calls in a row (down, time-out, HTTP 5xx) after which the gateway is taken to be failing. */
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

/** The client and its breaker, for the readiness check and the tests. */
export interface GuardedGatewayClient extends GatewayClient {
  readonly breaker: CircuitBreakerPolicy;
}

/**
 * One circuit breaker (cockatiel) for one upstream: after `failures` calls in a row that got no
 * usable answer, every call fails at once as `unavailable` (the kind pages degrade on) without
 * touching the network, until a single probe after `halfOpenAfterMs` gets an answer. An answer the
 * site refuses (a GraphQL error, an expired token) is the upstream working, and does not count.
 */
export function withCircuitBreaker(client: GatewayClient, { log, failures = BREAKER_FAILURES, halfOpenAfterMs = BREAKER_HALF_OPEN_AFTER_MS }: CircuitBreakerOptions): GuardedGatewayClient {
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
  const breaker = circuitBreaker(
    handleWhen(failedAnew),
    { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(failures) },
  );
  breaker.onBreak((reason) => {
    const err = 'error' in reason ? reason.error : undefined;
    log.error({ upstream: client.url, err }, `gateway circuit opened: calls fail at once for ${halfOpenAfterMs} ms, then one probe`);
  });
  breaker.onReset(() => log.info({ upstream: client.url }, 'gateway circuit closed: the probe was answered'));

  async function guarded<T>(operation: string, call: () => Promise<T>): Promise<T> {
    try {
      return await breaker.execute(call);
    } catch (error) {
      if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
        throw new GatewayError('unavailable', operation, `Gateway ${client.url}: ${operation} not sent: the gateway is failing (circuit open)`, { cause: error });
      }
      throw error;
    }
  }

  return {
    url: client.url,
    breaker,
    graphql: (operation, document, variables, schema, options) => guarded(operation, () => client.graphql(operation, document, variables, schema, options)),
    api: (request, schema, options) => guarded(request.path, () => client.api(request, schema, options)),
  };
}
