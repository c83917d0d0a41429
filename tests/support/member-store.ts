import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MEMBER_DATABASE_FILE } from '../../upstream/members/store.ts';

/** Runs `read` on the member store in `dataDir` through a read-only connection of its own, beside the running upstream's. */
function reading<T>(dataDir: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(dataDir, MEMBER_DATABASE_FILE), { readOnly: true });
  try {
    return read(db);
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
