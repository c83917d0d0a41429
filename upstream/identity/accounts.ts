import type { AccountStatus } from '../members/account-restrictions.ts';

/** What the provider needs to know about an account to fill its claims. */
export interface IdentityAccount {
  accountId: string;
  email: string;
  displayName: string;
  /** The groups the `groups` claim names (moderator, admin, content-ops…). */
  groups: readonly string[];
  /** The member's number, which a purchase's welcome data names (memberid). */
  seq: number;
}

/**
 * Where the provider finds accounts: the member store's (upstream/members/accounts.ts), so an
 * account made at run time (a join, a converted VIP's new credentials) logs in at once.
 */
export interface AccountDirectory {
  byId(accountId: string): IdentityAccount | undefined;
  /** The account whose email (case-insensitive, trimmed) and password match, else undefined. */
  authenticate(email: string, password: string): IdentityAccount | undefined;
  /** The account of a one-time autologin token (the biller's, after a purchase), used up here. */
  consumeAutologin(token: string): IdentityAccount | undefined;
  /** The account of a live autologin token, left unused: to ask the visitor whether to continue as it. */
  peekAutologin(token: string): IdentityAccount | undefined;
  /**
   * When the account's sessions last ended (epoch ms: a new password, or "log out everywhere"), or
   * undefined: a provider session logged in before it signs nobody in unasked any more (provider.ts).
   */
  sessionsEndedAt(accountId: string): number | undefined;
  /** Active, disabled or banned; undefined for no such account. Only an active account logs in. */
  statusOf(accountId: string): AccountStatus | undefined;
}
