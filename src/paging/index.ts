/** Paging, once for the whole site: the page query, page size and count, and the pager's windows. */
export * from './page-query.ts';
export * from './pages.ts';
export * from './pager.ts';
