import { MAX_SAFE_INT32 } from './page-query.ts';

/** Browsing spec section 9: "Default page size 12": every paged list of the site. */
export const PAGE_SIZE = 12;

/** How many pages `total` items fill at `size` per page; an empty list still has its first (empty) page. */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of page `page` (1-based); a page past the end is empty, never an error. */
export function pageItems<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** One page of a list held in full, with what a pager needs. */
export interface PageOf<T> {
  items: T[];
  page: number;
  pageCount: number;
}

export function pageOf<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): PageOf<T> {
  return { items: pageItems(items, page, size), page, pageCount: pageCount(items.length, size) };
}

/**
 * Records to skip upstream for a page. Saturates at the upstream's 32-bit limit: a page far beyond the
 * end (any safe integer passes the route rules) then shows no results instead of an upstream error.
 */
export function skipFor(page: number, size: number = PAGE_SIZE): number {
  return Math.min((page - 1) * size, MAX_SAFE_INT32);
}
