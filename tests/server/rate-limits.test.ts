import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { metrics } from '../../src/observability/metrics.ts';
import { drain } from '../../src/server/drain.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createRateLimits, limitedKind, RATE_LIMITS, TOO_MANY_REQUESTS_MESSAGE, type RateLimits } from '../../src/server/rate-limits.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { hasRedis, startRedis } from '../support/redis-server.ts';
import { testSiteServer } from '../support/site-server.ts';

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => drain(server, { graceMs: 0 }))));

/** A site server behind a trusted proxy, so each test names the client's address in X-Forwarded-For. */
async function siteWith(limits: RateLimits): Promise<number> {
  const server = testSiteServer({ tenants, distDir: dist, trustProxy: true, rateLimits: limits });
  servers.push(server);
  return listenOnLoopback(server);
}

const sid = (c: string) => c.repeat(43);
function hit(port: number, path: string, address: string, session: string | null = null, method = 'GET') {
  return rawRequest(port, {
    host: 'aurora.localhost',
    path,
    method,
    headers: { 'x-forwarded-for': `${address}, 10.0.0.1`, origin: 'http://aurora.localhost', ...(session ? { cookie: `sid=${session}` } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
}

async function statuses(count: number, request: () => Promise<{ status: number }>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await request()).status);
  return answers;
}

describe('what is limited', () => {
  it.each<[string, string, string | null]>([
    ['GET', '/oidc/login?uri=/', 'login'],
    ['GET', '/oidc/callback?code=x', 'login'],
    ['GET', '/oidc/callback/complete?code=x', 'login'],
    ['POST', '/_actions/ratings.rate', 'action'],
    ['POST', '/account?_action=account.update', 'action'],
    ['GET', '/_actions/ratings.rate', null],
    ['POST', '/oidc/logout', null],
    ['GET', '/videos', null],
  ])('%s %s: %s', (method, path, kind) => {
    expect(limitedKind(method, new URL(path, 'http://aurora.localhost'))).toBe(kind);
  });
});

describe('the limits, counted in this process', () => {
  it('refuse the login past its per-address limit with 429 and Retry-After, counted as refusals; another address is not affected', async () => {
    const port = await siteWith(createRateLimits({ log: SILENT_LOGGER }));
    const refusals = async () => (await metrics().rateLimitRefusals.get()).values.find((value) => value.labels.kind === 'login')?.value ?? 0;
    const before = await refusals();
    const answers = await statuses(RATE_LIMITS.login.perAddress + 1, () => hit(port, '/oidc/login?uri=/', '203.0.113.1'));
    expect(answers.slice(0, -1).every((status) => status !== 429)).toBe(true);
    const refused = await hit(port, '/oidc/callback', '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect((await hit(port, '/oidc/login?uri=/', '203.0.113.2')).status).not.toBe(429);
    expect((await refusals()) - before).toBe(answers.filter((status) => status === 429).length + 1);
  });

  it('refuse one session past its limit whatever address it comes from', async () => {
    const port = await siteWith(createRateLimits({ log: SILENT_LOGGER }));
    let n = 0;
    const answers = await statuses(RATE_LIMITS.login.perSession + 1, () => hit(port, '/oidc/login?uri=/', `198.51.100.${++n}`, sid('s')));
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1)).not.toContain(429);
  });

  it('answer an island\'s Action call past the limit with the Action error it reads', async () => {
    const port = await siteWith(createRateLimits({ log: SILENT_LOGGER }));
    const answers = await statuses(RATE_LIMITS.action.perSession, () => hit(port, '/_actions/ratings.rate', '192.0.2.9', sid('a'), 'POST'));
    expect(answers).not.toContain(429);
    const refused = await hit(port, '/_actions/ratings.rate', '192.0.2.10', sid('a'), 'POST');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ type: 'AstroActionError', code: 'TOO_MANY_REQUESTS' });
  });
});

describe.runIf(hasRedis)('the limits, counted in Redis', () => {
  it('are shared by the servers (a client cannot spread its requests over them), and still hold in memory with Redis killed', async () => {
    const redis = await startRedis();
    const limits = [createRateLimits({ redisUrl: redis.url, log: SILENT_LOGGER }), createRateLimits({ redisUrl: redis.url, log: SILENT_LOGGER })];
    try {
      // Counted in Redis from the first request on (before it answers, each counts in its own memory).
      await Promise.all(limits.map((l) => l.ping()));
      const [a, b] = await Promise.all(limits.map((l) => siteWith(l)));
      const half = RATE_LIMITS.login.perAddress / 2;
      await statuses(half, () => hit(a ?? 0, '/oidc/login?uri=/', '203.0.113.50'));
      expect(await statuses(half, () => hit(b ?? 0, '/oidc/login?uri=/', '203.0.113.50'))).not.toContain(429);
      expect((await hit(a ?? 0, '/oidc/login?uri=/', '203.0.113.50')).status).toBe(429);
      expect((await hit(b ?? 0, '/oidc/login?uri=/', '203.0.113.50')).status).toBe(429);

      await redis.kill();
      const answers = await statuses(RATE_LIMITS.login.perAddress + 1, () => hit(a ?? 0, '/oidc/login?uri=/', '203.0.113.51'));
      expect(answers.at(-1)).toBe(429);
      expect(answers).not.toContain(500);
    } finally {
      await Promise.all(limits.map((l) => l.close()));
      await redis.kill();
    }
  }, 30_000);
});
