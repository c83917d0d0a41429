import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../../src/session/create-store.ts';
import { createOidcClient } from '../../src/session/oidc-client.ts';
import { SESSION_TTL_SECONDS, type SessionStore } from '../../src/session/store.ts';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';
import { Browser, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, startProvider } from '../identity/provider-harness.ts';
import { listenOnLoopback } from '../support/loopback.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** A port the OS handed out a moment ago; redis-server cannot bind port 0 itself. */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listenOnLoopback(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.runIf(hasRedis)('the Redis session store (runs only when redis-server is on the PATH)', () => {
  let redis: ChildProcess;
  let store: SessionStore;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      redis.on('error', reject);
      redis.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
    store = createSessionStore({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
    await store?.close();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
    redis?.kill();
  });

  it('stores, reads and deletes a record', async () => {
    await store.set('a', { tenant: 'aurora', accountId: 'demo-member' }, 60);
    await expect(store.get('a')).resolves.toEqual({ tenant: 'aurora', accountId: 'demo-member' });
    await store.delete('a');
    await expect(store.get('a')).resolves.toBeNull();
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
    const port = await freePort();
    const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => redis.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept') && resolve()));
    let grants = 0;
    const provider = await startProvider(undefined, (method, path) => {
      if (method === 'POST' && path.startsWith('/oidc/token')) grants++;
    });
    const stores = [1, 2].map(() => createSessionStore({ REDIS_URL: `redis://127.0.0.1:${port}` }));
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
      redis.kill();
    }
  });
});
