import type { GatewayClient } from './client.ts';
import { GatewayError } from './errors.ts';

/**
 * How long the gateway calls of one page view may take together. A page answers within this and
 * its render (a few milliseconds), so with the gateway hung a member still gets the page's degraded
 * parts or the unavailable page in well under 2.5 s, instead of one 10 s client time-out per call.
 */
export const PAGE_TIME_BUDGET_MS = 2_000;

/**
 * The client as one page view calls it: every call gets what is left of the view's budget as its
 * time-out, and once the budget is spent a call is not sent at all (it fails at once as
 * `unavailable`, the kind a page already degrades on).
 */
export function withTimeBudget(client: GatewayClient, budgetMs: number = PAGE_TIME_BUDGET_MS, now: () => number = performance.now.bind(performance)): GatewayClient {
  const deadline = now() + budgetMs;
  const left = (operation: string): number => {
    const ms = Math.floor(deadline - now());
    if (ms <= 0) throw new GatewayError('unavailable', operation, `Gateway ${client.url}: ${operation} not sent: the page's time budget of ${budgetMs} ms is spent`);
    return ms;
  };
  return {
    url: client.url,
    graphql: async (operation, document, variables, schema, options) =>
      client.graphql(operation, document, variables, schema, { ...options, timeoutMs: Math.min(left(operation), options.timeoutMs ?? Infinity) }),
    api: async (request, schema, options) => client.api(request, schema, { ...options, timeoutMs: Math.min(left(request.path), options.timeoutMs ?? Infinity) }),
  };
}
