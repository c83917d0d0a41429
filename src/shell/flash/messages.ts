import type { Flash } from './flash.ts';

/** Membership spec section 8: the flash message keys of the purchase flows (their texts are in FLASH_TEXTS below). */
export const PURCHASE_FLASH = {
  paymentFailed: 'purchase_membership_modal.payment_failed',
  paymentSuccess: 'purchase_membership_modal.payment_success',
  reactivateFailed: 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_failed',
  reactivateSuccess: 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_success',
  pollingFailed: 'subscription_status_modal.polling_failed',
} as const;

/** Membership spec section 8, Account: the flash key of 'Failed to update. Please contact customer support'. */
export const ACCOUNT_UPDATE_ERROR = 'account.update_error';

/** Membership spec section 8: "There was an error doing the reactivation or payment. Please contact customer support." */
export const PURCHASE_ERROR_MESSAGE = 'There was an error doing the reactivation or payment. Please contact customer support.';

/**
 * Membership spec section 8, Polling: the member is told to wait up to 10 minutes, then contact
 * support (in the status modal, and as the polling_failed flash).
 */
export const POLLING_FAILED_MESSAGE = 'Your membership is being updated. This can take up to 10 minutes; if it is not updated by then, please contact customer support.';

/**
 * English texts of the flash message keys. The spec names the keys; their wording is ours.
 * `{name}` is filled from the flash's translation values.
 */
export const FLASH_TEXTS: Readonly<Record<string, string>> = {
  'device_challenge.approved': 'Your device has been approved.',
  'device_challenge.blocked': 'The device has been blocked.',
  'notification.upgradesuccess': 'Your membership has been upgraded.',
  'notification.upgradedenial': 'Your upgrade was not completed.',
  'account.password_changed': 'Your password was changed. It is now valid on {sites}.',
  'account.flash_email_consent_updated': 'Your email preferences were updated.',
  'account.flash_unknown_error': 'Something went wrong. Please try again.',
  // Membership spec section 8, account messages.
  'account.update_credit_card_error': 'Failed to update credit card. Please contact customer support',
  [ACCOUNT_UPDATE_ERROR]: 'Failed to update. Please contact customer support',
  'video_unlock_modal.error': 'Failed to unlock the video. Please try again later.',
  // Membership spec section 8, pack unlock messages.
  'unlock_channel_modal.failed_to_load_balance': 'Failed to load user balance',
  // Membership spec section 8, the purchase flows.
  [PURCHASE_FLASH.paymentFailed]: PURCHASE_ERROR_MESSAGE,
  [PURCHASE_FLASH.paymentSuccess]: 'Thank you: your payment went through.',
  [PURCHASE_FLASH.reactivateFailed]: PURCHASE_ERROR_MESSAGE,
  [PURCHASE_FLASH.reactivateSuccess]: 'Your membership is reactivated.',
  [PURCHASE_FLASH.pollingFailed]: POLLING_FAILED_MESSAGE,
};

/** The text shown for a flash: its key's text with placeholders filled, or the message itself. */
export function flashText(flash: Pick<Flash, 'message' | 'translation'>): string {
  const template = (Object.hasOwn(FLASH_TEXTS, flash.message) ? FLASH_TEXTS[flash.message] : undefined) ?? flash.message;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => flash.translation?.[name] ?? placeholder);
}
