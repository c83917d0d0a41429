import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../lock-wait.ts';

/** The members' own records, beside the catalogue in the data folder. */
export const MEMBER_DATABASE_FILE = 'members.sqlite';

/**
 * What members do that must outlive a restart (unlocks, credits spent, downloads, ratings, and
 * whatever a later feature records), in a database of its own: the catalogue's is dropped and
 * re-seeded when the seed changes, the members' never is.
 */
export interface MemberStore {
  readonly db: DatabaseSync;
  /**
   * Runs `fn` inside one write transaction (BEGIN IMMEDIATE), rolled back if it throws. node:sqlite
   * is synchronous, so a resolver's read-check-write inside `fn` cannot interleave with another
   * request's: twenty identical requests at once change the state exactly once.
   */
  transaction<T>(fn: () => T): T;
  close(): void;
}

/**
 * Opens the member store in `dataDir` (`null`: in memory, for tests) and applies each feature's
 * schema: every statement must be idempotent (`CREATE TABLE IF NOT EXISTS …`), since it runs at
 * every start.
 */
export function openMemberStore(dataDir: string | null, schemas: readonly string[] = []): MemberStore {
  let file = ':memory:';
  if (dataDir !== null) {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, MEMBER_DATABASE_FILE);
  }
  const db = openDatabase(file);
  // WAL keeps readers off the writer's lock; NORMAL is durable across a process crash, which is
  // what a member's spent credit needs (the catalogue can use OFF: it is re-seeded, never edited).
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  for (const schema of schemas) db.exec(schema);
  let depth = 0;
  return {
    db,
    transaction<T>(fn: () => T): T {
      // A transaction inside a transaction joins the outer one (SQLite has no nested BEGIN).
      if (depth > 0) return fn();
      db.exec('BEGIN IMMEDIATE');
      depth += 1;
      try {
        const result = fn();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      } finally {
        depth -= 1;
      }
    },
    close: () => db.close(),
  };
}
