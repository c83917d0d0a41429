import type { GatewayClient } from './client.ts';
import { GatewayError } from './errors.ts';

/**
 * How long the upstream calls of one page view may take together: its gateway calls and the
 * member's token refresh. A page answers within this and its render (a few milliseconds), so with
 * the gateway or the identity provider hung a member still gets the page's degraded parts or the
 * unavailable page in well under 2.5 s, instead of one 10 s client time-out per call.
 */
export const PAGE_TIME_BUDGET_MS = 2_000;

/** One page view's budget: what is left of it, and a wait bounded by it. */
export interface TimeBudget {
  readonly budgetMs: number;
  /** Milliseconds left; throws the `unavailable` GatewayError for `what` once none are. */
  left(what: string): number;
  /**
   * `work`, or the `unavailable` GatewayError for `what` once the budget is spent first. The work
   * itself goes on: a token refresh that finishes late still saves the rotated tokens it was given.
   */
  within<T>(what: string, work: Promise<T>): Promise<T>;
}

export function pageTimeBudget(budgetMs: number = PAGE_TIME_BUDGET_MS, now: () => number = performance.now.bind(performance)): TimeBudget {
  const deadline = now() + budgetMs;
  const spent = (what: string) => new GatewayError('unavailable', what, `${what} not done: the page's time budget of ${budgetMs} ms is spent`);
  const left = (what: string): number => {
    const ms = Math.floor(deadline - now());
    if (ms <= 0) throw spent(what);
    return ms;
  };
  return {
    budgetMs,
    left,
    async within(what, work) {
      const ms = left(what);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(spent(what)), ms);
      });
      work.catch(() => undefined);
      try {
        return await Promise.race([work, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The client as one page view calls it: every call gets what is left of the view's budget as its
 * time-out, and once the budget is spent a call is not sent at all (it fails at once as
 * `unavailable`, the kind a page already degrades on).
 */
export function withTimeBudget(client: GatewayClient, budget: TimeBudget = pageTimeBudget()): GatewayClient {
  const left = (operation: string): number => {
    try {
      return budget.left(operation);
    } catch {
      throw new GatewayError('unavailable', operation, `Gateway ${client.url}: ${operation} not sent: the page's time budget of ${budget.budgetMs} ms is spent`);
    }
  };
  return {
    url: client.url,
    graphql: async (operation, document, variables, schema, options) =>
      client.graphql(operation, document, variables, schema, { ...options, timeoutMs: Math.min(left(operation), options.timeoutMs ?? Infinity) }),
    api: async (request, schema, options) => client.api(request, schema, { ...options, timeoutMs: Math.min(left(request.path), options.timeoutMs ?? Infinity) }),
  };
}
