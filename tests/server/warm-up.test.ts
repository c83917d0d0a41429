import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { HOLE_CLOSING, holeOpening } from '../../src/holes/markers.ts';
import { metrics } from '../../src/observability/metrics.ts';
import { drain } from '../../src/server/drain.ts';
import { clientDirOf } from '../../src/server/static-files.ts';
import { warmUp, warmUpGate, warmUpPages, WARM_UP_HEADER, WARM_UP_VIDEO_PAGES, type WarmUpPage } from '../../src/server/warm-up.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { testSiteServer } from '../support/site-server.ts';

/*
 * The warm-up of a started site server (src/server/warm-up.ts), composed as scripts/lib/site.ts
 * composes it: the readiness probe says 503 while it runs and 200 once it has ended, whatever ended
 * it; it asks each built tenant's pages through the whole request path as a visitor with a flash on
 * arrival (the member's path), writes nothing, and is no visitor's traffic in the log or the metrics.
 */

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const dist = mkdtempSync(join(tmpdir(), 'dist-warm-up-'));
const BUILT = ['aurora', 'blaze'] as const;
const SLUGS = ['c-video', 'a-video', 'b-video'];
/** The fake builds' hole loaders wait for this, so that the test sees the server while it warms. */
const HOLD = Symbol.for('paysite.test.warm-up hold');
type Hold = { loads: number; released: Promise<void> };
const holder = globalThis as unknown as Record<symbol, Hold | undefined>;
const ENTRY = `const HOLD = Symbol.for('paysite.test.warm-up hold');
export async function handler(req, res) {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<p>rendered</p>');
}
export function loadHoles(holes) {
  const hold = globalThis[HOLD];
  if (hold) hold.loads += 1;
  return holes.map(() => (hold ? hold.released : Promise.resolve()).then(() => ({})));
}
`;
const PAGE = `<html><head><title>T</title></head><body><main>${holeOpening('comments', { videoId: 1 })}<p>Join to read</p>${HOLE_CLOSING}</main></body></html>`;

beforeAll(() => {
  for (const id of BUILT) {
    writeFakeServerBuild(join(dist, id), id, ENTRY);
    for (const slug of SLUGS) {
      const dir = join(clientDirOf(dist, id), 'videos', slug);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), PAGE);
    }
    writeFileSync(join(clientDirOf(dist, id), 'videos', 'index.html'), PAGE);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A gateway that counts what it is asked: the warm-up must ask nothing of it. */
async function countingGateway() {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(`${req.method ?? ''} ${req.url ?? ''}`);
    res.writeHead(500).end();
  });
  const port = await listenOnLoopback(server);
  return { asked, server, client: createGatewayClient({ url: `http://127.0.0.1:${port}/graphql` }) };
}

describe('a started site server warming itself up', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) await drain(server, { graceMs: 0 });
  });

  it('answers 503 on /readyz while it warms (and 200 on /healthz), then 200, having asked each built tenant\'s pages through the member\'s path and written nothing', async () => {
    const log = memoryLogger();
    const gateway = await countingGateway();
    servers.push(gateway.server);
    const gate = warmUpGate({ budgetMs: 60_000, log: log.logger });
    const server = testSiteServer({ tenants, distDir: dist, gatewayFor: () => gateway.client, readinessChecks: { 'warm-up': gate.check }, metrics: { record: true }, log: log.logger });
    servers.push(server);
    const port = await listenOnLoopback(server);
    const released = Promise.withResolvers<undefined>();
    const hold: Hold = { loads: 0, released: released.promise.then(() => undefined) };
    holder[HOLD] = hold;

    const warmed = gate.begin(server.address() as AddressInfo, () => warmUpPages(dist, tenants.values()));
    await vi.waitFor(() => expect(hold.loads).toBeGreaterThan(0));
    const warming = await rawRequest(port, { host: 'lb.internal', path: '/readyz' });
    expect(warming.status).toBe(503);
    expect(JSON.parse(warming.text)).toMatchObject({ ready: false, checks: { 'warm-up': expect.stringMatching(/^warming up/) } });
    expect((await rawRequest(port, { host: 'lb.internal', path: '/healthz' })).status).toBe(200);

    released.resolve(undefined);
    const report = await warmed;
    const expected = BUILT.flatMap((tenant) => ['/videos/a-video', '/videos', '/videos/b-video', '/videos/c-video'].map((path) => ({ tenant, path: `${path}?notification=upgradesuccess`, status: 200 })));
    expect(report.ended).toBe('done');
    expect(report.pages).toHaveLength(expected.length);
    expect(report.pages).toEqual(expect.arrayContaining(expected));
    expect(hold.loads).toBe(expected.length);
    const ready = await rawRequest(port, { host: 'lb.internal', path: '/readyz' });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toMatchObject({ ready: true, checks: { 'warm-up': 'ok' } });

    // Nothing asked of the gateway, no session made.
    expect(gateway.asked).toEqual([]);
    // Each page's request line at debug, tagged; none at info, where a visitor's would be.
    const requestLines = log.lines.filter((line) => line['msg'] === 'request');
    expect(requestLines.filter((line) => line['warmUp'] === true && line['level'] === 20)).toHaveLength(expected.length);
    expect(requestLines.filter((line) => line['warmUp'] !== true && line['path'] !== '/readyz' && line['path'] !== '/healthz')).toEqual([]);
    expect(log.lines.filter((line) => line['msg'] === 'warm-up page not answered 200')).toEqual([]);
    // And no visitor's request in the metrics: only the probes were asked besides, and they are unobserved.
    const observed = (await metrics().requests.get()).values.filter((value) => value.metricName?.endsWith('_count'));
    expect(observed).toEqual([]);
    holder[HOLD] = undefined;
  });

  it('logs a visitor who sends the warm-up header without the process\'s own value as any visitor', async () => {
    const log = memoryLogger();
    const server = testSiteServer({ tenants, distDir: dist, log: log.logger });
    servers.push(server);
    const port = await listenOnLoopback(server);
    await rawRequest(port, { host: 'aurora.localhost', path: '/videos/a-video', headers: { [WARM_UP_HEADER]: 'a guess' } });
    await vi.waitFor(() => expect(log.lines.filter((line) => line['msg'] === 'request')).toEqual([expect.objectContaining({ level: 30, path: '/videos/a-video' })]));
    expect(log.lines[0]).not.toHaveProperty('warmUp');
  });
});

