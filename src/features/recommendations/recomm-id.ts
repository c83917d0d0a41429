/**
 * Where a recommender event's recommId comes from (membership spec section 7: "The recommId comes
 * from local storage or the query string"). A recommended item's link carries `?recommId=`; the page
 * it opens remembers it for that item in local storage, so that the events the member causes there
 * later (a bookmark, a rating), after a reload or a visit without the query, still carry it. The
 * query wins: it names the recommendation the member has just followed. Pure, for the server and
 * the browser alike (no zod: this ships to the browser).
 */

export const RECOMM_ID_PARAM = 'recommId';
/** Longer than any recommender's id; anything longer is not one (the upstream refuses it too). */
export const RECOMM_ID_MAX_LENGTH = 64;
/** The local storage entry: a JSON object from item key to recommId. */
export const RECOMM_IDS_STORAGE_KEY = 'recommIds';
/** The items whose recommId local storage keeps, the latest followed: enough for a session's browsing. */
export const RECOMM_IDS_KEPT = 50;

/** What a recommender event is about: a video (its videoId) or a performer (its performerId, the event's modelId). */
export interface RecommendedItem {
  kind: 'video' | 'model';
  id: number;
}

export type StoredRecommIds = Readonly<Record<string, string>>;

export function itemKey(item: RecommendedItem): string {
  return `${item.kind}:${item.id}`;
}

/** A recommId as given, trimmed; null when empty, too long or not printable ASCII. */
export function cleanRecommId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const recommId = value.trim();
  return recommId !== '' && recommId.length <= RECOMM_ID_MAX_LENGTH && /^[\x21-\x7e]+$/.test(recommId) ? recommId : null;
}

/** The recommId of the page's query string, if it carries a usable one. */
export function recommIdFromQuery(search: URLSearchParams): string | null {
  return cleanRecommId(search.get(RECOMM_ID_PARAM));
}

/** The stored map, or an empty one when the entry is missing or not ours (edited, another version). */
export function parseStoredRecommIds(raw: string | null): StoredRecommIds {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).flatMap(([key, value]) => {
      const recommId = cleanRecommId(value);
      return recommId ? [[key, recommId]] : [];
    }));
  } catch {
    return {};
  }
}

/** The item's recommId: the query's when it has one, else the one stored for the item, else null. */
export function recommIdFor(item: RecommendedItem, search: URLSearchParams, stored: StoredRecommIds): string | null {
  return recommIdFromQuery(search) ?? (Object.hasOwn(stored, itemKey(item)) ? (stored[itemKey(item)] ?? null) : null);
}

/** The stored map with `recommId` for the item, the newest last, the oldest dropped beyond RECOMM_IDS_KEPT. */
export function rememberRecommId(stored: StoredRecommIds, item: RecommendedItem, recommId: string): StoredRecommIds {
  const key = itemKey(item);
  const entries = Object.entries(stored).filter(([other]) => other !== key);
  entries.push([key, recommId]);
  return Object.fromEntries(entries.slice(-RECOMM_IDS_KEPT));
}

/** A recommended item's link, carrying its recommId to the page it opens. */
export function withRecommId(href: string, recommId: string | null): string {
  if (recommId === null) return href;
  const [path = '', hash] = href.split('#', 2);
  const joined = `${path}${path.includes('?') ? '&' : '?'}${RECOMM_ID_PARAM}=${encodeURIComponent(recommId)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
