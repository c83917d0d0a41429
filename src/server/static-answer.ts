import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { NO_STORE } from '../http/cache-control.ts';
import { acceptedEncodings } from './accept-encoding.ts';
import type { FoundFile, Variant } from './static-file-lookup.ts';

/** If-None-Match against one validator: a list, weak or strong (RFC 9110 weak comparison), or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** How a static file is answered, before its body is read: the variant to send, the status and the headers. */
export interface StaticAnswer {
  status: number;
  variant: Variant;
  /** Everything but Content-Length, which the body's size gives. */
  headers: OutgoingHttpHeaders;
}

/**
 * The answer to a request for `file`: the best encoding the client accepts; validators and cache
 * headers on a 200, or a 304 for a matching If-None-Match; `status` other than 200 (the themed 404
 * and 500 pages) is never stored. A caller's Vary and Cache-Control win (a page that differs by
 * region names it, and is private for one).
 */
export function planStaticAnswer(file: FoundFile, request: IncomingHttpHeaders, status: number, extraHeaders: OutgoingHttpHeaders): StaticAnswer {
  const encodings = acceptedEncodings(request['accept-encoding']);
  const variant = file.encoded.find((v) => v.encoding !== null && encodings.includes(v.encoding)) ?? file.identity;
  // One header object, handed to Node in one writeHead: setting them one by one costs measurably more.
  const headers: OutgoingHttpHeaders = { Vary: 'Accept-Encoding', ...extraHeaders };
  if (status !== 200) {
    headers['Cache-Control'] = NO_STORE;
  } else {
    headers['Cache-Control'] = extraHeaders['Cache-Control'] ?? file.cacheControl;
    headers['ETag'] = variant.etag;
    headers['Last-Modified'] = file.lastModified;
    if (matchesEtag(request['if-none-match'], variant.etag)) return { status: 304, variant, headers };
  }
  headers['Content-Type'] = file.contentType;
  if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
  return { status, variant, headers };
}
