import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PRIVATE_CACHE } from '../http/cache-control.ts';
import { readSessionId } from '../session/cookie.ts';

/** What a file of the tenant's output answers as it is: the same bytes for every visitor. */
const FILE_STATUSES: ReadonlySet<number> = new Set([200, 304]);

type WriteHead = (status: number, ...rest: unknown[]) => ServerResponse;

function privateHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control');
  return { ...Object.fromEntries(kept), 'Cache-Control': PRIVATE_CACHE };
}

/**
 * Makes every answer to a request that carries a session cookie `private, no-store`, whatever wrote
 * it: the members endpoints, a page, a redirect, an Action's result, the 404 and 500 pages. A signed-in
 * member's answers are theirs alone, and a shared cache or the browser's history must never keep
 * one. Only a file asked for by its own path (an asset, an icon) and answered as it is keeps its
 * cache: the same bytes for everyone, fetched again on every page otherwise. The header is set
 * where Node writes the head, so no part of the site can leave it out.
 */
export function keepPrivate(req: IncomingMessage, res: ServerResponse, { host, fileRequest }: { host: string; fileRequest: boolean }): void {
  if (readSessionId(req.headers.cookie, host) === null) return;
  const writeHead = res.writeHead.bind(res) as WriteHead;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (fileRequest && FILE_STATUSES.has(status)) return writeHead(status, ...rest);
    // Node merges the response's own headers under those given here: both are made private.
    res.setHeader('Cache-Control', PRIVATE_CACHE);
    return writeHead(
      status,
      ...rest.map((arg) => (typeof arg === 'object' && arg !== null && !Array.isArray(arg) ? privateHeaders(arg as OutgoingHttpHeaders) : arg)),
    );
  });
}
