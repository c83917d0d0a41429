import {
  parseStoredRecommIds,
  recommIdFor,
  recommIdFromQuery,
  rememberRecommId,
  RECOMM_IDS_STORAGE_KEY,
  type RecommendedItem,
} from '../../src/features/recommendations/recomm-id.ts';

/** Where the browser keeps recommIds: local storage, which may be missing or refuse (private modes, quota). */
export interface RecommIdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storageOf(): RecommIdStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The recommId of an event about `item` on this page (src/features/recommendations/recomm-id.ts):
 * the query's, which is remembered for the item, else the one remembered earlier, else null.
 */
export function recommIdOnPage(item: RecommendedItem, search = new URLSearchParams(window.location.search), storage = storageOf()): string | null {
  let stored = {};
  try {
    stored = parseStoredRecommIds(storage?.getItem(RECOMM_IDS_STORAGE_KEY) ?? null);
  } catch {
    // A storage that cannot be read holds nothing for us.
  }
  const recommId = recommIdFor(item, search, stored);
  const fromQuery = recommIdFromQuery(search);
  if (fromQuery !== null && storage) {
    try {
      storage.setItem(RECOMM_IDS_STORAGE_KEY, JSON.stringify(rememberRecommId(stored, item, fromQuery)));
    } catch {
      // Full or refused: the event still carries the query's recommId.
    }
  }
  return recommId;
}
