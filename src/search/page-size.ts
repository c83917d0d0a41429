import { PAGE_SIZE } from '../paging/index.ts';

/** The `size` query of /search is honoured within these bounds; anything else falls back to the default. */
export const MIN_PAGE_SIZE = 1;
export const MAX_PAGE_SIZE = 60;
export const DEFAULT_SEARCH_SIZE = PAGE_SIZE;
