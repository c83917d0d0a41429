import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MESSAGE, EMAIL_CONSENT_TEXT, parseAccountForm, UNKNOWN_ACTION_MESSAGE } from '../../src/features/account/forms.ts';
import { INVALID_PASSWORD_MESSAGE, INVALID_EMAIL_MESSAGE } from '../../src/validation/index.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('parseAccountForm', () => {
  it.each([
    ['a display name, trimmed', { action: 'display-name', displayName: '  Night Owl ' }, { action: 'display-name', displayName: 'Night Owl' }],
    ['autoplay ticked', { action: 'autoplay', autoplayEnabled: 'on' }, { action: 'autoplay', autoplayEnabled: true }],
    ['autoplay unticked (the box is absent)', { action: 'autoplay' }, { action: 'autoplay', autoplayEnabled: false }],
    ['email consent ticked', { action: 'email-consent', emailConsent: 'on' }, { action: 'email-consent', emailConsent: true }],
    ['email consent unticked', { action: 'email-consent' }, { action: 'email-consent', emailConsent: false }],
    [
      'relationship status and role',
      { action: 'relationship', relationshipStatus: 'married', relationshipRole: 'partner' },
      { action: 'relationship', relationshipStatus: 'married', relationshipRole: 'partner' },
    ],
    [
      'VIP conversion: email lower-cased and trimmed',
      { action: 'vip-conversion', email: ' Me@Example.COM ', password: 'abc12345' },
      { action: 'vip-conversion', email: 'me@example.com', password: 'abc12345' },
    ],
    [
      'tandem child account',
      { action: 'tandem-child', email: 'Child@Example.com', password: 'abc12345' },
      { action: 'tandem-child', email: 'child@example.com', password: 'abc12345' },
    ],
  ])('accepts %s', (_case, fields, command) => {
    expect(parseAccountForm(form(fields))).toEqual({ ok: true, command });
  });

  it.each([
    ['an empty display name', { action: 'display-name', displayName: '   ' }, { displayName: DISPLAY_NAME_MESSAGE }],
    ['a too long display name', { action: 'display-name', displayName: 'x'.repeat(41) }, { displayName: DISPLAY_NAME_MESSAGE }],
    ['a VIP email that is no email', { action: 'vip-conversion', email: 'nope', password: 'abc12345' }, { email: INVALID_EMAIL_MESSAGE }],
    ['a VIP email on the VIP domain', { action: 'vip-conversion', email: 'me@vip.demo.test', password: 'abc12345' }, { email: INVALID_EMAIL_MESSAGE }],
    ['a VIP password with symbols', { action: 'vip-conversion', email: 'me@example.com', password: 'abc-12345' }, { password: INVALID_PASSWORD_MESSAGE }],
    ['a VIP password too short', { action: 'vip-conversion', email: 'me@example.com', password: 'abc1' }, { password: INVALID_PASSWORD_MESSAGE }],
    ['a missing action', { displayName: 'x' }, { form: UNKNOWN_ACTION_MESSAGE }],
    ['an unknown action', { action: 'delete-account' }, { form: UNKNOWN_ACTION_MESSAGE }],
  ])('refuses %s with the message next to the field', (_case, fields, errors) => {
    const parsed = parseAccountForm(form(fields));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toEqual(errors);
  });

  it('never echoes a password back into the form', () => {
    const parsed = parseAccountForm(form({ action: 'vip-conversion', email: 'nope', password: 'secret12' }));
    expect(parsed.ok ? null : parsed.values).toEqual({ email: 'nope' });
  });

  it('carries the spec text of the email consent', () => {
    expect(EMAIL_CONSENT_TEXT).toBe('I would like to get email updates about hot new scenes and special offers.');
  });
});
