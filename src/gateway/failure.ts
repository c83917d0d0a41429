import type { ActionErrorCode } from 'astro:actions';
import { isGatewayError, type GatewayError, type GatewayErrorKind } from './errors.ts';

/** The gateway answered something unusable. */
export const BAD_GATEWAY = 502;
/** The gateway did not answer at all (down or too slow). */
export const SERVICE_UNAVAILABLE = 503;

/** What a page shows when a call of its own failed and no message of the spec fits better. */
export const UPSTREAM_FAILED_MESSAGE = 'This page could not be loaded right now. Please try again in a moment.';
/** Membership spec section 8, lists. */
export const LISTS_FAILED_MESSAGE = 'Unable to load channels/categories at this time, please try again later';

/** Where a failure is logged: the request's logger (src/server/log.ts). */
export interface WarnLog {
  warn(fields: object, message: string): void;
}

export interface GatewayFailure {
  ok: false;
  status: typeof BAD_GATEWAY | typeof SERVICE_UNAVAILABLE;
  kind: GatewayErrorKind;
}
export type Loaded<T> = { ok: true; data: T } | GatewayFailure;

/** The status a page answers with when its gateway call failed. */
export function failureStatus(kind: GatewayErrorKind): GatewayFailure['status'] {
  return kind === 'unavailable' ? SERVICE_UNAVAILABLE : BAD_GATEWAY;
}

/**
 * The Action error of a failed call for one thing an island names (a video's streams, a picture
 * set's zip): the upstream's refusal keeps its meaning. The thing's id is the one input the member
 * gives, so the upstream's BAD_USER_INPUT means there is no such thing.
 */
export function namedThingFailureCode(error: Pick<GatewayError, 'kind' | 'code'>): ActionErrorCode {
  if (error.kind === 'unauthorised') return 'UNAUTHORIZED';
  if (error.code === 'FORBIDDEN') return 'FORBIDDEN';
  if (error.code === 'BAD_USER_INPUT') return 'NOT_FOUND';
  return error.kind === 'unavailable' ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY';
}

/**
 * Runs one gateway call for a page: a GatewayError becomes a failure the page renders with its
 * message (the cause is logged on the server with the request's correlation id, never shown);
 * anything else is a bug and is thrown on, to the themed 500.
 */
export async function loadFromGateway<T>(what: string, call: () => Promise<T>, log: WarnLog): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    log.warn({ operation: error.operation, kind: error.kind, err: error }, `${what} failed`);
    return { ok: false, status: failureStatus(error.kind), kind: error.kind };
  }
}
