import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseRange } from './byte-ranges.ts';

/** What is sent: a file on disk or bytes made for this answer (a playlist carrying its token). */
export type Body = { path: string; stats: Pick<Stats, 'size' | 'mtimeMs'> } | { bytes: Buffer };

export interface SendOptions {
  type: string;
  cacheControl: string;
  /** `attachment; filename="…"` for downloads. */
  disposition?: string;
}

/**
 * Media is fetched cross-origin by the sites' players (hls.js reads playlists with fetch); a token
 * in the URL, never a cookie, is what grants a file, so any origin may read what it holds a URL for.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Accept-Ranges, Content-Length, Content-Range, ETag',
};

/** The answer to a CORS preflight (a Range header from a player's fetch needs one). */
export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    'access-control-allow-methods': 'GET, HEAD, OPTIONS',
    'access-control-allow-headers': 'Range, If-None-Match, If-Range',
    'access-control-max-age': '86400',
  });
  res.end();
}

/** A plain-text answer: 403, 404, 405, 503 and their reason. */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

function etagOf(body: Body): string {
  if ('bytes' in body) return `"${createHash('sha1').update(body.bytes).digest('base64url').slice(0, 16)}"`;
  return `"${body.stats.size.toString(36)}-${Math.floor(body.stats.mtimeMs).toString(36)}"`;
}

/** If-None-Match: any listed tag equal to ours (weak comparison, RFC 9110 section 13.1.2), or "*". */
function matchesNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends `body` for a GET or HEAD: ETag and If-None-Match (304), one byte range (206 with
 * Content-Range, 416 when out of reach, If-Range honoured), Accept-Ranges on every answer.
 */
export function sendBody(req: IncomingMessage, res: ServerResponse, body: Body, options: SendOptions): void {
  const size = 'bytes' in body ? body.bytes.length : body.stats.size;
  const etag = etagOf(body);
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'content-type': options.type,
    'cache-control': options.cacheControl,
    'accept-ranges': 'bytes',
    etag,
    ...(options.disposition ? { 'content-disposition': options.disposition } : {}),
  };
  if (matchesNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(req.headers.range, size) : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable') {
    sendText(res, 416, `The range ${req.headers.range ?? ''} is outside this file of ${size} bytes.`, {
      ...headers,
      'content-range': `bytes */${size}`,
      'content-type': 'text/plain; charset=utf-8',
    });
    return;
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : size - 1;
  const status = range.kind === 'partial' ? 206 : 200;
  res.writeHead(status, {
    ...headers,
    'content-length': String(Math.max(0, end - start + 1)),
    ...(range.kind === 'partial' ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  if ('bytes' in body) {
    res.end(body.bytes.subarray(start, end + 1));
    return;
  }
  const stream = createReadStream(body.path, { start, end });
  // A player that seeks closes the connection mid-file: stop reading, it is not an error.
  res.on('close', () => stream.destroy());
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
