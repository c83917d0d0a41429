import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Fragment } from './fragments.ts';
import type { HoleKind } from './kinds.ts';

/*
 * The views of holes this process has rendered, kept by a digest of everything each shows: the
 * tenant's build (its code, its tenant, its snapshot), the hole's kind and its view's props (which
 * its loader made of the hole's arguments, the gateway's answer, the member's facts, the query and
 * the cookies it reads: src/holes/hole-loaders.ts). A view reads its props alone, so a changed record
 * changes the key: a kept view is never stale, and nothing is ever expired by hand (Rails' "Russian
 * doll" fragment caching). The data itself is fetched fresh for every page view.
 */

/** What the cache offers the page that fills its holes. */
export interface HoleCache {
  /** The key of a view (its islands' ids are named after it, kept or not). */
  keyOf(buildId: string, kind: HoleKind, props: unknown): string;
  get(key: string): Fragment | undefined;
  set(key: string, fragment: Fragment): void;
  /** Characters the kept views hold. */
  readonly size: number;
}

/** Props as JSON: plain data (src/holes/hole-loaders.ts), so the same props always give the same text. */
function digestOf(kind: HoleKind, props: unknown): string {
  return hash('sha256', `${kind}\n${JSON.stringify(props)}`, 'hex');
}

/** The id token of a kept view's islands (src/holes/fragments.ts): letters and digits, from its key. */
export function idTokenOf(key: string): string {
  return `h${key.slice(-10)}`;
}

/** A cache of rendered hole views bounded by the characters they hold (`maxChars`; 0: off, every hole rendered for every view). */
export function createHoleCache(maxChars: number): HoleCache {
  // The build id first: a rebuilt tenant's views are new keys, and its old ones fall out unread.
  const keyOf = (buildId: string, kind: HoleKind, props: unknown): string => `${buildId}:${kind}:${digestOf(kind, props)}`;
  if (maxChars <= 0) return { keyOf, get: () => undefined, set: () => undefined, size: 0 };
  const kept = new LRUCache<string, Fragment>({ maxSize: maxChars, sizeCalculation: (fragment, key) => fragment.bytes + key.length });
  return {
    keyOf,
    get: (key) => kept.get(key),
    set: (key, fragment) => {
      // A view larger than the whole cache is rendered each time rather than evicting everything.
      if (fragment.bytes + key.length <= maxChars) kept.set(key, fragment);
    },
    get size() {
      return kept.calculatedSize;
    },
  };
}
