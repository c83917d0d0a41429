import { flashesFromQuery, visibleSiteNames } from './query.ts';
import type { FlashInput } from './flash.ts';
import { accountFlashesFromQuery } from './account-notifications.ts';
import { ACCOUNT_PATH } from '../../routing/paths.ts';

/** The flashes a server-rendered page shows on arrival, from its query string (membership spec section 2). */
export function arrivalFlashes(url: URL, tenants: Iterable<{ site: string; visibility: { paysiteList: boolean } }>): FlashInput[] {
  const fromQuery = flashesFromQuery(url.searchParams, { pathname: url.pathname, visibleSiteNames: visibleSiteNames(tenants) });
  return url.pathname === ACCOUNT_PATH ? [...fromQuery, ...accountFlashesFromQuery(url.searchParams)] : fromQuery;
}
