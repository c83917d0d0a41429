import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type BlockList } from 'node:net';
import { NO_STORE } from '../http/cache-control.ts';
import { pathOf } from '../server/http.ts';
import { tenantOfRequest } from '../server/request-context.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import { metrics } from './metrics.ts';
import { markAnswer } from './answer-kind.ts';

/** Where Prometheus scrapes: on METRICS_PORT, or on the site's port from a METRICS_ALLOW address. */
export const METRICS_PATH = '/metrics';

/** What runs before each scrape: gauges read from elsewhere (the build records) are brought up to date. */
const beforeScrape: (() => Promise<void>)[] = [];
export function onScrape(refresh: () => Promise<void>): void {
  beforeScrape.push(refresh);
}

/** Answers a scrape: the registry in Prometheus' text format, written by prom-client. */
async function sendMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  markAnswer(res, 'unobserved');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': NO_STORE }).end();
    return;
  }
  await Promise.all(beforeScrape.map((refresh) => refresh().catch(() => undefined)));
  const { registry } = metrics();
  const body = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': NO_STORE });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The connection's own address, an IPv4 one mapped into IPv6 (`::ffff:10.0.0.7`) read as IPv4. */
function remoteOf(req: IncomingMessage): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const raw = req.socket.remoteAddress;
  if (raw === undefined) return null;
  const address = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export interface SitePortMetricsOptions {
  allow: BlockList;
  hostIndex: ReadonlyMap<string, TenantConfig>;
  trustProxy: boolean;
}

/**
 * `/metrics` on the site's own port (METRICS_ALLOW): answered only to a connection from an allowed
 * address (its socket's, never X-Forwarded-For: a visitor behind the proxy arrives from the proxy's
 * address) and never on a tenant's host. Anything else is not a scrape and goes the usual way: on a
 * tenant host that is the tenant's 404.
 */
export function metricsOnSitePort({ allow, hostIndex, trustProxy }: SitePortMetricsOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (pathOf(req) !== METRICS_PATH) return false;
    const remote = remoteOf(req);
    if (!remote || !allow.check(remote.address, remote.type)) return false;
    if (tenantOfRequest(req, hostIndex, trustProxy)) return false;
    sendMetrics(req, res).catch(() => res.destroy());
    return true;
  };
}

/** `/metrics` on a port of its own (METRICS_PORT), which answers nothing else. */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (pathOf(req) === METRICS_PATH) sendMetrics(req, res).catch(() => res.destroy());
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE }).end(`Only ${METRICS_PATH} is served here.`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
