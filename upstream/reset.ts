import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { IDENTITY_STORE_FILE } from './identity/provider.ts';
import { MEMBER_DATABASE_FILE } from './members/store.ts';

/** SQLite's companions of a database in WAL mode: they hold writes not yet in the file itself. */
const SQLITE_COMPANIONS = ['', '-wal', '-shm'];

/**
 * What members and logins did, kept in the data folder: the member store (accounts joined, what the
 * biller, unlocks, trials, downloads, gems, comments and settings changed) and the identity
 * provider's sessions and grants. The catalogue (re-seeded when its seed changes), the media cache
 * and the keys are not members' data and stay.
 */
export const MEMBER_DATA_FILES: readonly string[] = [MEMBER_DATABASE_FILE, IDENTITY_STORE_FILE].flatMap((file) => SQLITE_COMPANIONS.map((suffix) => `${file}${suffix}`));

/**
 * Puts the embedded upstream's member data back as the seed makes it: the demo accounts as the
 * README's table describes them, and no other account. The upstream must not be running on this
 * folder (its open databases would keep writing). Answers the files it removed.
 */
export function resetMemberData(dataDir: string): string[] {
  const removed = MEMBER_DATA_FILES.map((file) => join(dataDir, file)).filter((path) => existsSync(path));
  for (const path of removed) rmSync(path, { force: true });
  return removed;
}
