import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { parseSessionData, type SessionStore } from './store.ts';

const KEY_PREFIX = 'session:';
const LOCK_PREFIX = 'session-lock:';
/** How often a waiter polls a held lock. */
const LOCK_POLL_MS = 25;
/** Deletes the lock only if it is still ours (it may have expired and been taken by another server). */
const UNLOCK_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** The shared store: sessions in Redis so several site servers see the same records. */
export function createRedisStore(url: string): SessionStore {
  const client = createClient({ url });
  client.on('error', (error: unknown) => {
    console.warn(`session store: Redis error: ${(error as Error).message}`);
  });
  let connecting: Promise<unknown> | null = null;
  async function ready(): Promise<typeof client> {
    connecting ??= client.connect();
    await connecting;
    return client;
  }

  return {
    async get(id) {
      const json = await (await ready()).get(KEY_PREFIX + id);
      if (json === null) return null;
      try {
        return parseSessionData(JSON.parse(json));
      } catch {
        return null;
      }
    },
    async set(id, data, ttlSeconds) {
      if (!(ttlSeconds > 0)) throw new RangeError(`ttlSeconds must be a positive number of seconds, got ${ttlSeconds}`);
      await (await ready()).set(KEY_PREFIX + id, JSON.stringify(data), {
        expiration: { type: 'EX', value: Math.ceil(ttlSeconds) },
      });
    },
    async delete(id) {
      await (await ready()).del(KEY_PREFIX + id);
    },
    async withLock(key, ttlMs, task) {
      const redis = await ready();
      const lockKey = LOCK_PREFIX + key;
      const token = randomBytes(16).toString('base64url');
      const deadline = Date.now() + ttlMs;
      for (;;) {
        const taken = await redis.set(lockKey, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
        if (taken === 'OK') break;
        if (Date.now() > deadline) throw new Error(`session store: lock "${key}" still held after ${ttlMs} ms`);
        await sleep(LOCK_POLL_MS);
      }
      try {
        return await task();
      } finally {
        await redis.eval(UNLOCK_SCRIPT, { keys: [lockKey], arguments: [token] });
      }
    },
    async ping() {
      await (await ready()).ping();
    },
    async close() {
      if (connecting) await client.close();
    },
  };
}
