import { ACCOUNT_PATH, HOME_PATH } from '../../routing/paths.ts';
import type { FlashInput } from './flash.ts';

/** Query-driven flashes (membership spec section 2): `dc=` on the home page, `notification=` on any. */
export const DEVICE_CHALLENGE_PARAM = 'dc';
export const NOTIFICATION_PARAM = 'notification';
export const DEVICE_CHALLENGE_FLASHES: Readonly<Record<string, FlashInput>> = {
  approved: { id: 'device_challenge.approved', type: 'success', message: 'device_challenge.approved' },
  blocked: { id: 'device_challenge.blocked', type: 'success', message: 'device_challenge.blocked' },
};
export const UPGRADE_NOTIFICATION_FLASHES: Readonly<Record<string, FlashInput>> = {
  upgradesuccess: { id: 'notification.upgradesuccess', type: 'success', message: 'notification.upgradesuccess' },
  upgradedenial: { id: 'notification.upgradedenial', type: 'error', message: 'notification.upgradedenial' },
};
/** `/account?password_changed`: where a change of password lands (src/shell/flash/account-notifications.ts). */
export const PASSWORD_CHANGED_PARAM = 'password_changed';
export const PASSWORD_CHANGED_FLASH_ID = 'account:password_changed';

/** The /account?password_changed flash, naming the visible tenants' sites in upper case. */
export function passwordChangedFlash(visibleSiteNames: readonly string[]): FlashInput {
  return {
    id: PASSWORD_CHANGED_FLASH_ID,
    type: 'success',
    message: 'account.password_changed',
    translation: { sites: visibleSiteNames.map((name) => name.toUpperCase()).join(', ') },
  };
}

export interface QueryFlashContext {
  /** The page's path: dc belongs to the home page, password_changed to /account. */
  pathname: string;
  /** Site names of the tenants visible on the paysite list. */
  visibleSiteNames: readonly string[];
}

function own(table: Readonly<Record<string, FlashInput>>, key: string | null): FlashInput | undefined {
  return key !== null && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The flashes a page's query string asks for. */
export function flashesFromQuery(search: URLSearchParams, context: QueryFlashContext): FlashInput[] {
  const flashes: FlashInput[] = [];
  const deviceChallenge = context.pathname === HOME_PATH ? own(DEVICE_CHALLENGE_FLASHES, search.get(DEVICE_CHALLENGE_PARAM)) : undefined;
  if (deviceChallenge) flashes.push(deviceChallenge);
  const notification = own(UPGRADE_NOTIFICATION_FLASHES, search.get(NOTIFICATION_PARAM));
  if (notification) flashes.push(notification);
  if (context.pathname === ACCOUNT_PATH && search.has(PASSWORD_CHANGED_PARAM)) {
    flashes.push(passwordChangedFlash(context.visibleSiteNames));
  }
  return flashes;
}

/** Site names of the tenants shown on the paysite list, for `passwordChangedFlash`. */
export function visibleSiteNames(tenants: Iterable<{ site: string; visibility: { paysiteList: boolean } }>): string[] {
  return [...tenants].filter((tenant) => tenant.visibility.paysiteList).map((tenant) => tenant.site);
}
