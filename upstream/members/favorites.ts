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

export interface FavoriteStore {
  /** The stored list (newest first); seeded on first use with `seed` when `seedCount` > 0. */
  list(accountId: string, tenant: string, kind: FavoriteKind, seedCount: number, seed: FavoriteSeed): string[];
}

export function createFavoriteStore(): FavoriteStore {
  const lists = new Map<string, string[]>();
  return {
    list(accountId, tenant, kind, seedCount, seed) {
      const key = `${accountId}\u0000${tenant}\u0000${kind}`;
      let found = lists.get(key);
      if (!found) {
        found = seedCount > 0 ? [...seed(kind, seedCount)] : [];
        lists.set(key, found);
      }
      return found;
    },
  };
}

/** Adds `slug` at the front unless it is there already (idempotent). */
export function addTo(list: string[], slug: string): void {
  if (!list.includes(slug)) list.unshift(slug);
}

/** Removes `slug` if present (idempotent). */
export function removeFrom(list: string[], slug: string): void {
  const at = list.indexOf(slug);
  if (at >= 0) list.splice(at, 1);
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
