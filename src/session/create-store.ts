import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { SessionStore } from './store.ts';

/** Redis when REDIS_URL is set (several site servers share sessions), else this process's memory. */
export function createSessionStore(env: { REDIS_URL?: string | undefined }): SessionStore {
  const url = env.REDIS_URL?.trim();
  if (!url) return createMemoryStore();
  if (!/^rediss?:\/\//.test(url)) {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${url}"`);
  }
  return createRedisStore(url);
}
