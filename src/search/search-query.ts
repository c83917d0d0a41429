import { z } from 'zod';
import { DEFAULT_SEARCH_SIZE } from './page-size.ts';
import { cleanSearchText, firstValue, pageValue, queryRecord, sizeValue } from './query-values.ts';

/** The /search query (browsing spec section 2: q, page, size). */
export const searchQuerySchema = z
  .object({ q: firstValue, page: pageValue, size: sizeValue })
  .transform(({ q, page, size }) => ({ q: cleanSearchText(q ?? ''), page, size }));
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Never throws: every part of the schema falls back to its default. */
export function parseSearchQuery(query: URLSearchParams): SearchQuery {
  return searchQuerySchema.parse(queryRecord(query));
}

/** The /search URL of a page of the same query; page 1 and the default size stay implicit. */
export function searchHref(query: SearchQuery, page: number): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.size !== DEFAULT_SEARCH_SIZE) params.set('size', String(query.size));
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
