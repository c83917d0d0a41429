import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { countRedisError } from '../observability/metrics.ts';
import type { StoreLog } from './store.ts';

/**
 * Longest one Redis command may take. Every request with a session cookie waits on Redis, so with
 * Redis gone or hung it fails within this (the member gets the unavailable page) instead of hanging.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest a connection attempt may take; also how long the very first commands wait for the first connection. */
export const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection waits grow by this per attempt, up to RECONNECT_MAX_MS. */
const RECONNECT_STEP_MS = 100;
const RECONNECT_MAX_MS = 2_000;

export type RedisClient = ReturnType<typeof createClient>;

/** Redis is not connected (down, reconnecting, or just dropped for not answering): the command was not sent. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** A command got no answer within REDIS_COMMAND_TIMEOUT_MS. */
export class RedisTimeoutError extends Error {
  override name = 'RedisTimeoutError';
}

/** One connection to Redis that can lose it, for one role of the site server ("session store", "rate limits"). */
export interface RedisConnection {
  /** The client itself, for a library that takes one (rate-limiter-flexible); bound its calls with `within`. */
  readonly client: RedisClient;
  /**
   * Runs `command` on the client: refused at once while Redis is not connected (never queued, never
   * replayed late), and failed after REDIS_COMMAND_TIMEOUT_MS without an answer.
   */
  send<T>(command: (client: RedisClient) => Promise<T>): Promise<T>;
  /** Bounds commands already sent through `client` (a library's) as `send` bounds its own. */
  within<T>(work: Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A Redis client that can lose Redis: no offline queue (a command while Redis is away is refused at
 * once), a time-out on every command, reconnection in the background, and one log line when Redis
 * goes and one when it is back, named by `role`.
 *
 * node-redis's own command time-out ends only while a command waits to be written: a Redis that
 * accepts and never answers (held by SIGSTOP, or a dead host behind an open connection) would keep
 * every written command, and every request behind it, waiting. So the time-out is kept here, and a
 * command that meets it drops the connection: the commands written on it fail at once instead of
 * piling up, new ones are refused until Redis answers the reconnection, and members are signed in
 * again as soon as it does.
 */
export function createRedisConnection(url: string, log: StoreLog, role: string): RedisConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min((retries + 1) * RECONNECT_STEP_MS, RECONNECT_MAX_MS) },
  });
  const where = new URL(url).host;
  let down = false;
  const lost = (fields: object, message: string) => {
    if (down) return;
    down = true;
    log.error({ ...fields, redis: role }, message);
  };
  client.on('error', (error: unknown) => {
    countRedisError(role, 'connection');
    lost({ err: error }, `${role}: Redis unreachable`);
  });
  client.on('ready', () => {
    if (down) log.warn({ redis: role }, `${role}: Redis reachable again`);
    down = false;
  });
  let closed = false;
  /** Counts the connections made: the commands that time out together on one drop it once. */
  let connection = 0;
  let connecting: Promise<unknown> = client.connect().catch(() => undefined);

  /** Drops connection `hung`, which Redis no longer answers on, and makes a new one in the background. */
  function reconnect(hung: number): void {
    if (closed || hung !== connection || !client.isOpen) return;
    connection += 1;
    lost({}, `${role}: Redis did not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms; connecting again`);
    client.destroy();
    connecting = client.connect().catch(() => undefined);
  }

  async function within<T>(work: Promise<T>): Promise<T> {
    const sentOn = connection;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RedisTimeoutError(`${role}: Redis at ${where} did not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`)), REDIS_COMMAND_TIMEOUT_MS);
    });
    try {
      return await Promise.race([work, late]);
    } catch (error) {
      if (error instanceof RedisTimeoutError) {
        countRedisError(role, 'timeout');
        // Whatever the work was, its answer will never be read: the caller has moved on.
        work.catch(() => undefined);
        reconnect(sentOn);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    client,
    async send(command) {
      // Only the very first commands wait for the first connection; after that, a client that is not
      // ready is one that lost Redis, and the command fails at once.
      if (!client.isReady && !down) await Promise.race([connecting, sleep(REDIS_CONNECT_TIMEOUT_MS)]);
      if (!client.isReady) {
        countRedisError(role, 'unavailable');
        throw new RedisUnavailableError(`${role}: Redis at ${where} is not connected`);
      }
      return within(command(client)).catch((error: unknown) => {
        if (!(error instanceof RedisTimeoutError)) countRedisError(role, 'command');
        throw error;
      });
    },
    within,
    async close() {
      closed = true;
      if (client.isOpen) await client.close();
    },
  };
}
