import type { MemberStore } from './store.ts';

/**
 * A member's favourites (browsing spec sections 3 and 9): videos, performers and channels by slug,
 * per account and site, newest first. Only slugs are kept; the GraphQL layer joins them with the
 * catalogue (favorite-resolvers.ts).
 */

export const FAVORITE_KINDS = ['VIDEO', 'PERFORMER', 'CHANNEL'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** Browsing spec section 9: favorite batch size 100, the most one request may ask for. */
export const FAVORITE_BATCH_SIZE = 100;

/** How many favourites a demo account starts with on its own site, taken from the top of the catalogue. */
export const FAVORITE_SEED: Readonly<Record<FavoriteKind, number>> = { VIDEO: 3, PERFORMER: 2, CHANNEL: 1 };

/** Picks the first `count` slugs of `kind` on `site` from the catalogue, for the deterministic seed. */
export type FavoriteSeed = (kind: FavoriteKind, count: number) => readonly string[];

/** One member's favourites of one kind on one site, newest first. */
export interface FavoriteList {
  readonly slugs: readonly string[];
  /** Adds `slug` as the newest unless it is there already (idempotent: it keeps its place). */
  add(slug: string): void;
  /** Removes `slug` if present (idempotent). */
  remove(slug: string): void;
}

export interface FavoriteStore {
  /** The stored list; seeded on first use with `seed` when `seedCount` > 0. */
  list(accountId: string, tenant: string, kind: FavoriteKind, seedCount: number, seed: FavoriteSeed): FavoriteList;
}

export const FAVORITE_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS favorites (account_id TEXT NOT NULL, tenant TEXT NOT NULL, kind TEXT NOT NULL, slug TEXT NOT NULL,
  added INTEGER NOT NULL, PRIMARY KEY (account_id, tenant, kind, slug));
CREATE TABLE IF NOT EXISTS favorite_lists_seeded (account_id TEXT NOT NULL, tenant TEXT NOT NULL, kind TEXT NOT NULL,
  PRIMARY KEY (account_id, tenant, kind));
`;

/**
 * Favourites in the member store, so they outlive a restart. `added` orders them: one counter for
 * all lists, so a favourite added later is always newer. A list is seeded once (a removed seed
 * favourite stays removed), remembered in favorite_lists_seeded.
 */
export function createFavoriteStore(store: MemberStore): FavoriteStore {
  store.db.exec(FAVORITE_STORE_SCHEMA);
  const statements = {
    slugs: store.db.prepare('SELECT slug FROM favorites WHERE account_id = ? AND tenant = ? AND kind = ? ORDER BY added DESC'),
    seeded: store.db.prepare('INSERT OR IGNORE INTO favorite_lists_seeded (account_id, tenant, kind) VALUES (?, ?, ?)'),
    add: store.db.prepare(
      'INSERT OR IGNORE INTO favorites (account_id, tenant, kind, slug, added) VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(added), 0) + 1 FROM favorites))',
    ),
    remove: store.db.prepare('DELETE FROM favorites WHERE account_id = ? AND tenant = ? AND kind = ? AND slug = ?'),
  };
  // Lists known to be seeded already: a read then takes no write transaction.
  const seededLists = new Set<string>();
  return {
    list(accountId, tenant, kind, seedCount, seed) {
      const key = [accountId, tenant, kind] as const;
      const listKey = key.join('\u0000');
      if (seedCount > 0 && !seededLists.has(listKey)) {
        store.transaction(() => {
          // The seed's first slug is the newest, so they go in from the last.
          if (statements.seeded.run(...key).changes > 0) {
            for (const slug of [...seed(kind, seedCount)].reverse()) statements.add.run(...key, slug);
          }
        });
        seededLists.add(listKey);
      }
      return {
        slugs: (statements.slugs.all(...key) as { slug: string }[]).map((row) => row.slug),
        add: (slug) => void statements.add.run(...key, slug),
        remove: (slug) => void statements.remove.run(...key, slug),
      };
    },
  };
}

/**
 * One page of `list`: `after` is the cursor of the last edge already seen, which is its 1-based
 * position as a string ("12" continues with the 13th favourite).
 */
export function slice(list: readonly string[], first: number | null | undefined, after: string | null | undefined) {
  const size = first ?? FAVORITE_BATCH_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > FAVORITE_BATCH_SIZE) {
    throw new RangeError(`"first" must be a whole number from 1 to ${FAVORITE_BATCH_SIZE}; received ${size}.`);
  }
  const skip = after == null || after === '' ? 0 : Number(after);
  if (!Number.isInteger(skip) || skip < 0) throw new RangeError(`"after" must be a cursor from an earlier answer; received "${after}".`);
  return list.slice(skip, skip + size).map((slug, i) => ({ slug, cursor: String(skip + i + 1) }));
}
