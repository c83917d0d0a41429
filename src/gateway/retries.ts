import pRetry from 'p-retry';
import type { GatewayClient } from './client.ts';
import { isGatewayError } from './errors.ts';

export interface RetryOptions {
  /** Tries after the first. */
  retries?: number | undefined;
  /** The first wait; each next one is `factor` times longer (with some randomness, so clients do not retry in step). */
  minTimeoutMs?: number | undefined;
  factor?: number | undefined;
  /** Told of each failed try that will be tried again. */
  onRetry?: ((operation: string, attempt: number, error: unknown) => void) | undefined;
}

/** The build's catalogue queries: four more tries over about three seconds ride out a gateway's brief 5xx or restart. */
export const CATALOGUE_RETRIES: Required<Pick<RetryOptions, 'retries' | 'minTimeoutMs' | 'factor'>> = { retries: 4, minTimeoutMs: 200, factor: 2 };

/**
 * The client with each call tried again with backoff (p-retry) when no usable answer came
 * (`unavailable`: down, time-out, HTTP 5xx). An answer the site refuses (a GraphQL error, a bad
 * shape, a refused token) is final: asking again would get the same. For reads only: a change tried
 * twice might be made twice.
 */
export function withRetries(client: GatewayClient, { retries = CATALOGUE_RETRIES.retries, minTimeoutMs = CATALOGUE_RETRIES.minTimeoutMs, factor = CATALOGUE_RETRIES.factor, onRetry }: RetryOptions = {}): GatewayClient {
  const retried = <T>(operation: string, call: () => Promise<T>): Promise<T> =>
    pRetry(call, {
      retries,
      minTimeout: minTimeoutMs,
      factor,
      randomize: true,
      shouldRetry: ({ error }) => isGatewayError(error, 'unavailable'),
      onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
        if (retriesLeft > 0 && isGatewayError(error, 'unavailable')) onRetry?.(operation, attemptNumber, error);
      },
    });
  return {
    url: client.url,
    graphql: (operation, document, variables, schema, options) => retried(operation, () => client.graphql(operation, document, variables, schema, options)),
    api: (request, schema, options) => retried(request.path, () => client.api(request, schema, options)),
  };
}
