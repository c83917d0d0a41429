import { DatabaseSync } from 'node:sqlite';

/**
 * How long a statement waits for another connection's lock before SQLite answers "database is
 * locked". The upstream's files have other writers beside it (a test's or an operator's script
 * opening the member store), and without a wait a member's purchase failed on a lock held for a
 * millisecond. DatabaseSync waits synchronously, stalling the whole upstream: one second at most,
 * where a write transaction takes well under a millisecond.
 */
export const LOCK_WAIT_MS = 1_000;

/** Opens the SQLite file at `file` (or `:memory:`) so that it waits up to LOCK_WAIT_MS for another connection's lock instead of failing at once. */
export function openDatabase(file: string, { readOnly = false }: { readOnly?: boolean } = {}): DatabaseSync {
  return new DatabaseSync(file, { readOnly, timeout: LOCK_WAIT_MS });
}
