import { createClient } from 'redis';
import type { StoreLog } from './store.ts';

/**
 * Longest one Redis command may take. Every request with a session cookie waits on Redis, so with
 * Redis gone it fails within this (the member gets the unavailable page) instead of hanging.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest a connection attempt may take. */
export const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection waits grow by this per attempt, up to RECONNECT_MAX_MS. */
const RECONNECT_STEP_MS = 100;
const RECONNECT_MAX_MS = 2_000;

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A Redis client that can lose Redis: no offline queue (a command while Redis is away is refused at
 * once, never replayed late), a time-out on every command, reconnection in the background, and one
 * log line when Redis goes and one when it is back, named by `role` ("session store", "rate limits").
 */
export function createRedisClient(url: string, log: StoreLog, role: string): RedisClient {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min((retries + 1) * RECONNECT_STEP_MS, RECONNECT_MAX_MS) },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.error({ err: error, redis: role }, `${role}: Redis unreachable`);
  });
  client.on('ready', () => {
    if (down) log.warn({ redis: role }, `${role}: Redis reachable again`);
    down = false;
  });
  return client;
}
