import { flashesFromQuery, visibleSiteNames } from '../../../islands/flash/query.ts';
import type { FlashInput } from '../../../islands/flash/store.ts';
import { accountFlashesFromQuery, ACCOUNT_PATH } from '../account/notifications.ts';

/** Every member page is per member: never stored by a shared cache, nor kept by the browser. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';

export function markPrivate(headers: Headers): void {
  headers.set('Cache-Control', MEMBER_CACHE_CONTROL);
}

/** The flashes a member page shows on arrival, from its query string (membership spec section 2). */
export function arrivalFlashes(url: URL, tenants: Iterable<{ site: string; visibility: { paysiteList: boolean } }>): FlashInput[] {
  const fromQuery = flashesFromQuery(url.searchParams, { pathname: url.pathname, visibleSiteNames: visibleSiteNames(tenants) });
  return url.pathname === ACCOUNT_PATH ? [...fromQuery, ...accountFlashesFromQuery(url.searchParams)] : fromQuery;
}
