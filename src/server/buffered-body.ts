import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

type WriteCallback = (error?: Error | null) => void;

/**
 * Collects a response and sends it in one piece at its end, with a Content-Length instead of
 * chunked encoding. Astro's Node handler writes a page as its body stream yields it, without a
 * length, and a streamed page as many small chunks, each its own socket write; a server-rendered
 * page of this site is a few tens of kilobytes and complete within milliseconds, so nothing is
 * gained by streaming it (astro.config.mjs renders it to one string) and every chunk costs a system
 * call (measured with bench:ssr).
 * The cookies the site server set before the page ran (a cleared session, an arrival's sales
 * tracking) are sent beside the page's own: the headers given to `writeHead` would replace them.
 */
export function bufferBody(res: ServerResponse): void {
  const chunks: Buffer[] = [];
  const writeHead = res.writeHead.bind(res) as (status: number, headers: OutgoingHttpHeaders) => ServerResponse;
  const end = res.end.bind(res) as (body: Buffer, callback: () => void) => ServerResponse;
  let head: { status: number; headers: OutgoingHttpHeaders } | null = null;
  const collect = (chunk: unknown, encoding?: unknown): void => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
  };
  const callbackOf = (args: readonly unknown[]): WriteCallback | undefined => args.find((arg): arg is WriteCallback => typeof arg === 'function');

  // The status line and headers wait for the body: only then is its length known.
  res.writeHead = (status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    head = { status, headers: headers ?? {} };
    return res;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const body = Buffer.concat(chunks);
    if (head) writeHead(head.status, { ...head.headers, ...serverCookiesKept(res, head.headers), 'content-length': body.length });
    const callback = callbackOf([chunk, ...rest]);
    return end(body, () => callback?.());
  }) as ServerResponse['end'];
}

/** The page's `Set-Cookie` headers after those already on the response, when both set some. */
function serverCookiesKept(res: ServerResponse, headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const page = headers['set-cookie'];
  const server = res.getHeader('set-cookie');
  if (page === undefined || server === undefined) return {};
  return { 'set-cookie': [server, page].flat().map(String) };
}
