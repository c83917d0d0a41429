import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRedisConnection, type RedisConnection } from './redis-client.ts';
import { parseSessionData, type SessionData, type SessionStore, type StoreLog } from './store.ts';

/** A session's record in Redis is under this prefix and its id (the bench's floor server reads it too). */
export const SESSION_KEY_PREFIX = 'session:';
/** The set of an account's session ids, kept as long as its newest session. */
const ACCOUNT_PREFIX = 'account-sessions:';
const LOCK_PREFIX = 'session-lock:';
/** The channel on which site servers tell each other that a session's member changed. */
const CHANGES_CHANNEL = 'session-changes';
/** How often a waiter polls a held lock. */
const LOCK_POLL_MS = 25;
/** Deletes the lock only if it is still ours (it may have expired and been taken by another server). */
const UNLOCK_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** A stored record, or null when it is missing or no longer reads as one (a record of an older shape). */
function recordOf(json: string | null | undefined): SessionData | null {
  if (json === null || json === undefined) return null;
  try {
    return parseSessionData(JSON.parse(json));
  } catch {
    return null;
  }
}

/**
 * A lock shared by every site server: taken with SET NX and a time to live, waited for by polling,
 * and given back only by its holder (it may have expired and been taken by another server).
 */
function sharedLock(redis: RedisConnection): SessionStore['withLock'] {
  return async (key, ttlMs, task) => {
    const lockKey = LOCK_PREFIX + key;
    const token = randomBytes(16).toString('base64url');
    const deadline = Date.now() + ttlMs;
    for (;;) {
      const taken = await redis.send((client) => client.set(lockKey, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }));
      if (taken === 'OK') break;
      if (Date.now() > deadline) throw new Error(`session store: lock "${key}" still held after ${ttlMs} ms`);
      await sleep(LOCK_POLL_MS);
    }
    try {
      return await task();
    } finally {
      await redis.send((client) => client.eval(UNLOCK_SCRIPT, { keys: [lockKey], arguments: [token] }));
    }
  };
}

/** The announcements of a session's member changing, between every site server sharing the store. */
interface MemberChanges extends Pick<SessionStore, 'announceChange' | 'onChange'> {
  /** Settles once this server listens (or failed to): a server is ready only once it hears the others. */
  listening(): Promise<unknown>;
  close(): Promise<void>;
}

function memberChanges(redis: RedisConnection, log: StoreLog): MemberChanges {
  let subscriber: ReturnType<typeof redis.client.duplicate> | null = null;
  let subscribed: Promise<unknown> = Promise.resolve();
  const listeners: ((id: string) => void)[] = [];
  return {
    async announceChange(id) {
      try {
        await redis.send((client) => client.publish(CHANGES_CHANNEL, id));
      } catch (error) {
        // The change itself is made; other servers' copies age out within the profile cache's lifetime.
        log.warn({ err: error, store: 'redis' }, 'session store: a member change could not be announced');
      }
    },
    onChange(listener) {
      listeners.push(listener);
      if (subscriber) return;
      subscriber = redis.client.duplicate();
      subscriber.on('error', () => undefined);
      // Subscriptions are made again by the client on every reconnection.
      subscribed = subscriber
        .connect()
        .then((connection) => connection.subscribe(CHANGES_CHANNEL, (id) => listeners.forEach((each) => each(id))))
        .catch((error: unknown) => log.error({ err: error, store: 'redis' }, 'session store: cannot listen for member changes'));
    },
    listening: () => subscribed,
    async close() {
      if (subscriber?.isOpen) await subscriber.close();
    },
  };
}

/**
 * The shared store: sessions in Redis so several site servers see the same records, over a
 * connection that can lose Redis (redis-client.ts): with Redis away a command fails at once, and
 * with Redis hung within REDIS_COMMAND_TIMEOUT_MS.
 */
export function createRedisStore(url: string, log: StoreLog): SessionStore {
  const redis = createRedisConnection(url, log, 'session store');
  const changes = memberChanges(redis, log);

  return {
    get: async (id) => recordOf(await redis.send((client) => client.get(SESSION_KEY_PREFIX + id))),
    async set(id, data, ttlSeconds) {
      if (!(ttlSeconds > 0)) throw new RangeError(`ttlSeconds must be a positive number of seconds, got ${ttlSeconds}`);
      const seconds = Math.ceil(ttlSeconds);
      await redis.send((client) => {
        const transaction = client.multi().set(SESSION_KEY_PREFIX + id, JSON.stringify(data), { expiration: { type: 'EX', value: seconds } });
        // Every signed-in record has the same TTL, so the list lives as long as the newest session.
        if (data.accountId !== undefined) transaction.sAdd(ACCOUNT_PREFIX + data.accountId, id).expire(ACCOUNT_PREFIX + data.accountId, seconds);
        return transaction.exec();
      });
    },
    async delete(id) {
      await redis.send((client) => client.del(SESSION_KEY_PREFIX + id));
    },
    async accountSessions(accountId) {
      const ids = await redis.send((client) => client.sMembers(ACCOUNT_PREFIX + accountId));
      if (ids.length === 0) return [];
      const records = await redis.send((client) => client.mGet(ids.map((id) => SESSION_KEY_PREFIX + id)));
      // A session deleted, expired or now another account's stays in the account's list until it is pruned here.
      const live = ids.filter((_, i) => recordOf(records[i])?.accountId === accountId);
      const gone = ids.filter((id) => !live.includes(id));
      if (gone.length > 0) await redis.send((client) => client.sRem(ACCOUNT_PREFIX + accountId, gone));
      return live;
    },
    withLock: sharedLock(redis),
    announceChange: (id) => changes.announceChange(id),
    onChange: (listener) => changes.onChange(listener),
    async ping() {
      await redis.send((client) => client.ping());
      // Ready only once this server hears the others' changes too.
      await changes.listening();
    },
    async close() {
      await Promise.all([redis.close(), changes.close()]);
    },
  };
}
