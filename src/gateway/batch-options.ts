import type { CallOptions } from './call-options.ts';

/** What of a call's options decides whether queries share a merged call. */
export type BatchedCallOptions = Pick<CallOptions, 'accessToken' | 'site' | 'timeoutMs'>;

/**
 * The options of a request's merged call once one more of its queries joins, or null when it may
 * not join and goes alone. A query of the catalogue (no token, no site) joins the member's queries
 * of the same request: it reads the same whatever the token. Two tokens in one request (one
 * refreshed meanwhile) go apart. The merged call waits no longer than the shortest of its queries'
 * own time-outs. Pure: the client (client.ts) does the queueing.
 */
export function joinedCallOptions<O extends BatchedCallOptions>(merged: O, joining: O): O | null {
  const token = joining.accessToken;
  if (token !== undefined && merged.accessToken !== undefined && merged.accessToken !== token) return null;
  const limits = [merged.timeoutMs, joining.timeoutMs].filter((ms) => ms !== undefined);
  return {
    ...merged,
    ...(token === undefined ? {} : { accessToken: token }),
    ...(joining.site === undefined ? {} : { site: joining.site }),
    ...(limits.length > 0 ? { timeoutMs: Math.min(...limits) } : {}),
  };
}
