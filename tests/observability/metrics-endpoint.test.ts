import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../../src/observability/allow-list.ts';
import { METRICS_PATH, startMetricsServer } from '../../src/observability/metrics-endpoint.ts';
import { newSessionId } from '../../src/session/index.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { freePort } from '../../scripts/lib/free-ports.ts';
import { testSiteServer } from '../support/site-server.ts';

/**
 * `/metrics` in Prometheus' text format (prom-client's): served to the METRICS_ALLOW addresses on a
 * host that is no tenant's, or on a port of its own; never on a tenant's host, where it is the
 * tenant's 404 like any page that is not there.
 */
const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const dist = mkdtempSync(join(tmpdir(), 'metrics-dist-'));
let allowed: Server;
let refused: Server;
let allowedPort = 0;
let refusedPort = 0;

beforeAll(async () => {
  for (const [path, text] of [['aurora/client/index.html', 'home'], ['aurora/client/404.html', 'the aurora 404'], ['aurora/client/500.html', 'error'], ['aurora/client/humans.txt', 'us']] as const) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  const common = { tenants, distDir: dist };
  allowed = testSiteServer({ ...common, metrics: { record: true, allow: parseAllowList('127.0.0.1,::1') } });
  refused = testSiteServer({ ...common, metrics: { record: true, allow: parseAllowList('10.0.0.0/8') } });
  [allowedPort, refusedPort] = await Promise.all([listenOnLoopback(allowed), listenOnLoopback(refused)]);
});
afterAll(() => {
  allowed.close();
  refused.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The series of `name` in an exposition, as label sets and values. */
function series(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labels = Object.fromEntries([...(/\{(.*)\}/.exec(line)?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { labels, value: Number(line.slice(line.lastIndexOf(' ') + 1)) };
    });
}

const scrape = (port: number) => rawRequest(port, { host: `127.0.0.1:${port}`, path: METRICS_PATH });

describe('/metrics on the site\'s port', () => {
  it('answers an allowed address on a host that is no tenant\'s, in Prometheus\' text format', async () => {
    const answer = await scrape(allowedPort);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain('# TYPE paysite_http_request_duration_seconds histogram');
  });

  it('is the tenant\'s 404 on a tenant host, to an allowed address too', async () => {
    const answer = await rawRequest(allowedPort, { host: 'aurora.localhost', path: METRICS_PATH });
    expect(answer.status).toBe(404);
    expect(answer.text).toBe('the aurora 404');
  });

  it('is no scrape from an address not allowed: a tenant host\'s 404, any other host the unexpected-host page', async () => {
    expect((await rawRequest(refusedPort, { host: 'aurora.localhost', path: METRICS_PATH })).status).toBe(404);
    const other = await scrape(refusedPort);
    expect(other.status).toBe(400);
    expect(other.text).not.toContain('paysite_');
  });
});

describe('the request metrics', () => {
  it('count each request by tenant, answer kind and status class, with its duration, and no path, slug or id as a label', async () => {
    const before = series((await scrape(allowedPort)).text, 'paysite_http_request_duration_seconds_count');
    const count = (labels: Record<string, string>, from: typeof before) => from.find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;
    await rawRequest(allowedPort, { host: 'aurora.localhost', path: '/' });
    await rawRequest(allowedPort, { host: 'aurora.localhost', path: '/' });
    await rawRequest(allowedPort, { host: 'aurora.localhost', path: '/humans.txt' });
    await rawRequest(allowedPort, { host: 'aurora.localhost', path: '/', headers: { cookie: `sid=${newSessionId()}` } });
    await rawRequest(allowedPort, { host: 'aurora.localhost', path: '/videos/no-such-video-at-all' });
    await rawRequest(allowedPort, { host: 'nobody.example', path: '/' });
    await rawRequest(allowedPort, { host: 'aurora.localhost', path: '/healthz' });
    const text = (await scrape(allowedPort)).text;
    const after = series(text, 'paysite_http_request_duration_seconds_count');
    const delta = (labels: Record<string, string>) => count(labels, after) - count(labels, before);
    // The visitor's page (the second one from the fast path) and the file: static.
    expect(delta({ tenant: 'aurora', audience: 'visitor', kind: 'static', status_class: '2xx' })).toBe(3);
    // A request with a session cookie counts as a member's.
    expect(delta({ tenant: 'aurora', audience: 'member', kind: 'static', status_class: '2xx' })).toBe(1);
    expect(delta({ tenant: 'aurora', kind: 'error', status_class: '4xx' })).toBe(1);
    // A host no tenant has.
    expect(delta({ tenant: 'none', kind: 'error', status_class: '4xx' })).toBe(1);
    // Probes and scrapes are not visitors' requests.
    expect(after.reduce((sum, s) => sum + s.value, 0) - before.reduce((sum, s) => sum + s.value, 0)).toBe(6);
    const labelNames = new Set(after.flatMap((s) => Object.keys(s.labels)));
    expect([...labelNames].sort()).toEqual(['audience', 'kind', 'status_class', 'tenant']);
    expect(text).not.toMatch(/no-such-video|humans\.txt|nobody\.example|correlation/);
  });
});

describe('/metrics on a port of its own (METRICS_PORT)', () => {
  it('answers the scrape and nothing else', async () => {
    const port = await freePort();
    const server = await startMetricsServer(port, '127.0.0.1');
    try {
      const answer = await rawRequest(port, { path: METRICS_PATH });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('paysite_gateway_call_duration_seconds');
      expect((await rawRequest(port, { path: '/' })).status).toBe(404);
      expect((await rawRequest(port, { path: '/healthz' })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
