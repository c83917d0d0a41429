/**
 * The Cache-Control values of every response the site sends, each fact once. Hashed bundles never
 * change under one name; HTML is revalidated so a rebuild shows at once; anything per member is
 * never stored by a shared cache nor kept by the browser.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
/** Other static files (icons, robots.txt, sitemaps): an hour. */
export const SHORT_CACHE = 'public, max-age=3600';
/** Anonymous server-rendered results are the same for every visitor: a shared cache may keep them a minute. */
export const ANONYMOUS_CACHE = 'public, max-age=60';
/** A signed-in member's page, redirect or answer: never stored. */
export const PRIVATE_CACHE = 'private, no-store';
/** Errors, redirects and failures: the next request tries again. */
export const NO_STORE = 'no-store';

/** A server-rendered page: private for a member, else shared unless it shows a failure. */
export function pageCacheControl(member: unknown, failed: boolean): string {
  if (member !== null && member !== undefined) return PRIVATE_CACHE;
  return failed ? NO_STORE : ANONYMOUS_CACHE;
}
