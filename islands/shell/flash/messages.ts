import { PURCHASE_ERROR_MESSAGE, PURCHASE_FLASH } from '../../../src/features/membership-purchase/purchase-flash.ts';
import { POLLING_FAILED_MESSAGE } from '../../../src/features/membership-purchase/subscription-polling.ts';
import type { Flash } from './store.ts';

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
  'account.update_error': 'Failed to update. Please contact customer support',
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
