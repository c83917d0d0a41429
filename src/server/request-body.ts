import { IncomingMessage, type ServerResponse } from 'node:http';
import { ACTIONS_PATH_PREFIX } from '../http/action-request.ts';
import { NO_STORE } from '../http/cache-control.ts';

/**
 * Request bodies, read once by the site server and never past their cap. One process serves every
 * tenant, so one sender's body must not take the memory of all ten brands: the declared length is
 * checked before a byte is read, a chunked body is counted as it arrives, and either answers 413 at
 * once, the connection closed behind it so nothing more is read. A body within its cap is handed on
 * whole as `req.body`, which the tenant's Astro handler reads instead of the stream (Astro's Node
 * app takes a body already read) and so do the request hooks (requestBodyOf).
 */

/** The cap of every path that has no smaller one of its own (a request hook's bodyLimit): an Action's form, an island's call. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** The request as the site server hands it on: its body read, or none. */
type WithBody = IncomingMessage & { body?: Buffer };

/** Whether the request says it carries a body: a length above 0, or a transfer encoding (chunked). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The body the site server read (empty when there was none). */
export function requestBodyOf(req: IncomingMessage): Buffer {
  return (req as WithBody).body ?? Buffer.alloc(0);
}

/**
 * The request again, its stream yielding the body the site server read: for a handler that reads
 * the stream itself rather than `req.body` (Astro's dev server, behind `npm run dev`).
 */
export function replayedRequest(req: IncomingMessage): IncomingMessage {
  const body = (req as WithBody).body;
  if (body === undefined) return req;
  const replay = new IncomingMessage(req.socket);
  Object.assign(replay, { method: req.method, url: req.url, headers: req.headers, rawHeaders: req.rawHeaders, httpVersion: req.httpVersion, body });
  replay.push(body);
  replay.push(null);
  return replay;
}

/** What reading came to: the body is read (or there was none), it was too large (413 sent), or the sender broke off. */
export type BodyOutcome = 'read' | 'too-large' | 'cut-off';

/**
 * Reads the body of `req` up to `limit` bytes into `req.body`. A declared length above the limit is
 * refused before any byte is read; a body that grows past it while it arrives is refused at that
 * byte. The 413 closes the connection once sent: Node would otherwise read the rest to reuse it.
 */
export async function readBodyWithin(req: IncomingMessage, res: ServerResponse, limit: number): Promise<BodyOutcome> {
  if (!hasBody(req)) return 'read';
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return refuse(req, res);
  const chunks: Buffer[] = [];
  let received = 0;
  const outcome = await new Promise<BodyOutcome>((resolve) => {
    const finish = (result: BodyOutcome) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        req.pause();
        finish('too-large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish('read');
    const onError = () => finish('cut-off');
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onError);
  });
  if (outcome === 'too-large') return refuse(req, res);
  if (outcome === 'read') (req as WithBody).body = Buffer.concat(chunks, received);
  return outcome;
}

/**
 * The 413, as the caller reads it (an island's Action call an Action error). `Connection: close`
 * makes Node end the socket as soon as the answer is out, rather than read the rest of the body to
 * keep the connection for another request.
 */
function refuse(req: IncomingMessage, res: ServerResponse): 'too-large' {
  const headers = { 'Cache-Control': NO_STORE, Connection: 'close' };
  if ((req.url ?? '').startsWith(ACTIONS_PATH_PREFIX)) {
    res.writeHead(413, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ type: 'AstroActionError', code: 'CONTENT_TOO_LARGE', status: 413, message: BODY_TOO_LARGE_MESSAGE }));
  } else {
    res.writeHead(413, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(BODY_TOO_LARGE_MESSAGE);
  }
  return 'too-large';
}