describe('the warm-up never keeps the server unready', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  /** A server that answers 500 to one page, drops the other's connection, and never answers a third. */
  async function failingServer(): Promise<AddressInfo> {
    const server = createServer((req, res) => {
      if (req.url === '/broken') res.writeHead(500).end();
      else if (req.url === '/dropped') res.destroy();
    });
    servers.push(server);
    await listenOnLoopback(server);
    return server.address() as AddressInfo;
  }
  const page = (path: string): WarmUpPage => ({ tenant: 'aurora', host: 'aurora.localhost', path });

  it('ends ready when its pages fail (a 500, a connection dropped), each failure logged as a warning', async () => {
    const log = memoryLogger();
    const gate = warmUpGate({ budgetMs: 60_000, log: log.logger });
    const report = await gate.begin(await failingServer(), async () => [page('/broken'), page('/dropped')]);
    expect(report).toMatchObject({ ended: 'done', pages: expect.arrayContaining([{ tenant: 'aurora', path: '/broken', status: 500 }, { tenant: 'aurora', path: '/dropped', status: 0 }]) });
    await expect(gate.check()).resolves.toBeUndefined();
    expect(log.lines.filter((line) => line['msg'] === 'warm-up page not answered 200').map((line) => line['path']).sort()).toEqual(['/broken', '/dropped']);
    expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'warm-up ended: ready', failed: 2 }));
  });

  it('ends ready when its pages cannot be listed', async () => {
    const log = memoryLogger();
    const gate = warmUpGate({ budgetMs: 60_000, log: log.logger });
    await expect(gate.check()).rejects.toThrow(/warming up/);
    await gate.begin(await failingServer(), () => Promise.reject(new Error('EACCES')));
    await expect(gate.check()).resolves.toBeUndefined();
    expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'warm-up failed: ready without it', level: 40 }));
  });

  it('ends ready when its time budget is spent, asking nothing after it', async () => {
    const log = memoryLogger();
    const gate = warmUpGate({ budgetMs: 50, log: log.logger });
    const report = await gate.begin(await failingServer(), async () => [page('/never'), page('/never'), page('/never')]);
    expect(report).toMatchObject({ ended: 'budget', pages: [] });
    await expect(gate.check()).resolves.toBeUndefined();
  });

  it('ends at once when the server begins to stop', async () => {
    const gate = warmUpGate({ budgetMs: 60_000, log: memoryLogger().logger });
    const report = gate.begin(await failingServer(), async () => [page('/never')]);
    gate.stop();
    await expect(report).resolves.toMatchObject({ ended: 'stopped' });
  });

  it('asks nothing of a server that is not there, and ends', async () => {
    const address = await failingServer();
    servers.splice(0).forEach((server) => server.close());
    const report = await warmUp({ address, pages: [page('/')], budgetMs: 60_000, log: memoryLogger().logger });
    expect(report.pages).toEqual([{ tenant: 'aurora', path: '/', status: 0 }]);
  });
});

describe('the pages warmed', () => {
  it('takes tenants in turn: each built one\'s first video page, its listing, then its next video pages, at most a bounded number; an unbuilt tenant is left out', async () => {
    const many = mkdtempSync(join(tmpdir(), 'dist-warm-up-pages-'));
    try {
      for (const [id, count] of [['aurora', WARM_UP_VIDEO_PAGES + 5], ['blaze', 1]] as const) {
        for (let n = 0; n < count; n++) mkdirSync(join(clientDirOf(many, id), 'videos', `v${String(n).padStart(3, '0')}`), { recursive: true });
      }
      mkdirSync(join(clientDirOf(many, 'aurora'), 'videos', 'page'), { recursive: true });
      const pages = await warmUpPages(many, tenants.values());
      const flash = '?notification=upgradesuccess';
      expect(pages.slice(0, 4)).toEqual([
        { tenant: 'aurora', host: 'aurora.localhost', path: `/videos/v000${flash}` },
        { tenant: 'blaze', host: 'blaze.localhost', path: `/videos/v000${flash}` },
        { tenant: 'aurora', host: 'aurora.localhost', path: `/videos${flash}` },
        { tenant: 'blaze', host: 'blaze.localhost', path: `/videos${flash}` },
      ]);
      expect(pages.filter((page) => page.tenant === 'aurora')).toHaveLength(WARM_UP_VIDEO_PAGES + 1);
      expect(pages.some((page) => page.path.startsWith('/videos/page'))).toBe(false);
      expect(new Set(pages.map((page) => page.tenant))).toEqual(new Set(['aurora', 'blaze']));
    } finally {
      rmSync(many, { recursive: true, force: true });
    }
  });
});
