import { describe, expect, it } from 'vitest';
import { accountReadyLocation, ACCOUNT_CREATION_POLLING, nextAccountCreationStep } from '../../src/features/join/account-creation.ts';
import { autologinUrl } from '../../src/features/join/welcome.ts';
import { UPGRADE_MEMBERSHIP_PATH } from '../../src/routing/paths.ts';

const check = (isWelcome: boolean, isTrial = false, autologinId: string | null = 'tok') => ({ isWelcome, isTrial, autologinId, traffikJunkyTransactionId: null });

describe('account-creation polling after a join (membership spec section 4: every 5 s, up to 24 tries)', () => {
  it('polls every 5 s, at most 24 times', () => {
    expect(ACCOUNT_CREATION_POLLING).toEqual({ intervalMs: 5000, maxTries: 24 });
  });

  it.each([
    ['a welcome member', 1, check(true), { kind: 'autologin', autologinId: 'tok' }],
    // Signed in on the way: the header of the first page after the join knows the new member.
    ['a welcome trial goes to upgrade membership, signed in', 3, check(true, true), { kind: 'upgrade', autologinId: 'tok' }],
    ['a welcome trial without an autologin', 1, check(true, true, null), { kind: 'login-error', message: 'Login Error, unable to automatically log you in' }],
    ['a welcome member without an autologin', 1, check(true, false, null), { kind: 'login-error', message: 'Login Error, unable to automatically log you in' }],
    ['not yet, first try', 1, check(false), { kind: 'wait', tries: 1, delayMs: 5000 }],
    ['a failed check, 23rd try', 23, 'failed', { kind: 'wait', tries: 23, delayMs: 5000 }],
    ['not yet at the 24th try', 24, check(false), { kind: 'timed-out', message: 'Account creation timed-out' }],
    ['a failed check at the 24th try', 24, 'failed', { kind: 'timed-out', message: 'Account creation timed-out' }],
    ['welcome at the 24th try still signs in', 24, check(true), { kind: 'autologin', autologinId: 'tok' }],
  ] as const)('%s', (_case, tries, result, expected) => {
    expect(nextAccountCreationStep(tries, result)).toEqual(expected);
  });
});

describe('where an account found ready goes, signed in on the way', () => {
  const landing = '/videos/night-swim?fatr=true';
  it.each([
    ['a member: the page they joined from', { kind: 'autologin', autologinId: 'tok' }, autologinUrl(landing, 'tok')],
    ['a trial: upgrade membership', { kind: 'upgrade', autologinId: 'tok' }, autologinUrl(UPGRADE_MEMBERSHIP_PATH, 'tok')],
    ['not ready yet: nowhere (the page waits)', { kind: 'wait', tries: 1, delayMs: 5000 }, null],
    ['ready but not to be signed in: nowhere (the page says so)', { kind: 'login-error', message: 'x' }, null],
  ] as const)('%s', (_case, step, expected) => {
    expect(accountReadyLocation(step, landing)).toBe(expected);
  });
});
