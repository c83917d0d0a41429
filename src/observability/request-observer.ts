import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Histogram } from 'prom-client';
import { pathOf } from '../server/http.ts';
import type { Logger } from '../server/log.ts';
import { tenantOfRequest } from '../server/request-context.ts';
import { requestLogLevel, writeRequestLog } from '../server/request-log.ts';
import { isWarmUpRequest } from '../server/warm-up.ts';
import { readSessionId } from '../session/cookie.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import { answerKind, markedAnswer } from './answer-kind.ts';
import { metrics, statusClass, type Audience } from './metrics.ts';
import { endRequestTrace, requestTraceOf, startRequestTrace } from './tracing.ts';

/** Hosts whose tenant the observer keeps: every tenant's hosts, many times over. */
const KNOWN_HOSTS = 256;

export interface RequestObserverOptions {
  log: Logger;
  hostIndex: ReadonlyMap<string, TenantConfig>;
  trustProxy: boolean;
  /** Record the request metrics (paysite_http_request_duration_seconds): on when the metrics are served. */
  metrics: boolean;
}

/**
 * What the site server does for every request, whatever answers it: starts its trace (the caller's
 * `traceparent`, or a new one), and once the answer is sent (or the connection closed first) ends
 * its span, records its metrics and writes its log line.
 */
export function createRequestObserver({ log, hostIndex, trustProxy, metrics: recordMetrics }: RequestObserverOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { requests } = metrics();
  /**
   * Tenants by the request's Host (and X-Forwarded-Host) headers as sent, for the metrics' label: one
   * lookup instead of resolving the host on every request. Bounded: hosts a visitor makes up only
   * ever fill it, and it is emptied when full.
   */
  const tenants = new Map<string, ReturnType<typeof tenantOfRequest>>();
  const tenantFor = (req: IncomingMessage): ReturnType<typeof tenantOfRequest> => {
    const forwarded = req.headers['x-forwarded-host'];
    const key = forwarded === undefined ? (req.headers.host ?? '') : `${req.headers.host ?? ''}\n${String(forwarded)}`;
    let match = tenants.get(key);
    if (match === undefined) {
      if (tenants.size >= KNOWN_HOSTS) tenants.clear();
      match = tenantOfRequest(req, hostIndex, trustProxy);
      tenants.set(key, match);
    }
    return match;
  };
  /** The histogram's children by label values: prom-client hashes the labels on every observe otherwise. */
  const children = new Map<string, Histogram.Internal<string>>();
  return (req, res) => {
    const started = performance.now();
    // As asked: a page rendered under an internal path (a form's answer, a filtered listing) is logged at its own.
    const target = req.url;
    // The server's own warm-up before readiness (src/server/warm-up.ts) is no visitor's: kept out of
    // the metrics, and its log lines written at debug, tagged.
    const warmUp = isWarmUpRequest(req);
    startRequestTrace(req);
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const ms = performance.now() - started;
      // A live stream (the content-ops console's events) ends when its reader leaves: that is its answer.
      const status = res.writableFinished || String(res.getHeader('content-type')).startsWith('text/event-stream') ? res.statusCode : 0;
      const marked = markedAnswer(res);
      let matched: ReturnType<typeof tenantOfRequest> | undefined;
      const matchOf = () => (matched ??= tenantFor(req));
      const tenantOf = () => matchOf()?.tenant.tenant ?? null;
      const kind = answerKind(req, status, marked);
      if (recordMetrics && marked !== 'unobserved' && !warmUp) {
        const match = matchOf();
        const audience: Audience = match && readSessionId(req.headers.cookie, match.host) !== null ? 'member' : 'visitor';
        const tenant = match?.tenant.tenant ?? 'none';
        const labels = `${tenant}\t${audience}\t${kind}\t${statusClass(status)}`;
        let child = children.get(labels);
        if (!child) {
          child = requests.labels({ tenant, audience, kind, status_class: statusClass(status) });
          children.set(labels, child);
        }
        child.observe(ms / 1000);
      }
      endRequestTrace(req, () => ({ 'http.request.method': req.method ?? 'GET', 'http.response.status_code': status, 'paysite.tenant': tenantOf() ?? 'none', 'paysite.answer_kind': kind }), status >= 500 || status === 0);
      if (log.isLevelEnabled(requestLogLevel(status, warmUp))) writeRequestLog(log, req, res, { path: pathOf({ url: target }), status, ms, tenant: tenantOf(), traceId: requestTraceOf(req).traceId, ...(warmUp ? { warmUp } : {}) });
    };
    res.on('finish', done);
    res.on('close', done);
  };
}
