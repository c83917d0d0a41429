/** Membership spec section 8: the flash message keys of the purchase flows (texts in islands/shell/flash/messages.ts). */
export const PURCHASE_FLASH = {
  paymentFailed: 'purchase_membership_modal.payment_failed',
  paymentSuccess: 'purchase_membership_modal.payment_success',
  reactivateFailed: 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_failed',
  reactivateSuccess: 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_success',
  pollingFailed: 'subscription_status_modal.polling_failed',
} as const;

/** Membership spec section 8: "There was an error doing the reactivation or payment. Please contact customer support." */
export const PURCHASE_ERROR_MESSAGE = 'There was an error doing the reactivation or payment. Please contact customer support.';
