import { randomUUID } from 'node:crypto';
import { CORRELATION_META } from '../shell/error-screen/page-meta.ts';

/** Browsing and membership spec section 7: a correlation id header on every request to the gateway. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** What an incoming id may look like to be passed on: anything else is replaced, never echoed. */
const SAFE_CORRELATION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's correlation id: the caller's own (a proxy or CDN that set one) when it is safe to log
 * and forward, else a fresh one. It ties the site server's log lines to the gateway's.
 */
export function correlationIdOf(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SAFE_CORRELATION_ID.test(value) ? value : randomUUID();
}


/**
 * The page's correlation id, in its head: written by whoever sends a page rendered for a request
 * (the site server into a prerendered page's head, AppShell into a page it renders), never by a
 * hole, whose kept view is shared by many requests. The id is safe as it is (SAFE_CORRELATION_ID, or a UUID).
 */
export function correlationMeta(correlationId: string): string {
  return `<meta name="${CORRELATION_META}" content="${correlationId}">`;
}
