import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { MEMBER_DATABASE_FILE } from '../../upstream/members/store.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';

/** Runs `read` on the member store in `dataDir` through a read-only connection of its own, beside the running upstream's. */
export function reading<T>(dataDir: string, read: (db: DatabaseSync) => T): T {
  const db = openDatabase(join(dataDir, MEMBER_DATABASE_FILE), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Runs `write` on the member store in `dataDir` through a connection of its own, beside the running upstream's. */
function writing<T>(dataDir: string, write: (db: DatabaseSync) => T): T {
  // The running upstream writes to the same store: wait for its lock rather than fail.
  const db = openDatabase(join(dataDir, MEMBER_DATABASE_FILE));
  try {
    return write(db);
  } finally {
    db.close();
  }
}

/**
 * Every row of every table of the member store (unlocks, credits, wallet, packs, comments, votes,
 * notifications, ratings, favourites, recommender events, downloads, billing), as one text: two
 * equal texts mean nothing a member did changed anything.
 */
export function memberStoreState(dataDir: string): string {
  return reading(dataDir, (db) => {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all()]));
  });
}

/** The id of the comment whose text is `body` (the newest, if several). */
export function commentIdWithBody(dataDir: string, body: string): string | null {
  return reading(dataDir, (db) => {
    const row = db.prepare('SELECT comment_id FROM comments WHERE body = ? ORDER BY comment_id DESC LIMIT 1').get(body) as { comment_id: number } | undefined;
    return row ? String(row.comment_id) : null;
  });
}

/** What the member's active subscription rebills at, or null without one. */
export function activeRebillPrice(dataDir: string, accountId: string): number | null {
  return reading(dataDir, (db) => {
    const row = db.prepare("SELECT rebill_price FROM billing_subscriptions WHERE account_id = ? AND status = 'active'").get(accountId) as { rebill_price: number } | undefined;
    return row?.rebill_price ?? null;
  });
}

/** The recommender's events about the member, newest first (upstream/members/recommender.ts). */
export function recommenderEventsOf(dataDir: string, accountId: string): { type: string; videoId: number | null; recommId: string | null; rating: number | null }[] {
  return reading(dataDir, (db) =>
    db
      .prepare('SELECT type, video_id AS videoId, recomm_id AS recommId, rating FROM recommender_events WHERE account_id = ? ORDER BY event_id DESC')
      .all(accountId) as { type: string; videoId: number | null; recommId: string | null; rating: number | null }[],
  );
}

/** The account id of the account with `email` (an account made at run time: `member-<uuid>`), or null. */
export function accountIdOf(dataDir: string, email: string): string | null {
  return reading(dataDir, (db) => {
    const row = db.prepare('SELECT account_id FROM accounts WHERE email = ?').get(email.trim().toLowerCase()) as { account_id: string } | undefined;
    return row?.account_id ?? null;
  });
}

/**
 * Ends the account's paid period, as the biller does when a membership lapses (the stand-in keeps no
 * clock of its own that a journey could wait for): its membership is no longer active. For journeys
 * that need an ended membership and make their own account, so no demo account changes.
 */
export function endPaidPeriod(dataDir: string, accountId: string): void {
  writing(dataDir, (db) => {
    const row = db.prepare('SELECT membership FROM accounts WHERE account_id = ?').get(accountId) as { membership: string } | undefined;
    if (!row) throw new Error(`No account "${accountId}" in the member store of ${dataDir}`);
    const membership = { ...(JSON.parse(row.membership) as Record<string, unknown>), isActive: false, cancelled: false };
    db.prepare('UPDATE accounts SET membership = ? WHERE account_id = ?').run(JSON.stringify(membership), accountId);
  });
}

/**
 * Takes the account's username away, so it is as an account a partner or support made (which has
 * none): for journeys that need one and make their own account, so no demo account changes.
 */
export function forgetUsername(dataDir: string, accountId: string): void {
  writing(dataDir, (db) => {
    if (db.prepare('DELETE FROM usernames WHERE account_id = ?').run(accountId).changes !== 1) throw new Error(`The account "${accountId}" has no username to forget`);
  });
}
