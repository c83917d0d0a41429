import { describe, expect, it } from 'vitest';
import { creditCardUpdateLocation, handleAccountPost } from '../../src/features/account/account.server.ts';
import type { AccountSections } from '../../src/features/account/sections.ts';
import type { AccountCalls } from '../../src/features/account/account-calls.server.ts';
import { CONSENT_TEXTS, type ConsentText } from '../../src/features/consent/consent-texts.ts';
import { accountFlashesFromQuery, accountLocation, type AccountNotification } from '../../src/shell/flash/account-notifications.ts';
import { PURCHASE_FLASH } from '../../src/shell/flash/messages.ts';

const everything: AccountSections = { relationship: 'edit', vipConversion: true, tandemChildAccount: true, termsConsent: CONSENT_TEXTS.guest };
const quiet = { warn: () => {} };

/** A member API whose calls succeed, refuse with `message`, or fail. */
function api(mode: 'ok' | 'refuse' | 'fail', message = 'EMAIL_ALREADY_EXISTS', consents: ConsentText[] = []): AccountCalls {
  const done = async () => {
    if (mode === 'fail') throw new Error('upstream down');
  };
  const credentials = async () => {
    await done();
    return mode === 'refuse' ? { ok: false as const, message } : { ok: true as const };
  };
  return {
    setDisplayName: done,
    setAutoplay: done,
    setEmailConsent: done,
    recordTermsConsent: async (consent) => {
      await done();
      consents.push(consent);
    },
    setRelationship: done,
    convertVipCredentials: credentials,
    createTandemChildAccount: credentials,
    changePassword: credentials,
    creditCardUpdateUrl: async () => {
      await done();
      return 'https://billing.example/card';
    },
  };
}
const post = (fields: Record<string, string>) => new URLSearchParams(fields);
const change = { oldPassword: 'demo1234', newPassword: 'newpass123', newPasswordConfirmation: 'newpass123' };

