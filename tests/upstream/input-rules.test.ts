import { describe, expect, it } from 'vitest';
import { checkTandemChildCredentials, checkVipCredentials } from '../../upstream/members/credentials.ts';
import { isAcceptablePassword, isEmailAddress, isVipMailbox } from '../../upstream/members/input-rules.ts';

// The stand-in's own input checks, case by case from membership spec section 5 (email, password,
// VIP conversion) and section 8 (the Convert VIP server messages).
const localPart = (length: number) => 'a'.repeat(length);
const label = (length: number) => 'b'.repeat(length);

describe('the stand-in accepts an email of 6 to 254 characters, local part ≤ 64, labels ≤ 63', () => {
  it.each<[string, string, boolean]>([
    ['a plain address', 'me@example.com', true],
    ['plus, dots and digits in the local part', 'first.last+tag9@mail.example.org', true],
    ['upper case', 'Me@Example.COM', true],
    ['6 characters', 'a@b.cd', true],
    ['5 characters', 'a@b.c', false],
    ['254 characters', `${localPart(64)}@${label(63)}.${label(63)}.${label(61)}`, true],
    ['255 characters', `${localPart(64)}@${label(63)}.${label(63)}.${label(62)}`, false],
    ['a local part of 64', `${localPart(64)}@example.com`, true],
    ['a local part of 65', `${localPart(65)}@example.com`, false],
    ['a domain label of 63', `me@${label(63)}.com`, true],
    ['a domain label of 64', `me@${label(64)}.com`, false],
    ['no @', 'me.example.com', false],
    ['nothing before @', '@example.com', false],
    ['two @', 'me@you@example.com', false],
    ['a host without a dot', 'me@localhost', false],
    ['a doubled dot in the local part', 'me..you@example.com', false],
    ['a leading dot', '.me@example.com', false],
    ['a space', 'me you@example.com', false],
    ['a label starting with a hyphen', 'me@-example.com', false],
    ['an empty label', 'me@example..com', false],
    ["a tester's doubled dot on the testing domain", 'qa..run@staging.test', true],
    ["a tester's leading dot on the testing domain", '.qa@demo.test', true],
    ["a tester's space on the testing domain", 'q a@demo.test', false],
    ["a tester's address on a bare testing domain", 'qa..run@test', false],
  ])('%s: %j → %s', (_case, email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });
});

describe('the stand-in accepts a password of 8 to 32 letters and numbers', () => {
  it.each<[string, string, boolean]>([
    ['8 letters and digits', 'abcd1234', true],
    ['32 characters', 'A1'.repeat(16), true],
    ['7 characters', 'abc1234', false],
    ['33 characters', `${'A1'.repeat(16)}x`, false],
    ['a symbol', 'abc-12345', false],
    ['a space', 'abcd 1234', false],
    ['a letter outside A-Z', 'abcdé1234', false],
    ['letters only', 'abcdefgh', true],
  ])('%s: %j → %s', (_case, password, valid) => {
    expect(isAcceptablePassword(password)).toBe(valid);
  });
});

describe('the stand-in knows the VIP mailbox domain a conversion must leave', () => {
  it.each<[string, boolean]>([
    ['someone@vip.demo.test', true],
    ['someone@VIP.demo.test', true],
    ['someone@mail.vip.demo.test', true],
    ['someone@demo.test', false],
    ['someone@novip.demo.test', false],
  ])('%s → %s', (email, vip) => {
    expect(isVipMailbox(email)).toBe(vip);
  });
});

describe('the Convert-VIP credentials (POST /api/subscriptions/vip-user-credentials) answer the spec message of the first bad field', () => {
  it.each<[string, unknown, ReturnType<typeof checkVipCredentials>]>([
    ['a valid address and password', { newEmail: 'me@example.com', newPassword: 'abcd1234' }, { ok: true, email: 'me@example.com' }],
    ['an address trimmed and lower-cased', { newEmail: '  Me@Example.COM ', newPassword: 'abcd1234' }, { ok: true, email: 'me@example.com' }],
    ['an invalid address', { newEmail: 'not-an-email', newPassword: 'abcd1234' }, { ok: false, message: 'INVALID_EMAIL' }],
    ['the VIP domain', { newEmail: 'someone@vip.demo.test', newPassword: 'abcd1234' }, { ok: false, message: 'INVALID_EMAIL' }],
    ['an invalid password', { newEmail: 'me@example.com', newPassword: 'short' }, { ok: false, message: 'INVALID_PASSWORD' }],
    ['both invalid: the email is named', { newEmail: 'nope', newPassword: 'short' }, { ok: false, message: 'INVALID_EMAIL' }],
    ['no email', { newPassword: 'abcd1234' }, { ok: false, message: 'INVALID_EMAIL' }],
    ['no password', { newEmail: 'me@example.com' }, { ok: false, message: 'INVALID_PASSWORD' }],
    ['a number for the password', { newEmail: 'me@example.com', newPassword: 12345678 }, { ok: false, message: 'INVALID_PASSWORD' }],
    ['a body that is no object', ['me@example.com', 'abcd1234'], { ok: false, message: 'INVALID_EMAIL' }],
    ['null', null, { ok: false, message: 'INVALID_EMAIL' }],
  ])('%s', (_case, body, outcome) => {
    expect(checkVipCredentials(body)).toEqual(outcome);
  });
});

describe('createTandemChildAccount checks the child email and password the same way', () => {
  it.each<[unknown, unknown, ReturnType<typeof checkTandemChildCredentials>]>([
    [' Child@Example.com', 'abcd1234', { ok: true, email: 'child@example.com' }],
    ['bad', 'abcd1234', { ok: false, message: 'INVALID_EMAIL' }],
    ['child@example.com', 'abc', { ok: false, message: 'INVALID_PASSWORD' }],
    [undefined, undefined, { ok: false, message: 'INVALID_EMAIL' }],
  ])('%j, %j → %j', (email, password, outcome) => {
    expect(checkTandemChildCredentials(email, password)).toEqual(outcome);
  });
});
