import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../scripts/lib/console/audit-log.ts';
import type { FinishedRun } from '../../scripts/lib/console/build-runner.ts';
import { memoryClaims, redisClaims, type ReleaseClaims } from '../../scripts/lib/console/release-claims.ts';
import { releaseScheduler, SCENE_RELEASES_PATH, type ScheduledScene } from '../../scripts/lib/console/release-scheduler.ts';
import type { Starter } from '../../scripts/lib/build-starter.ts';
import { tenantsShowing } from '../../src/features/ops/releases.ts';
import { videoPagePath } from '../../src/routing/paths.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { hasRedis, startRedis, type RunningRedis } from '../support/redis-server.ts';

/*
 * Releases with no one acting: at a scene's time the tenants that show it rebuild, its page is
 * checked on their tours, and only then is the release event sent; with several servers on Redis,
 * exactly one of them does it. The gateway is a stub that keeps the schedule; the rebuild is the
 * test's, which puts the scene's page where a build would. A release hours ahead is met on a clock
 * the test moves.
 */
const tenants = tenantsFor(readEnv({}));
const HOUR = 3_600_000;

interface Gateway {
  url: string;
  scenes: ScheduledScene[];
  events: number[];
  close(): Promise<void>;
}

/** The content side's schedule and release events, as the gateway answers them (upstream/members/notifications). */
async function stubGateway(): Promise<Gateway> {
  const gateway = { scenes: [] as ScheduledScene[], events: [] as number[] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === SCENE_RELEASES_PATH) {
        res.end(JSON.stringify({ releases: gateway.scenes }));
      } else if (req.method === 'POST' && req.url === SCENE_RELEASES_PATH) {
        const { videoId } = JSON.parse(Buffer.concat(chunks).toString()) as { videoId: number };
        gateway.events.push(videoId);
        const scene = gateway.scenes.find((candidate) => candidate.videoId === videoId);
        const first = scene !== undefined && !scene.released;
        if (scene) scene.released = true;
        res.end(JSON.stringify({ videoId, released: first, notified: first ? 1 : 0 }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ...gateway,
    get scenes() {
      return gateway.scenes;
    },
    set scenes(scenes) {
      gateway.scenes = scenes;
    },
    get events() {
      return gateway.events;
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let gateway: Gateway;
let distDir: string;
beforeAll(async () => {
  gateway = await stubGateway();
});
afterAll(async () => {
  await gateway.close();
});
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'releases-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(distDir, { recursive: true, force: true });
});

/** A scheduler of one site server, whose rebuild puts the scene's pages on the tours it is asked for. */
function server(claims: ReleaseClaims, now?: () => Date) {
  const rebuilds: { tenants: TenantId[]; startedBy: Starter }[] = [];
  const scheduler = releaseScheduler({
    gatewayUrl: gateway.url,
    tenants: () => tenants,
    distDir,
    claims,
    audit: auditLog(distDir),
    onChange: () => undefined,
    log: SILENT_LOGGER,
    now,
    async rebuild(ids, startedBy): Promise<FinishedRun> {
      rebuilds.push({ tenants: ids, startedBy });
      const scene = gateway.scenes.find((candidate) => startedBy.kind === 'schedule' && candidate.videoId === startedBy.release.videoId);
      for (const tenant of ids) {
        const dir = join(distDir, tenant, 'client', videoPagePath(scene?.slug ?? ''));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'index.html'), '<h1>released</h1>');
      }
      const view = { run: 'x', kind: 'rebuild' as const, tenants: ids, force: false, startedBy: '', requestedAt: '', status: 'done' as const, progress: [], notes: [], results: [], message: null };
      return { view, request: { kind: 'rebuild', tenants: ids, force: false, startedBy }, finishedAt: new Date().toISOString() };
    },
  });
  return { scheduler, rebuilds };
}

const scene = (videoId: number, releaseAt: Date, site = 'DAHLIA'): ScheduledScene => ({ videoId, slug: `scene-${videoId}`, title: `Scene ${videoId}`, site, releaseAt: releaseAt.toISOString(), released: false });

describe('the tenants whose tour shows a scene: its brand, and the combined tenant that lists it', () => {
  it.each<[string, string[]]>([
    ['DAHLIA', ['dahlia', 'jade']],
    ['HALO', ['halo', 'jade']],
    ['AURORA', ['aurora', 'jade']],
    ['JADE', []],
    ['NOSUCH', []],
  ])('%s', (site, shown) => {
    expect(tenantsShowing(site, tenants.values())).toEqual(shown);
  });
});

describe('a scheduled release, with no one acting', () => {
  it('at its time rebuilds the tenants that show it, then sends the release event, once; the audit log says how long after its time it was on the tour', async () => {
    const start = new Date('2026-11-28T12:00:00.000Z');
    vi.useFakeTimers({ now: start, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    gateway.scenes = [scene(101, new Date(start.getTime() + 3 * HOUR))];
    gateway.events.length = 0;
    const { scheduler, rebuilds } = server(memoryClaims());
    await scheduler.refresh();

    await vi.advanceTimersByTimeAsync(3 * HOUR - 5_000);
    expect(rebuilds).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    // Its job has fired: the rebuild and the event go over the network, on the real clock.
    vi.useRealTimers();
    await vi.waitFor(() => expect(gateway.events).toEqual([101]), { timeout: 10_000 });
    expect(rebuilds).toEqual([{ tenants: tenantsShowing('DAHLIA', tenants.values()), startedBy: { kind: 'schedule', release: { videoId: 101, title: 'Scene 101', releaseAt: gateway.scenes[0]?.releaseAt } } }]);
    await vi.waitFor(async () => expect((await auditLog(distDir).newest())[0]).toMatchObject({ who: 'the schedule', what: 'release of “Scene 101” (dahlia, jade)', outcome: expect.stringMatching(/^on the static tour \d+ s after its time; 1 follower told$/) as string }));

    // Read again: released, nothing runs twice.
    await scheduler.refresh();
    expect(rebuilds).toHaveLength(1);
    expect(gateway.events).toEqual([101]);
    scheduler.stop();
  });

  it('releases at once a scene whose time came while no server ran, and one moved to now', async () => {
    gateway.scenes = [scene(102, new Date(Date.now() - HOUR)), scene(103, new Date(Date.now() + 24 * HOUR), 'HALO')];
    gateway.events.length = 0;
    const { scheduler, rebuilds } = server(memoryClaims());
    await scheduler.refresh();
    await vi.waitFor(() => expect(gateway.events).toEqual([102]), { timeout: 10_000 });
    expect(rebuilds.map((rebuild) => rebuild.tenants)).toEqual([['dahlia', 'jade']]);
    scheduler.stop();
  });

  it('tries again at the next reading when its page is not on every tour (its rebuild failed), and sends no event meanwhile', async () => {
    gateway.scenes = [scene(104, new Date(Date.now() - 1_000))];
    gateway.events.length = 0;
    const { scheduler, rebuilds } = server(memoryClaims());
    const failing = releaseScheduler({
      gatewayUrl: gateway.url,
      tenants: () => tenants,
      distDir,
      claims: memoryClaims(),
      audit: auditLog(distDir),
      onChange: () => undefined,
      log: SILENT_LOGGER,
      rebuild: async (ids, startedBy) => {
        rebuilds.push({ tenants: ids, startedBy });
        const view = { run: 'x', kind: 'rebuild' as const, tenants: ids, force: false, startedBy: '', requestedAt: '', status: 'failed' as const, progress: [], notes: [], results: [], message: 'Another build is running' };
        return { view, request: { kind: 'rebuild', tenants: ids, force: false, startedBy }, finishedAt: new Date().toISOString() };
      },
    });
    await failing.refresh();
    await vi.waitFor(() => expect(rebuilds).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await auditLog(distDir).newest())[0]?.outcome).toMatch(/^not on dahlia, jade yet: Another build is running; tried again within 15 s$/), { timeout: 10_000 });
    expect(gateway.events).toEqual([]);
    // The next reading (here another server's, whose rebuild succeeds) releases it.
    await scheduler.refresh();
    await vi.waitFor(() => expect(gateway.events).toEqual([104]), { timeout: 10_000 });
    failing.stop();
    scheduler.stop();
  });
});

describe.skipIf(!hasRedis)('two site servers on Redis', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.kill();
  });

  it('run each release once: one claims it, the other leaves it, whether it is due at their reading or at its time', async () => {
    gateway.scenes = [scene(201, new Date(Date.now() - 1_000)), scene(202, new Date(Date.now() + 1_500), 'FABLE')];
    gateway.events.length = 0;
    const claims = [redisClaims(redis.url, SILENT_LOGGER), redisClaims(redis.url, SILENT_LOGGER)];
    const servers = claims.map((claim) => server(claim));
    await Promise.all(servers.map(({ scheduler }) => scheduler.refresh()));
    // Both servers have a job at the second scene's time (a real wait of two seconds).
    await vi.waitFor(() => expect([...gateway.events].sort()).toEqual([201, 202]), { timeout: 10_000 });
    expect(servers.flatMap(({ rebuilds }) => rebuilds).length).toBe(2);
    for (const { scheduler } of servers) scheduler.stop();
    await Promise.all(claims.map((claim) => claim.close()));
  });
});
