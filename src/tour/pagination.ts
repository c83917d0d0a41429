import { pageCount, pageOf, PAGE_SIZE } from '../paging/index.ts';
import { keyedPath } from './render-key.ts';

/** The path segment that holds a listing's page number in the static layout (`/videos/page/2`). */
export const PAGE_SEGMENT = 'page';

/** Every page number of a listing of `total` items: 1, 2, … pageCount. */
export function pageNumbers(total: number, size: number = PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) }, (_, i) => i + 1);
}

/** Where page `page` of the listing at `base` lives as a static file: page 1 at `base` itself. */
export function pagedFilePath(base: string, page: number): string {
  return page === 1 ? base : `${base}/${PAGE_SEGMENT}/${page}`;
}

/** The public URL of page `page` of the listing at `base`, as visitors and search engines see it. */
export function pageUrl(base: string, page: number, query: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(query);
  if (page !== 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? base : `${base}?${text}`;
}

/** The page numbers a listing writes as pages of their own: all but the first, which is the listing's index file. */
export function laterPageNumbers(total: number, size: number = PAGE_SIZE): number[] {
  return pageNumbers(total, size).slice(1);
}

/**
 * Keyed static paths of a listing's pages after the first (see render-key.ts): each page renders
 * from its own items, so a change to one video re-renders the pages that show it and no other.
 */
export function keyedLaterPages<T>(
  list: readonly T[],
  { size = PAGE_SIZE, params = {}, props = {} }: { size?: number; params?: Record<string, string>; props?: Record<string, unknown> } = {},
) {
  return laterPageNumbers(list.length, size).map((page) => keyedPath({ ...params, page: String(page) }, { ...props, ...pageOf(list, page, size) }));
}
