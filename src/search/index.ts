/** Search and filtered listings (browsing spec sections 2, 3 and 9): pure logic the pages call. */
export {
  categoryOfListing,
  categoryListingHref,
  DEFAULT_SEARCH_FACET,
  facetFilters,
  listingHref,
  noSelection,
  parsePerformerListingQuery,
  parseVideoListingQuery,
  PERFORMER_ORDERS,
  performerListingQuerySchema,
  videoListingQuerySchema,
  type FacetSelection,
  type PerformerListingQuery,
  type VideoListingQuery,
} from './facet-query.ts';
export { DEFAULT_SEARCH_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from './page-size.ts';
export { MAX_FACET_VALUE_LENGTH, MAX_FACET_VALUES, MAX_SEARCH_LENGTH } from './query-values.ts';
export { parseSearchQuery, searchHref, searchQuerySchema, type SearchQuery } from './search-query.ts';
