import { UpstreamError } from '../catalogue/errors.ts';

/** Membership spec section 8: "Search: 'An Error Occured.'" (spelled so by the spec). */
export const SEARCH_ERROR_MESSAGE = 'An Error Occured.';
/** The upstream answered something unusable (errors, garbage). */
export const BAD_GATEWAY = 502;
/** The upstream did not answer at all (down or too slow). */
export const SERVICE_UNAVAILABLE = 503;

/** What a page shows when its upstream call failed: the status to answer with. */
export interface UpstreamFailure {
  ok: false;
  status: typeof BAD_GATEWAY | typeof SERVICE_UNAVAILABLE;
}
export type Loaded<T> = { ok: true; data: T } | UpstreamFailure;

/**
 * Runs one upstream call for a page. An UpstreamError becomes a failure the page renders (the
 * cause is logged on the server, never shown); anything else is a bug and is thrown on.
 */
export async function loadFromUpstream<T>(what: string, call: () => Promise<T>, log: (line: string) => void = console.error): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log(`${what}: ${error.message}`);
    return { ok: false, status: failureStatus(error) };
  }
}

/** A network failure or time-out carries its cause; a bad answer is either a GraphQL error or a failed schema. */
function failureStatus(error: UpstreamError): UpstreamFailure['status'] {
  const cause = error.cause as { name?: string; response?: unknown } | undefined;
  if (cause === undefined || cause.response !== undefined) return BAD_GATEWAY;
  return SERVICE_UNAVAILABLE;
}
