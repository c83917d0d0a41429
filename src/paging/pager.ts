/** Browsing spec section 9: "variable pagination max pages 5 mobile and 10 desktop". */
export const MOBILE_MAX_PAGES = 5;
export const DESKTOP_MAX_PAGES = 10;

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
