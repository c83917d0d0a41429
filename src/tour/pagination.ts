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

/** Static paths of a listing's pages after the first (page 1 is the listing's own index file). */
export function laterPages(total: number, size: number = PAGE_SIZE): { params: { page: string }; props: { page: number } }[] {
  return pageNumbers(total, size)
    .slice(1)
    .map((page) => ({ params: { page: String(page) }, props: { page } }));
}

/**
 * Keyed static paths of a listing's pages after the first (see render-key.ts): each page renders
 * from its own items, so a change to one video re-renders the pages that show it and no other.
 */
export function keyedLaterPages<T>(list: readonly T[], size: number = PAGE_SIZE) {
  return pageNumbers(list.length, size)
    .slice(1)
    .map((page) => {
      // Spread into a plain object: Astro's props type wants an index signature an interface lacks.
      const props = { ...pageOf(list, page, size) };
      return keyedPath({ page: String(page) }, props);
    });
}
