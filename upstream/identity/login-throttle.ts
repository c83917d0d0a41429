/**
 * The provider's throttle on password guessing, as a real identity provider has one: per account
 * and address, the first failures cost nothing, and after them each try must wait a delay that
 * doubles with every further failure, up to a cap. A try within the wait is refused unread (the
 * password is not even checked), so a guesser gets a handful of tries an hour, and the account's
 * owner on another address is not locked out by them. A success clears the count; failures older
 * than the window are forgotten. The site server's own limits (per address and session on its login)
 * stand in front of it.
 */

/** Failures that cost no wait. */
export const FREE_FAILURES = 5;
/** The first wait after them, doubled by each further failure. */
export const FIRST_DELAY_MS = 1000;
/** The longest wait. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A failure this old no longer counts. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** Pairs of account and address remembered at once, the oldest forgotten first: the memory is bounded. */
const MAX_ENTRIES = 10_000;

interface Failures {
  count: number;
  lastAt: number;
}

export interface LoginThrottle {
  /** Milliseconds this account and address must still wait before a password is checked, or 0. */
  wait(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string, address: string): void;
}

/** The wait after `count` failures: none for the free ones, then doubling from the first delay. */
export function delayAfter(count: number): number {
  if (count < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (count - FREE_FAILURES));
}

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, Failures>();
  const keyOf = (account: string, address: string) => `${account.trim().toLowerCase()}\n${address}`;
  const current = (key: string): Failures | undefined => {
    const entry = failures.get(key);
    if (entry && now() - entry.lastAt > FAILURE_WINDOW_MS) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    wait(account, address) {
      const entry = current(keyOf(account, address));
      return entry ? Math.max(0, entry.lastAt + delayAfter(entry.count) - now()) : 0;
    },
    failed(account, address) {
      const key = keyOf(account, address);
      const count = (current(key)?.count ?? 0) + 1;
      // Re-inserted, so the Map's order is the order of last failure: the first key is the oldest.
      failures.delete(key);
      failures.set(key, { count, lastAt: now() });
      if (failures.size > MAX_ENTRIES) failures.delete(failures.keys().next().value ?? key);
    },
    succeeded(account, address) {
      failures.delete(keyOf(account, address));
    },
  };
}
