import type { Fragment } from '../holes/fragments.ts';
import { deflatedPart, type DeflatedPart } from './gzip-join.ts';

/*
 * A kept view's bytes, compressed as a part of a joined gzip stream (./gzip-join.ts), kept beside
 * the view: a view written on many pages is compressed once, at zlib's best, not on every page. A
 * view is compressed on its own from its second write: its first (a view rendered for one page, or
 * with the cache off) may never be written again, and is compressed with what surrounds it on its
 * page. Kept by the view object, so a view the hole cache lets go takes its compressed bytes with it
 * (about a fifth of the view's size, outside the cache's bound).
 */

/** zlib's best: paid once per view, sent on every page that writes it again. */
const KEPT_LEVEL = 9;

/** By view, then by how a page writes it (the variant): its compressed bytes, or null once written. */
const deflated = new WeakMap<Fragment, Map<string, DeflatedPart | null>>();

/**
 * The view as a page writes it (`html`), compressed on its own from its second write; undefined at
 * its first. The written bytes are a function of the view and of `variant`, which names everything
 * else they depend on (which of the view's pieces the page still lacked, its copy number on the page).
 */
export function deflatedView(view: Fragment, variant: string, html: string): DeflatedPart | undefined {
  let variants = deflated.get(view);
  if (!variants) deflated.set(view, (variants = new Map<string, DeflatedPart | null>()));
  const kept = variants.get(variant);
  if (kept) return kept;
  if (kept === undefined) {
    variants.set(variant, null);
    return undefined;
  }
  const part = deflatedPart(html, KEPT_LEVEL);
  variants.set(variant, part);
  return part;
}
