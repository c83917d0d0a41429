import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MEMBER_DATABASE_FILE } from '../../upstream/members/store.ts';

/**
 * Every row of every table of the member store in `dataDir` (unlocks, credits, wallet, packs,
 * comments, votes, notifications, ratings, favourites, recommender events, downloads, billing),
 * as one text: two equal texts mean nothing a member did changed anything. Read through its own
 * read-only connection, beside the running upstream's.
 */
export function memberStoreState(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, MEMBER_DATABASE_FILE), { readOnly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all()]));
  } finally {
    db.close();
  }
}
