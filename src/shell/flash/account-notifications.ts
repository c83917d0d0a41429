import { ACCOUNT_PATH } from '../../routing/paths.ts';
import { NOTIFICATION_PARAM, PASSWORD_CHANGED_PARAM } from './query.ts';
import type { FlashInput } from './flash.ts';
import { ACCOUNT_UPDATE_ERROR, PURCHASE_FLASH } from './messages.ts';

/**
 * After a form is handled the page redirects to /account?notification=<key> (post/redirect/get);
 * each key names the flash shown on arrival. Keys that the spec names map to its flash keys.
 */

export const ACCOUNT_NOTIFICATIONS = {
  display_name_updated: { type: 'success', message: 'Your display name was updated.' },
  autoplay_updated: { type: 'success', message: 'Your autoplay setting was saved.' },
  email_consent_updated: { type: 'success', message: 'account.flash_email_consent_updated' },
  relationship_updated: { type: 'success', message: 'Your relationship status was saved.' },
  vip_converted: { type: 'success', message: 'Your account now uses your own email address and password.' },
  tandem_created: { type: 'success', message: 'Your tandem account was created.' },
  terms_accepted: { type: 'success', message: 'Thank you: your consent was saved.' },
  unknown_error: { type: 'error', message: 'account.flash_unknown_error' },
  update_error: { type: 'error', message: ACCOUNT_UPDATE_ERROR },
  update_credit_card_error: { type: 'error', message: 'account.update_credit_card_error' },
  membership_cancelled: { type: 'success', message: 'Your membership is cancelled: it will not renew, and you keep watching until the end of the period you paid for.' },
  retention_offer_taken: { type: 'success', message: 'Thank you for staying: your offer is on your membership.' },
  // Membership spec section 4: the status modal gave up; /account is the status page, where it stays until dismissed.
  polling_failed: { type: 'error', message: PURCHASE_FLASH.pollingFailed, dismissAfter: 0 },
} as const satisfies Record<string, FlashInput>;
export type AccountNotification = keyof typeof ACCOUNT_NOTIFICATIONS;

/** The flash a /account?notification= query asks for; unknown keys show nothing. */
export function accountFlashesFromQuery(search: URLSearchParams): FlashInput[] {
  const key = search.get(NOTIFICATION_PARAM);
  if (key === null || !Object.hasOwn(ACCOUNT_NOTIFICATIONS, key)) return [];
  return [{ id: `account:${key}`, ...ACCOUNT_NOTIFICATIONS[key as AccountNotification] }];
}

/** Where a handled form sends the member: back to /account with the notification. */
export function accountLocation(notification: AccountNotification): string {
  return `${ACCOUNT_PATH}?${new URLSearchParams({ [NOTIFICATION_PARAM]: notification })}`;
}

/** Where a change of password lands: the spec's own marker, whose flash names the sites the password is valid on. */
export const PASSWORD_CHANGED_LOCATION = `${ACCOUNT_PATH}?${PASSWORD_CHANGED_PARAM}=true`;
