import { metrics, type CallOutcome } from '../observability/metrics.ts';
import type { ApiRequest } from './api-client.ts';
import { isCircuitOpen } from './circuit-breaker.ts';
import type { GatewayClient } from './client.ts';
import { isGatewayError } from './errors.ts';

/**
 * A REST call's operation label: its method and resource, the path's first segment (and the second
 * after a version, `/v2/user`). Later segments may hold what a visitor typed (`/signup-extern/{biller}`):
 * a label of its own for each would be a series per visitor.
 */
export function restOperation({ method, path }: Pick<ApiRequest, 'method' | 'path'>): string {
  const [first = '', second] = path.split('/').filter((segment) => segment !== '');
  return `${method} /${/^v\d+$/.test(first) && second !== undefined ? `${first}/${second}` : first}`;
}

function outcomeOf(error: unknown): CallOutcome {
  if (isCircuitOpen(error)) return 'circuit-open';
  return isGatewayError(error) ? error.kind : 'bad-answer';
}

/**
 * The client with each call counted and timed (paysite_gateway_call_duration_seconds) by operation
 * and outcome. Put outside the circuit breaker, so that calls the open circuit refused are counted
 * as `circuit-open`.
 */
export function withCallMetrics(client: GatewayClient): GatewayClient {
  const { gatewayCalls } = metrics();
  const timed = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    let outcome: CallOutcome = 'ok';
    try {
      return await call();
    } catch (error) {
      outcome = outcomeOf(error);
      throw error;
    } finally {
      gatewayCalls.observe({ operation, outcome }, (performance.now() - started) / 1000);
    }
  };
  return {
    url: client.url,
    graphql: (operation, document, variables, schema, options) => timed(operation, () => client.graphql(operation, document, variables, schema, options)),
    api: (request, schema, options) => timed(restOperation(request), () => client.api(request, schema, options)),
  };
}
