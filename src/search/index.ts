/** Search and filtered listings (browsing spec sections 2, 3 and 9): pure logic the pages call. */
export { ANONYMOUS_CACHE_CONTROL, cacheControlFor, FAILURE_CACHE_CONTROL, MEMBER_CACHE_CONTROL } from './cache-control.ts';
export {
  DEFAULT_SEARCH_FACET,
  facetFilters,
  listingHref,
  parsePerformerListingQuery,
  parseVideoListingQuery,
  PERFORMER_ORDERS,
  performerListingQuerySchema,
  videoListingQuerySchema,
  type FacetSelection,
  type PerformerListingQuery,
  type VideoListingQuery,
} from './facet-query.ts';
export {
  DEFAULT_PAGE_SIZE,
  DESKTOP_MAX_PAGES,
  MAX_PAGE_SIZE,
  MIN_PAGE_SIZE,
  MOBILE_MAX_PAGES,
  pageCount,
  pagerLinks,
  pageWindow,
  skipFor,
  type PagerLink,
} from './paging.ts';
export { MAX_FACET_VALUE_LENGTH, MAX_FACET_VALUES, MAX_SEARCH_LENGTH } from './query-values.ts';
export { parseSearchQuery, searchHref, searchQuerySchema, type SearchQuery } from './search-query.ts';
export { loadFromUpstream, SEARCH_ERROR_MESSAGE, type Loaded, type UpstreamFailure } from './upstream-failure.ts';
