import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createSessionStore } from '../../src/session/create-store.ts';
import { createOidcClient, OIDC_REQUEST_TIMEOUT_SECONDS, REFRESH_GRANT_LOCK_MS } from '../../src/session/oidc-client.ts';
import { RedisTimeoutError, RedisUnavailableError } from '../../src/session/redis-client.ts';
import { SESSION_TTL_SECONDS, type SessionStore } from '../../src/session/store.ts';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';
import { Browser, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, startProvider } from '../identity/provider-harness.ts';
import { hasRedis, startRedis, type RunningRedis } from '../support/redis-server.ts';

describe.runIf(hasRedis)('the Redis session store (runs only when redis-server is on the PATH)', () => {
  let redis: RunningRedis;
  let store: SessionStore;

  beforeAll(async () => {
    redis = await startRedis();
    store = createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER);
  });
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
    await store?.close();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
    await redis?.kill();
  });

  it('stores, reads and deletes a record', async () => {
    await store.set('a', { tenant: 'aurora', accountId: 'demo-member' }, 60);
    await expect(store.get('a')).resolves.toEqual({ tenant: 'aurora', accountId: 'demo-member' });
    await store.delete('a');
    await expect(store.get('a')).resolves.toBeNull();
  });

  it("lists an account's live sessions on every tenant, and drops those deleted or given to someone else", async () => {
    const member = { tenant: 'aurora', accountId: 'demo-listed' };
    await store.set('l1', member, 60);
    await store.set('l2', { ...member, tenant: 'blaze' }, 60);
    await store.set('l3', member, 60);
    await store.set('l-pending', { tenant: 'aurora' }, 60);
    expect((await store.accountSessions('demo-listed')).sort()).toEqual(['l1', 'l2', 'l3']);
    await store.delete('l3');
    await store.set('l2', { ...member, accountId: 'demo-else' }, 60);
    expect(await store.accountSessions('demo-listed')).toEqual(['l1']);
    expect(await store.accountSessions('nobody')).toEqual([]);
  });

  it('lets a record expire after its TTL', async () => {
    await store.set('b', { tenant: 'aurora', accountId: 'demo-member' }, 1);
    await expect.poll(() => store.get('b'), { timeout: 3000, interval: 100 }).toBeNull();
  });

  it('runs tasks under the same lock one after the other', async () => {
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push(`${name} end`);
    };
    await Promise.all([store.withLock('k', 2000, task('a')), store.withLock('k', 2000, task('b'))]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});

describe.runIf(hasRedis)('two site servers sharing Redis', () => {
  it('send exactly one refresh-token grant between them for 10 concurrent refreshes', async () => {
    const redis = await startRedis();
    let grants = 0;
    const provider = await startProvider(undefined, (method, path) => {
      if (method === 'POST' && path.startsWith('/oidc/token')) grants++;
    });
    const stores = [1, 2].map(() => createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER));
    try {
      const [a, b] = stores.map((store) =>
        createOidcClient({ issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI, store }),
      );
      if (!a || !b || !stores[0]) throw new Error('setup');
      const { url, pending } = await a.startLogin({ returnTo: '/' });
      const result = await new Browser().logIn(url, 'member@demo.test', DEMO_PASSWORD, REDIRECT_URI);
      if (!('callbackUrl' in result)) throw new Error('login refused');
      const { accountId, tokens } = await a.finishLogin(result.callbackUrl, pending);
      await stores[0].set('shared', { tenant: 'aurora', accountId, tokens }, SESSION_TTL_SECONDS);
      const before = grants;
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).refresh({ id: 'shared', tokens })));
      expect(grants - before).toBe(1);
      expect(new Set(results.map((t) => t.refreshToken)).size).toBe(1);
    } finally {
      for (const store of stores) await store.close();
      await provider.close();
      await redis.kill();
    }
  });
});

describe.runIf(hasRedis)('Redis you can lose', () => {
  it('fails a command at once while Redis is down, queues nothing, and works again once it is back', async () => {
    const redis = await startRedis();
    const store = createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER);
    try {
      await store.set('kept', { tenant: 'aurora', accountId: 'demo-member' }, 60);
      await redis.kill();
      // Neither hangs nor waits for Redis to come back: refused as unavailable (or timed out, mid-command).
      const refused = await store.get('kept').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      await expect(store.ping()).rejects.toBeInstanceOf(RedisUnavailableError);
      await expect(store.set('lost', { tenant: 'aurora', accountId: 'demo-member' }, 60)).rejects.toBeInstanceOf(RedisUnavailableError);
      const back = await startRedis(redis.port);
      try {
        await expect.poll(() => store.ping().then(() => 'answers', () => 'down'), { timeout: 10_000, interval: 100 }).toBe('answers');
        // Nothing sent while it was down arrives late (no offline queue).
        await expect(store.get('lost')).resolves.toBeNull();
      } finally {
        await back.kill();
      }
    } finally {
      await store.close();
    }
  }, 20_000);

  it('with Redis held (SIGSTOP: its connection open, never answering), fails a command within the time-out, refuses the next at once, and answers again once Redis does', async () => {
    const redis = await startRedis();
    const store = createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER);
    try {
      await store.set('kept', { tenant: 'aurora', accountId: 'demo-member' }, 60);
      redis.process.kill('SIGSTOP');
      try {
        // Each settles while Redis is still held: nothing waits for its answer.
        await expect(store.get('kept')).rejects.toBeInstanceOf(RedisTimeoutError);
        // The connection that stopped answering is dropped: nothing more is written to it to pile up.
        await expect(store.get('kept')).rejects.toBeInstanceOf(RedisUnavailableError);
        await expect(store.ping()).rejects.toBeInstanceOf(RedisUnavailableError);
      } finally {
        redis.process.kill('SIGCONT');
      }
      await expect.poll(() => store.ping().then(() => 'answers', () => 'down'), { timeout: 10_000, interval: 100 }).toBe('answers');
      await expect(store.get('kept')).resolves.toEqual({ tenant: 'aurora', accountId: 'demo-member' });
    } finally {
      await store.close();
      await redis.kill();
    }
  }, 20_000);

  it('tells every store sharing Redis about a changed member', async () => {
    const redis = await startRedis();
    const [a, b] = [1, 2].map(() => createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER)) as [SessionStore, SessionStore];
    try {
      const heard: string[] = [];
      b.onChange((id) => heard.push(id));
      await expect.poll(async () => {
        await a.announceChange('ping');
        return heard.includes('ping');
      }, { timeout: 5_000, interval: 50 }).toBe(true);
      await a.announceChange('session-7');
      await expect.poll(() => heard.includes('session-7')).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await redis.kill();
    }
  });

  it('announcing a change with Redis down does not fail the change', async () => {
    const redis = await startRedis();
    const store = createSessionStore({ REDIS_URL: redis.url }, SILENT_LOGGER);
    try {
      await store.ping();
      await redis.kill();
      await expect(store.announceChange('session-8')).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe('the identity provider\'s time-out', () => {
  it('is below the refresh lock\'s lifetime: a slow refresh gives up while it still holds the lock', () => {
    expect(OIDC_REQUEST_TIMEOUT_SECONDS * 1000).toBeLessThan(REFRESH_GRANT_LOCK_MS);
  });
});
