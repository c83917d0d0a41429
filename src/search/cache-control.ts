/** Anonymous results are the same for every visitor: a shared cache may keep them a minute. */
export const ANONYMOUS_CACHE_CONTROL = 'public, max-age=60';
/** A signed-in member's page may carry their name or abilities: never stored. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';
/** A failure is not worth keeping: the next request tries the upstream again. */
export const FAILURE_CACHE_CONTROL = 'no-store';

export function cacheControlFor(member: unknown, failed: boolean): string {
  if (member !== null && member !== undefined) return MEMBER_CACHE_CONTROL;
  return failed ? FAILURE_CACHE_CONTROL : ANONYMOUS_CACHE_CONTROL;
}
