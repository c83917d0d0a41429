import { MAX_SAFE_INT32 } from '../routing/index.ts';

/** Browsing spec section 9: "Default page size 12". */
export const DEFAULT_PAGE_SIZE = 12;
/** The `size` query is honoured within these bounds; anything else falls back to the default. */
export const MIN_PAGE_SIZE = 1;
export const MAX_PAGE_SIZE = 60;
/** Browsing spec section 9: "variable pagination max pages 5 mobile and 10 desktop". */
export const MOBILE_MAX_PAGES = 5;
export const DESKTOP_MAX_PAGES = 10;

/** How many pages `totalCount` results fill at `size` per page (at least one, even when empty). */
export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size));
}

/**
 * Records to skip for a page. Saturates at the upstream's 32-bit limit: a page far beyond the end
 * (any safe integer passes the route rules) then shows no results instead of an upstream error.
 */
export function skipFor(page: number, size: number): number {
  return Math.min((page - 1) * size, MAX_SAFE_INT32);
}

/** The pages a pager shows around `current`: at most `maxPages`, centred where the ends allow. */
export function pageWindow(current: number, totalPages: number, maxPages: number): number[] {
  const size = Math.min(maxPages, totalPages);
  const first = Math.max(1, Math.min(current - Math.floor(maxPages / 2), totalPages - size + 1));
  return Array.from({ length: size }, (_, i) => first + i);
}

/** A page link of the responsive pager: the mobile window shows 5 pages, the desktop one 10. */
export interface PagerLink {
  page: number;
  current: boolean;
  onMobile: boolean;
  onDesktop: boolean;
}

/** Both windows in one list, so that CSS alone picks which links a screen shows (no JavaScript). */
export function pagerLinks(current: number, totalPages: number): PagerLink[] {
  const clamped = Math.min(current, totalPages);
  const mobile = new Set(pageWindow(clamped, totalPages, MOBILE_MAX_PAGES));
  const desktop = new Set(pageWindow(clamped, totalPages, DESKTOP_MAX_PAGES));
  return [...new Set([...desktop, ...mobile])]
    .sort((a, b) => a - b)
    .map((page) => ({ page, current: page === current, onMobile: mobile.has(page), onDesktop: desktop.has(page) }));
}
