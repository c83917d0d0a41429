import { parseSessionData, type SessionData, type SessionStore } from './store.ts';

interface Entry {
  json: string;
  expiresAt: number;
}

/**
 * The local store: one process's memory. Records are kept as JSON so that a caller can never mutate
 * a stored record by accident, exactly as with Redis. `now` is injectable for TTL tests.
 */
export function createMemoryStore(now: () => number = Date.now): SessionStore {
  const entries = new Map<string, Entry>();
  /** The ids of each account's signed-in sessions; an id whose entry is gone is dropped when next listed or swept. */
  const byAccount = new Map<string, Set<string>>();
  const locks = new Map<string, Promise<unknown>>();
  const listeners: ((id: string) => void)[] = [];

  function sweep(): void {
    const time = now();
    for (const [id, entry] of entries) if (entry.expiresAt <= time) entries.delete(id);
    // Ended and expired sessions leave the lists too, or every login would stay listed for good.
    for (const [accountId, ids] of byAccount) {
      for (const id of ids) if (!entries.has(id)) ids.delete(id);
      if (ids.size === 0) byAccount.delete(accountId);
    }
  }

  return {
    async get(id) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(id);
        return null;
      }
      return parseSessionData(JSON.parse(entry.json));
    },
    async set(id, data: SessionData, ttlSeconds) {
      if (!(ttlSeconds > 0)) throw new RangeError(`ttlSeconds must be a positive number of seconds, got ${ttlSeconds}`);
      if (entries.size % 1024 === 0) sweep();
      entries.set(id, { json: JSON.stringify(data), expiresAt: now() + ttlSeconds * 1000 });
      if (data.accountId !== undefined) {
        let ids = byAccount.get(data.accountId);
        if (!ids) byAccount.set(data.accountId, (ids = new Set()));
        ids.add(id);
      }
    },
    async delete(id) {
      entries.delete(id);
    },
    async accountSessions(accountId) {
      const ids = byAccount.get(accountId);
      if (!ids) return [];
      const time = now();
      for (const id of ids) {
        const entry = entries.get(id);
        if (!entry || entry.expiresAt <= time || parseSessionData(JSON.parse(entry.json))?.accountId !== accountId) ids.delete(id);
      }
      if (ids.size === 0) byAccount.delete(accountId);
      return [...ids];
    },
    async withLock(key, _ttlMs, task) {
      // Chain behind whoever holds the key; a failed holder must not block the next one.
      const previous = locks.get(key) ?? Promise.resolve();
      const run = previous.then(task, task);
      const tail = run.catch(() => undefined);
      locks.set(key, tail);
      try {
        return await run;
      } finally {
        if (locks.get(key) === tail) locks.delete(key);
      }
    },
    async announceChange(id) {
      // One process: its own listeners are every server there is.
      for (const listener of listeners) listener(id);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async ping() {
      // This process's memory always answers.
    },
    async close() {
      entries.clear();
      byAccount.clear();
    },
  };
}
