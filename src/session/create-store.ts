import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { SessionStore, StoreLog } from './store.ts';

/** Redis when REDIS_URL is set (several site servers share sessions), else this process's memory. */
export function createSessionStore(settings: { REDIS_URL?: string | undefined }, log: StoreLog): SessionStore {
  return settings.REDIS_URL ? createRedisStore(settings.REDIS_URL, log) : createMemoryStore();
}
