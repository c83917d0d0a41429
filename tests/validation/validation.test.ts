import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_ERRORS,
  convertVipErrorMessage,
  emailSchema,
  isChangePasswordErrorCode,
  isTokenLike,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  isValidVipEmail,
  passwordSchema,
  tokenSchema,
  usernameSchema,
  vipCredentialsSchema,
} from '../../src/validation/index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('email: 6 to 254 characters, local part ≤ 64, labels ≤ 63', () => {
  it.each([
    ['a@b.co', true],
    ['member@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['a@b.c', false],
    ['plainaddress', false],
    ['@example.com', false],
    ['user@', false],
    ['user@localhost', false],
    ['user@@example.com', false],
    ['.user@example.com', false],
    ['us..er@example.com', false],
    ['user@-example.com', false],
    ['user name@example.com', false],
    [`${'a'.repeat(64)}@example.com`, true],
    [`${'a'.repeat(65)}@example.com`, false],
    [`user@${'a'.repeat(63)}.com`, true],
    [`user@${'a'.repeat(64)}.com`, false],
    [`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`, true],
    [`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`, false],
  ])('%s → %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
    expect(emailSchema.safeParse(email).success).toBe(expected);
  });

  it("says 'Invalid email address.', as the spec writes it", () => {
    expect(firstMessage(emailSchema.safeParse('nope'))).toBe('Invalid email address.');
    expect(firstMessage(emailSchema.safeParse(42))).toBe('Invalid email address.');
  });

  it.each([
    ['qa..run.7.@staging.test', true],
    ['.tester@demo.test', true],
    ["o'brien!#qa@sub.demo.test", true],
    ['QA..Run@Staging.TEST', true],
    ['qa..run@example.com', false],
    ['.tester@example.com', false],
    ['q a@demo.test', false],
    ['qa@@demo.test', false],
    ['qa..run@test', false],
    ['qa..run@demo.test.com', false],
    [`${'.'.repeat(65)}@demo.test`, false],
  ])('the tester-domain pattern: %s → %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('username: 3 to 20 lower-case letters and digits', () => {
  it.each([
    ['abc', true], ['user2025', true], ['a'.repeat(20), true],
    ['ab', false], ['a'.repeat(21), false], ['User', false], ['user_name', false], ['user name', false], ['', false],
  ])('%j → %s', (username, expected) => {
    expect(isValidUsername(username)).toBe(expected);
    expect(usernameSchema.safeParse(username).success).toBe(expected);
  });

  it('names the rule in its message', () => {
    expect(firstMessage(usernameSchema.safeParse('A'))).toBe('Username is invalid, please try a different username');
  });
});

describe('password: letters and digits, 8 to 32', () => {
  it.each([
    ['abcd1234', true], ['ABCDefgh', true], ['a'.repeat(32), true],
    ['abc1234', false], ['a'.repeat(33), false], ['abcd 1234', false], ['abcd-1234', false], ['pässwort1', false],
  ])('%j → %s', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
    expect(passwordSchema.safeParse(password).success).toBe(expected);
  });

  it('says what is allowed', () => {
    expect(firstMessage(passwordSchema.safeParse('short'))).toBe(
      'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.',
    );
  });
});

describe('token-like code: alphanumeric, 8 to 32', () => {
  it.each([
    ['abcd1234', true], ['A'.repeat(32), true], ['abc123', false], ['A'.repeat(33), false], ['abcd-1234', false],
  ])('%j → %s', (token, expected) => {
    expect(isTokenLike(token)).toBe(expected);
    expect(tokenSchema.safeParse(token).success).toBe(expected);
  });
});

describe('VIP conversion: a valid email off the VIP domain, lower-cased and trimmed', () => {
  it.each([
    ['me@example.com', true],
    ['  Me@Example.COM ', true],
    ['member123@vip.demo.test', false],
    ['MEMBER@VIP.DEMO.TEST', false],
    ['member@mail.vip.demo.test', false],
    ['not-an-email', false],
  ])('%j → %s', (email, expected) => {
    expect(isValidVipEmail(email)).toBe(expected);
  });

  it('sends the normalised email', () => {
    expect(vipCredentialsSchema.parse({ newEmail: '  Me@Example.COM ', newPassword: 'abcd1234' })).toEqual({
      newEmail: 'me@example.com',
      newPassword: 'abcd1234',
    });
  });

  it.each([
    [{ newEmail: 'x@vip.demo.test', newPassword: 'abcd1234' }, 'Invalid email address.'],
    [{ newEmail: 'me@example.com', newPassword: 'short' }, 'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.'],
  ])('refuses %j with %j', (body, message) => {
    expect(firstMessage(vipCredentialsSchema.safeParse(body))).toBe(message);
  });
});

describe('convert-VIP server messages', () => {
  it.each([
    ['EMAIL_ALREADY_EXISTS', { message: 'This email already exists. Please choose another one.' }],
    ['INVALID_EMAIL', { message: 'Email is not valid.' }],
    ['INVALID_PASSWORD', { message: 'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.' }],
    ['SOMETHING_ELSE', { message: 'Failed to update your credentials. Please contact customer support.', supportLink: '/support' }],
    ['toString', { message: 'Failed to update your credentials. Please contact customer support.', supportLink: '/support' }],
    [undefined, { message: 'Failed to update your credentials. Please contact customer support.', supportLink: '/support' }],
  ])('%j', (serverMessage, expected) => {
    expect(convertVipErrorMessage(serverMessage)).toEqual(expected);
  });
});

describe('change-password error codes', () => {
  it.each([
    ['OLD_PASSWORD_INCORRECT', 'Old password is incorrect'],
    ['NEW_PASSWORD_DO_NOT_MATCH', 'Password confirmation does not match'],
    ['NEW_PASSWORD_INSECURE', 'New password is not secure: use 8 to 32 letters and numbers, other than your old password'],
  ] as const)('%s', (code, message) => {
    expect(isChangePasswordErrorCode(code)).toBe(true);
    expect(CHANGE_PASSWORD_ERRORS[code]).toBe(message);
  });

  it('rejects unknown codes', () => {
    expect(isChangePasswordErrorCode('NOPE')).toBe(false);
    expect(isChangePasswordErrorCode('toString')).toBe(false);
  });
});
