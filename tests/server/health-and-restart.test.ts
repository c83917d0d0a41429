import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain } from '../../src/server/drain.ts';
import { createHealthEndpoints } from '../../src/server/health.ts';
import type { TenantBuild } from '../../src/server/tenant-builds.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
/** A page rendered per request that takes a while, so that a shutdown finds requests in flight. */
const SLOW_PAGE_MS = 40;
const SLOW_ENTRY = `export async function handler(req, res) {
  await new Promise((resolve) => setTimeout(resolve, ${SLOW_PAGE_MS}));
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('rendered by ' + process.pid);
}
`;

beforeAll(() => {
  for (const id of ['aurora', 'blaze']) writeFakeServerBuild(join(dist, id), id, SLOW_ENTRY);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the probes', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = testSiteServer({ tenants, distDir: dist, readinessChecks: { redis: async () => undefined } });
    port = await listenOnLoopback(server);
  });
  afterAll(() => drain(server, { graceMs: 0 }));

  it.each([['aurora.localhost'], ['evil.example'], [''], ['10.0.0.7:4321']])('/healthz answers 200 whatever the Host header says (%j)', async (host) => {
    const response = await rawRequest(port, { host, path: '/healthz' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ ok: true });
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('/readyz answers 200 with each tenant\'s build state once the builds load and the checks answer', async () => {
    const response = await rawRequest(port, { host: 'lb.internal', path: '/readyz' });
    expect(response.status).toBe(200);
    const body = JSON.parse(response.text) as { ready: boolean; tenants: Record<string, string>; checks: Record<string, string> };
    expect(body).toMatchObject({ ready: true, draining: false, checks: { redis: 'ok' } });
    expect(body.tenants).toMatchObject({ aurora: 'loaded', blaze: 'loaded', cinder: 'not built' });
  });
});

describe('readiness', () => {
  const loaded = { of: async (tenant: string) => (tenant === 'aurora' ? ({} as TenantBuild) : null) };
  const probe = async (options: Partial<Parameters<typeof createHealthEndpoints>[0]>) => {
    const endpoints = createHealthEndpoints({ tenants: ['aurora', 'blaze'], builds: loaded, checks: {}, draining: () => false, ...options });
    const answer = { status: 0, body: '' };
    const res = {
      writeHead(status: number) {
        answer.status = status;
        return res;
      },
      end(body: string) {
        answer.body = body;
      },
    };
    await endpoints.answer({ method: 'GET', url: '/readyz' } as never, res as never);
    return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
  };

  it.each<[string, Partial<Parameters<typeof createHealthEndpoints>[0]>, number]>([
    ['one tenant loaded, the other not built', {}, 200],
    ['no tenant built', { builds: { of: async () => null } }, 503],
    ['a build that fails to load', { builds: { of: async (t: string) => (t === 'aurora' ? ({} as TenantBuild) : Promise.reject(new Error('syntax'))) } }, 503],
    ['Redis not answering', { checks: { redis: () => Promise.reject(new Error('connection refused')) } }, 503],
    ['Redis hung', { checks: { redis: () => new Promise<void>(() => undefined) } }, 503],
    ['draining', { draining: () => true }, 503],
  ])('%s: %i', async (_case, options, status) => {
    expect((await probe(options)).status).toBe(status);
  });

  it('names the failing check and why', async () => {
    expect((await probe({ checks: { redis: () => Promise.reject(new Error('connection refused')) } })).body).toMatchObject({ checks: { redis: 'connection refused' } });
  });
});

/**
 * A round-robin proxy in front of two ports, as a load balancer: it asks each server's /readyz every
 * few milliseconds and sends requests to the ready ones only, and skips a server that refuses the
 * connection (it is down). Nothing else is retried.
 */
function roundRobin(ports: number[]) {
  let next = 0;
  const ready = new Map(ports.map((port) => [port, true]));
  const probe = setInterval(() => {
    for (const port of ports) {
      const req = request({ port, host: '127.0.0.1', path: '/readyz', agent: false }, (res) => {
        ready.set(port, res.statusCode === 200);
        res.resume();
      });
      req.on('error', () => ready.set(port, false));
      req.end();
    }
  }, 20);
  const send = (path: string, tried: readonly number[]): Promise<number> =>
    new Promise((resolve, reject) => {
      const candidates = ports.filter((port) => !tried.includes(port));
      const preferred = candidates.filter((port) => ready.get(port));
      const pool = preferred.length > 0 ? preferred : candidates;
      const target = pool[next++ % pool.length] ?? 0;
      // A connection per request: a request cut in flight shows as an error, never hidden by a reused socket's retry.
      const req = request({ port: target, host: '127.0.0.1', path, agent: false, headers: { host: 'aurora.localhost' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tried.length + 1 < ports.length) resolve(send(path, [...tried, target]));
        else reject(error);
      });
      req.end();
    });
  return { get: (path: string) => send(path, []), stop: () => clearInterval(probe) };
}

describe('a rolling restart', () => {
  it('of one of two servers under load loses no request: the one stopping finishes what it took, then the new one takes over', async () => {
    /** The pages each server took (its readiness probes aside). */
    const pagesTaken = new Map<Server, number>();
    const start = (port = 0) => {
      const server = testSiteServer({ tenants, distDir: dist });
      server.on('request', (req: IncomingMessage) => {
        if (req.url !== '/readyz') pagesTaken.set(server, (pagesTaken.get(server) ?? 0) + 1);
      });
      return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
    };
    /** Waits until `server` has taken `more` pages than it had: the balancer sends it traffic. */
    const takesPages = async (server: Server, more: number) => {
      const from = pagesTaken.get(server) ?? 0;
      await expect.poll(() => pagesTaken.get(server) ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(from + more);
    };
    const first = await start();
    let second = await start();
    const secondPort = (second.address() as AddressInfo).port;
    const balancer = roundRobin([(first.address() as AddressInfo).port, secondPort]);

    let running = true;
    const outcomes: (number | string)[] = [];
    const client = async () => {
      while (running) outcomes.push(await balancer.get('/search?q=x').catch((error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error)));
    };
    const clients = Array.from({ length: 8 }, client);
    await takesPages(second, 8);
    // Requests the second server holds when its stop begins: they must all be answered.
    const inFlight = await new Promise<number>((resolve) => second.getConnections((_error, count) => resolve(count)));
    // Long enough for the balancer to see /readyz say 503 before the listening socket closes, with a
    // margin for a loaded machine whose event loop stalls: a connection still sent to the server at
    // the close would be reset unanswered (DRAIN_GRACE_MS is the same margin in production).
    await drain(second, { graceMs: 1_000 });
    await takesPages(first, 8);
    second = await start(secondPort);
    await takesPages(second, 8);
    running = false;
    await Promise.all(clients);
    balancer.stop();
    await Promise.all([drain(first, { graceMs: 0 }), drain(second, { graceMs: 0 })]);

    expect(inFlight).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(20);
    expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
  }, 20_000);
});
