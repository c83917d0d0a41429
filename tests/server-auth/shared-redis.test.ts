import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from '../../src/features/account/account-calls.server.ts';
import type { MembersLayer } from '../../src/server/auth/index.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createSessionStore, type SessionStore } from '../../src/session/index.ts';
import { hasRedis, startRedis, type RunningRedis } from '../support/redis-server.ts';
import { startHarness, type Harness, type TenantBrowser } from './harness.ts';

/**
 * Two site servers' members layers (each its own profile cache) over one real Redis, as two
 * processes behind a load balancer have them: the harness's own layer is server A, `serverB` the other.
 */
describe.runIf(hasRedis)('two site servers sharing a real Redis', () => {
  let redis: RunningRedis;
  let stores: [SessionStore, SessionStore];
  let harness: Harness;
  let serverB: MembersLayer;

  beforeAll(async () => {
    redis = await startRedis();
    stores = [createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER), createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER)];
    harness = await startHarness({ store: stores[0] });
    serverB = harness.otherLayer(stores[1]);
    // Both listen for changes before the tests make any.
    await Promise.all(stores.map((store) => store.ping()));
  });
  afterAll(async () => {
    await harness.close();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
    await stores?.[1].close();
    await redis.kill();
  });

  async function signedIn(): Promise<TenantBrowser> {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('multisite2025@demo.test');
    return visitor;
  }

  const displayNameOn = async (layer: MembersLayer | undefined, visitor: TenantBrowser) => (await harness.memberOf(visitor, layer))?.profile.displayName ?? null;

  it('a change made on one server is seen by the other at its next request, though it had the profile cached', async () => {
    const visitor = await signedIn();
    const before = await displayNameOn(undefined, visitor);
    expect(await displayNameOn(serverB, visitor)).toBe(before);
    const member = await harness.memberOf(visitor);
    if (!member) throw new Error('not signed in');
    await accountCalls(member.gateway, 'AURORA').setDisplayName('Changed On A');
    expect(await displayNameOn(serverB, visitor)).toBe('Changed On A');
  });

  it('a logout on one server is seen by the other at its next request', async () => {
    const visitor = await signedIn();
    expect(await harness.memberOf(visitor, serverB)).not.toBeNull();
    const cookie = visitor.cookieHeader();
    await visitor.request('/oidc/logout', { method: 'POST', headers: { origin: visitor.origin, 'content-type': 'application/x-www-form-urlencoded' } });
    const stale = harness.visitor('aurora');
    for (const part of cookie.split('; ')) stale.cookies.set(part.split('=')[0] ?? '', part.slice(part.indexOf('=') + 1));
    expect(await harness.memberOf(stale, serverB)).toBeNull();
  });

  it('with Redis held (SIGSTOP: its connection open, never answering), members get the unavailable page while it is held, visitors their pages, and members are signed in again once it answers', async () => {
    const visitor = harness.visitor('aurora');
    const member = await signedIn();
    // A member whose profile is not cached asks the session store first, then the gateway.
    const other = await signedIn();
    expect((await member.request('/account')).status).toBe(200);
    redis.process.kill('SIGSTOP');
    try {
      // Every answer comes while Redis is still held: none waits for it.
      const [page, otherPage, tour] = await Promise.all([member.request('/account'), other.request('/account?hole'), visitor.request('/')]);
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBeDefined();
      expect(otherPage.status).toBe(503);
      expect(tour.status).toBe(200);
      // Later members are refused at once: the connection that stopped answering was dropped.
      expect((await member.request('/account')).status).toBe(503);
    } finally {
      redis.process.kill('SIGCONT');
    }
    await expect.poll(async () => (await member.request('/account')).status, { timeout: 10_000, interval: 100 }).toBe(200);
    expect((await other.request('/account')).status).toBe(200);
  }, 30_000);

  it('with Redis killed mid-run, visitors still get pages and members the unavailable page at once; after it is back, nobody gets a 500', async () => {
    const visitor = harness.visitor('aurora');
    const member = await signedIn();
    expect((await member.request('/account')).status).toBe(200);
    await redis.kill();
    try {
      expect((await visitor.request('/')).status).toBe(200);
      const unavailable = await member.request('/account');
      expect(unavailable.status).toBe(503);
      expect(unavailable.headers['retry-after']).toBeDefined();
      // The static tour stays readable for them too.
      expect((await member.request('/')).status).toBe(200);
    } finally {
      redis = await startRedis(redis.port);
    }
    await expect.poll(() => stores[0].ping().then(() => 'answers', () => 'down'), { timeout: 10_000, interval: 100 }).toBe('answers');
    // This Redis kept nothing: the session is gone, and the member is asked to log in again.
    const after = await member.request('/account');
    expect(after.status).toBe(302);
    expect(after.location).toContain('/oidc/login');
  }, 30_000);
});
