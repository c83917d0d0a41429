import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORRELATION_HEADER, correlationIdOf } from '../http/correlation.ts';
import type { Logger } from './log.ts';

/** What the request log says of a request beside its method and path. */
export interface RequestLogEntry {
  /** The path the visitor asked for, read as the request arrived: the site server may render it under an internal path (req.url). */
  path: string;
  /** 0 when the connection closed before the answer was sent. */
  status: number;
  ms: number;
  tenant: string | null;
  traceId: string;
  /** The server's own warm-up before readiness (./warm-up.ts): written at debug, and tagged. */
  warmUp?: boolean;
}

/** The level of a request's line: the server's own warm-up's is debug; a 5xx (or no answer) is a warning, the rest info. */
export function requestLogLevel(status: number, warmUp = false): 'warn' | 'info' | 'debug' {
  if (warmUp) return 'debug';
  return status >= 500 || status === 0 ? 'warn' : 'info';
}

/**
 * One line per request once its answer is sent (or its connection closed first): method, path,
 * status, duration, tenant, correlation id and trace id. Never the query, the headers or a cookie: a
 * query may carry an email or a one-time login token. A 5xx is a warning; everything else is info,
 * so LOG_LEVEL=info shows the request log and the spec's default (warn) shows only the failures.
 * The caller asks `log.isLevelEnabled(requestLogLevel(status, warmUp))` first, and makes the entry only then.
 */
export function writeRequestLog(log: Logger, req: IncomingMessage, res: ServerResponse, { path, status, ms, tenant, traceId, warmUp }: RequestLogEntry): void {
  const correlationId = String(res.getHeader(CORRELATION_HEADER) ?? correlationIdOf(req.headers[CORRELATION_HEADER]));
  log[requestLogLevel(status, warmUp)](
    { method: req.method, path, status, ms: Math.round(ms * 10) / 10, tenant, correlationId, traceId, ...(warmUp ? { warmUp } : {}) },
    status === 0 ? 'request closed before its answer' : 'request',
  );
}