describe('handleAccountPost: post, then redirect back with a notification', () => {
  it.each([
    [{ action: 'display-name', displayName: 'Owl' }, 'ok', '/account?notification=display_name_updated'],
    [{ action: 'email-consent', emailConsent: 'on' }, 'ok', '/account?notification=email_consent_updated'],
    [{ action: 'email-consent' }, 'fail', '/account?notification=unknown_error'],
    [{ action: 'autoplay' }, 'fail', '/account?notification=update_error'],
    [{ action: 'vip-conversion', email: 'me@example.com', password: 'abc12345' }, 'ok', '/account?notification=vip_converted'],
    // The guests' one-click consent is also the email consent, and fails as it does.
    [{ action: 'terms-consent' }, 'ok', '/account?notification=email_consent_updated'],
    [{ action: 'terms-consent' }, 'fail', '/account?notification=unknown_error'],
    // Membership spec section 2: /account?password_changed shows the password's flash.
    [{ action: 'change-password', ...change }, 'ok', '/account?password_changed=true'],
    [{ action: 'change-password', ...change }, 'fail', '/account?notification=update_error'],
    // An answer the spec does not name is a failure like any other.
    [{ action: 'change-password', ...change }, 'refuse', '/account?notification=update_error'],
  ] as const)('%j (%s) → %s', async (fields, mode, location) => {
    expect(await handleAccountPost(post(fields), api(mode), everything, quiet)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    ['EMAIL_ALREADY_EXISTS', { email: 'This email already exists. Please choose another one.' }],
    ['INVALID_EMAIL', { email: 'Email is not valid.' }],
    ['SOMETHING_ELSE', { form: 'Failed to update your credentials. Please contact customer support.' }],
  ])('shows the Convert-VIP server message %s next to its field', async (message, errors) => {
    const outcome = await handleAccountPost(post({ action: 'vip-conversion', email: 'me@example.com', password: 'abc12345' }), api('refuse', message), everything, quiet);
    expect(outcome.kind === 'invalid' ? outcome.errors : null).toEqual(errors);
  });

  it('records the one-click consent in the words the member was shown, never in words the form sends', async () => {
    const consents: ConsentText[] = [];
    const outcome = await handleAccountPost(post({ action: 'terms-consent', consentHtmlSnippet: 'I agree to nothing' }), api('ok', undefined, consents), everything, quiet);
    expect(outcome).toEqual({ kind: 'redirect', location: '/account?notification=email_consent_updated' });
    expect(consents).toEqual([CONSENT_TEXTS.guest]);
  });

  it('thanks a VIP for their consent, which is not an email consent', async () => {
    const outcome = await handleAccountPost(post({ action: 'terms-consent' }), api('ok'), { ...everything, termsConsent: CONSENT_TEXTS.vip }, quiet);
    expect(outcome).toEqual({ kind: 'redirect', location: '/account?notification=terms_accepted' });
  });

  it('refuses the one-click consent from a member who is not asked for it', async () => {
    const consents: ConsentText[] = [];
    const outcome = await handleAccountPost(post({ action: 'terms-consent' }), api('ok', undefined, consents), { ...everything, termsConsent: null }, quiet);
    expect(outcome.kind).toBe('invalid');
    expect(consents).toEqual([]);
  });

  it("shows the Convert-VIP failure message and the support link when the call never answers (section 8), not the generic flash", async () => {
    const outcome = await handleAccountPost(post({ action: 'vip-conversion', email: 'me@example.com', password: 'abc12345' }), api('fail'), everything, quiet);
    expect(outcome).toEqual({
      kind: 'invalid',
      action: 'vip-conversion',
      errors: { form: 'Failed to update your credentials. Please contact customer support.' },
      values: { email: 'me@example.com' },
      supportLink: '/support',
    });
  });

  // Membership spec section 5: each change-password code beside its field, never the password echoed.
  it.each([
    ['OLD_PASSWORD_INCORRECT', { oldPassword: 'Old password is incorrect' }],
    ['NEW_PASSWORD_DO_NOT_MATCH', { newPasswordConfirmation: 'Password confirmation does not match' }],
    ['NEW_PASSWORD_INSECURE', { newPassword: 'New password is not secure: use 8 to 32 letters and numbers, other than your old password' }],
  ])('shows the change-password refusal %s beside its field', async (message, errors) => {
    const outcome = await handleAccountPost(post({ action: 'change-password', ...change }), api('refuse', message), everything, quiet);
    expect(outcome).toEqual({ kind: 'invalid', action: 'change-password', errors, values: {} });
  });

  it.each([
    [{ ...change, newPasswordConfirmation: 'newpass124' }, { newPasswordConfirmation: 'Password confirmation does not match' }],
    [{ ...change, oldPassword: '' }, { oldPassword: 'Please enter your current password.' }],
    [{ ...change, newPassword: 'short', newPasswordConfirmation: 'short' }, { newPassword: 'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.' }],
  ])('checks a change of password before asking the gateway: %j', async (fields, errors) => {
    const calls = api('ok');
    let asked = false;
    calls.changePassword = async () => {
      asked = true;
      return { ok: true };
    };
    const outcome = await handleAccountPost(post({ action: 'change-password', ...fields }), calls, everything, quiet);
    expect(outcome).toEqual({ kind: 'invalid', action: 'change-password', errors, values: {} });
    expect(asked).toBe(false);
  });

  it('refuses a section the member does not have', async () => {
    const outcome = await handleAccountPost(post({ action: 'relationship', relationshipStatus: 'a', relationshipRole: 'b' }), api('ok'), { ...everything, relationship: 'view' }, quiet);
    expect(outcome.kind).toBe('invalid');
  });
});

describe('creditCardUpdateLocation', () => {
  it('sends the member to the biller, or back with the failure flash', async () => {
    expect(await creditCardUpdateLocation(api('ok'), quiet)).toBe('https://billing.example/card');
    expect(await creditCardUpdateLocation(api('fail'), quiet)).toBe('/account?notification=update_credit_card_error');
  });
});

describe("/account's notifications: the flash each one shows on arrival", () => {
  it.each([
    ['email_consent_updated', { id: 'account:email_consent_updated', type: 'success', message: 'account.flash_email_consent_updated' }],
    // The status modal gave up waiting for a purchase (membership spec section 4): it stays until dismissed.
    ['polling_failed', { id: 'account:polling_failed', type: 'error', message: PURCHASE_FLASH.pollingFailed, dismissAfter: 0 }],
    ['no_such_key', undefined],
  ])('%s', (key, flash) => {
    const location = new URL(key === 'no_such_key' ? `/account?notification=${key}` : accountLocation(key as AccountNotification), 'https://site.test');
    expect(accountFlashesFromQuery(location.searchParams)[0]).toEqual(flash);
  });
});
