import { describe, expect, it } from 'vitest';
import { accountFlashesFromQuery, accountLocation } from '../../src/shell/flash/account-notifications.ts';
import { flashText, PURCHASE_FLASH } from '../../src/shell/flash/messages.ts';

// Membership spec section 8: the flash keys the spec names, and the words it gives them.
describe('the flash messages of membership spec section 8, by key', () => {
  it.each([
    ['purchase_membership_modal.payment_failed', 'There was an error doing the reactivation or payment. Please contact customer support.'],
    ['reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_failed', 'There was an error doing the reactivation or payment. Please contact customer support.'],
    ['account.update_credit_card_error', 'Failed to update credit card. Please contact customer support'],
    ['account.update_error', 'Failed to update. Please contact customer support'],
  ])('%s reads %j', (key, text) => {
    expect(flashText({ message: key })).toBe(text);
  });

  it('names the purchase flows\' keys as the spec does', () => {
    expect(PURCHASE_FLASH).toMatchObject({
      paymentFailed: 'purchase_membership_modal.payment_failed',
      paymentSuccess: 'purchase_membership_modal.payment_success',
      reactivateFailed: 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_failed',
      reactivateSuccess: 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_success',
    });
  });

  it.each([
    ['update_error', 'account.update_error', 'Failed to update. Please contact customer support'],
    ['update_credit_card_error', 'account.update_credit_card_error', 'Failed to update credit card. Please contact customer support'],
  ] as const)('/account?notification=%s flashes %s: %j', (notification, key, text) => {
    const [flash] = accountFlashesFromQuery(new URL(accountLocation(notification), 'https://site.test').searchParams);
    expect(flash).toMatchObject({ type: 'error', message: key });
    expect(flashText(flash!)).toBe(text);
  });
});
