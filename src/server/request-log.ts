import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORRELATION_HEADER, correlationIdOf } from '../http/correlation.ts';
import { resolveTenant } from '../tenants/host.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import type { Logger } from './log.ts';
import { firstValue } from './request-context.ts';

export interface RequestLogOptions {
  log: Logger;
  hostIndex: ReadonlyMap<string, TenantConfig>;
  trustProxy: boolean;
}

/**
 * One line per request once its answer is sent (or its connection closed first): method, path,
 * status, duration, tenant and correlation id. Never the query, the headers or a cookie: a query may
 * carry an email or a one-time login token. A 5xx is a warning; everything else is info, so
 * LOG_LEVEL=info shows the request log and the spec's default (warn) shows only the failures.
 */
export function createRequestLog({ log, hostIndex, trustProxy }: RequestLogOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!log.isLevelEnabled('warn')) return;
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      // A live stream (the content-ops console's events) ends when its reader leaves: that is its answer.
      const status = res.writableFinished || String(res.getHeader('content-type')).startsWith('text/event-stream') ? res.statusCode : 0;
      const level = status >= 500 || status === 0 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const target = req.url ?? '/';
      const query = target.indexOf('?');
      const tenant = resolveTenant({ host: req.headers.host, forwardedHost: firstValue(req.headers['x-forwarded-host']) }, hostIndex, trustProxy)?.tenant.tenant ?? null;
      const correlationId = String(res.getHeader(CORRELATION_HEADER) ?? correlationIdOf(req.headers[CORRELATION_HEADER]));
      log[level](
        { method: req.method, path: query === -1 ? target : target.slice(0, query), status, ms: Math.round((performance.now() - started) * 10) / 10, tenant, correlationId },
        status === 0 ? 'request closed before its answer' : 'request',
      );
    };
    res.on('finish', done);
    res.on('close', done);
  };
}
