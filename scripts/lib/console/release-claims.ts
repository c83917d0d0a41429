import { randomBytes } from 'node:crypto';
import { createRedisConnection } from '../../../src/session/redis-client.ts';
import type { StoreLog } from '../../../src/session/store.ts';

/**
 * Who runs a release: the first site server to claim it. With Redis (REDIS_URL) every server's
 * claim goes to it (SET NX with a lifetime), so exactly one of them runs each release; a claim
 * whose server died expires, and another takes the release up. Without Redis the one server
 * claims in its own memory.
 */
export interface ReleaseClaims {
  /** True for the one caller that gets `key` until `ttlMs` have passed. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Gives `key` up at once (a release that could not finish), so that the next look takes it again. */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

const PREFIX = 'release-claim:';

export function memoryClaims(now: () => number = Date.now): ReleaseClaims {
  const held = new Map<string, number>();
  return {
    claim(key, ttlMs) {
      const until = held.get(key);
      if (until !== undefined && until > now()) return Promise.resolve(false);
      held.set(key, now() + ttlMs);
      return Promise.resolve(true);
    },
    release(key) {
      held.delete(key);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

export function redisClaims(url: string, log: StoreLog): ReleaseClaims {
  // The site's Redis connection: never queued while Redis is away, every command under a time-out.
  const redis = createRedisConnection(url, log, 'release claims');
  // This server's own token, so that it gives up only a claim of its own.
  const token = randomBytes(12).toString('base64url');
  return {
    async claim(key, ttlMs) {
      return (await redis.send((client) => client.set(PREFIX + key, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }))) === 'OK';
    },
    async release(key) {
      if ((await redis.send((client) => client.get(PREFIX + key))) === token) await redis.send((client) => client.del(PREFIX + key));
    },
    close: () => redis.close(),
  };
}
