import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One line of the stand-in's request log: what the site sent it, so a test (or a developer) can
 * follow one page view from the site's log line to the gateway by its correlation id or trace id.
 */
export interface UpstreamRequestEntry {
  method: string;
  /** Without the query: a query may carry an email or a token. */
  path: string;
  status: number;
  ms: number;
  correlationId: string | null;
  /** The W3C trace id of the `traceparent` it received, and the caller's span id (its parent). */
  traceId: string | null;
  parentId: string | null;
}

/** `00-<trace id>-<parent id>-<flags>`: read here, the stand-in being apart from the site's code. */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}/;

/** Writes an entry for each request once it is answered (or its connection closed first). */
export function requestLog(write: (entry: UpstreamRequestEntry) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : null);
    const trace = TRACEPARENT.exec(header('traceparent') ?? '');
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      write({
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        status: res.writableFinished ? res.statusCode : 0,
        ms: Math.round((performance.now() - started) * 10) / 10,
        correlationId: header('x-correlation-id'),
        traceId: trace?.[1] ?? null,
        parentId: trace?.[2] ?? null,
      });
    };
    res.on('finish', done);
    res.on('close', done);
  };
}
