import { UPGRADE_MEMBERSHIP_PATH } from '../../routing/paths.ts';
import { autologinUrl, type WelcomeCheck } from './welcome.ts';

/** Membership spec sections 4 and 9: "Account-creation poll every 5 s, max 24 tries." */
export const ACCOUNT_CREATION_POLLING = { intervalMs: 5_000, maxTries: 24 } as const;
export const ACCOUNT_CREATION_TIMED_OUT = 'Account creation timed-out';
/** Membership spec section 8, Signup: the account is made but could not be signed in. */
export const AUTOLOGIN_FAILED = 'Login Error, unable to automatically log you in';

export type AccountCreationStep =
  | { kind: 'wait'; tries: number; delayMs: number }
  | { kind: 'upgrade'; autologinId: string }
  | { kind: 'autologin'; autologinId: string }
  | { kind: 'login-error'; message: string }
  | { kind: 'timed-out'; message: string };

/**
 * The account-creation check after a join, one welcome check at a time (`tries` made so far,
 * including this one): a welcome member is signed in with the autologin, a trial on its way to
 * upgrade membership and a member on their way to the page they joined from, so the header knows
 * them from the first page after the join; anything else is asked again in 5 s until the 24th try
 * has failed.
 */
export function nextAccountCreationStep(tries: number, check: WelcomeCheck | 'failed'): AccountCreationStep {
  if (check !== 'failed' && check.isWelcome) {
    if (!check.autologinId) return { kind: 'login-error', message: AUTOLOGIN_FAILED };
    return check.isTrial ? { kind: 'upgrade', autologinId: check.autologinId } : { kind: 'autologin', autologinId: check.autologinId };
  }
  if (tries >= ACCOUNT_CREATION_POLLING.maxTries) return { kind: 'timed-out', message: ACCOUNT_CREATION_TIMED_OUT };
  return { kind: 'wait', tries, delayMs: ACCOUNT_CREATION_POLLING.intervalMs };
}

/**
 * Where an account found ready goes, signed in on the way by the one-time autologin: a trial to
 * upgrade membership, a member to `landing`; null while it is not ready (or cannot be signed in).
 */
export function accountReadyLocation(step: AccountCreationStep, landing: string): string | null {
  if (step.kind === 'upgrade') return autologinUrl(UPGRADE_MEMBERSHIP_PATH, step.autologinId);
  return step.kind === 'autologin' ? autologinUrl(landing, step.autologinId) : null;
}
