import type { DemoUserKind } from '../identity/demo-accounts.ts';
import type { AccountRestrictions } from './account-restrictions.ts';
import type { MembershipFacts } from './membership-facts.ts';

export interface AccountRecord {
  seq: number;
  accountId: string;
  /** The demo user kind, or null for an account made at run time. */
  kind: DemoUserKind | null;
  email: string;
  displayName: string;
  /** The username the member chose, or null until they do. */
  username: string | null;
  membership: MembershipFacts;
  /** The membership's groups, as the identity provider's `groups` claim names them. */
  groups: readonly string[];
}

export interface NewAccount {
  accountId: string;
  email: string;
  password: string;
  displayName: string;
  /** The username chosen on the join form (the caller checked it is free, inside its transaction); absent: none yet. */
  username?: string | null | undefined;
  membership: MembershipFacts;
}

/** How a choice of username ended: made, already someone's, not the rule's, or the account has one already. */
export type UsernameChoice = 'CHOSEN' | 'TAKEN' | 'INVALID' | 'ALREADY_CHOSEN';

/** The accounts, and whether each is active, disabled or banned (account-restrictions.ts). */
export interface AccountRecords extends AccountRestrictions {
  byId(accountId: string): AccountRecord | undefined;
  byEmail(email: string): AccountRecord | undefined;
  /** The account numbered `seq` (welcome data's memberid). */
  bySeq(seq: number): AccountRecord | undefined;
  /** The account whose email (case-insensitive, trimmed) and password match, else undefined. */
  authenticate(email: string, password: string): AccountRecord | undefined;
  /** Adds an account; the caller checked the email is free (inside its transaction). */
  create(account: NewAccount, when: Date): AccountRecord;
  /** Replaces the account's membership facts (the biller's changes). */
  setMembership(accountId: string, membership: MembershipFacts): void;
  /** A converted VIP's own address and password. */
  setCredentials(accountId: string, email: string, password: string): void;
  /** Whether `password` is the account's own. */
  hasPassword(accountId: string, password: string): boolean;
  /** The account's new password (a change of password on /account): its provider sessions end. */
  setPassword(accountId: string, password: string): void;
  /** Whether an account has `username`, whatever its case. */
  usernameTaken(username: string): boolean;
  /** The account's username, once: a second choice, a taken name or one against the rule changes nothing. */
  chooseUsername(accountId: string, username: string, when: Date): UsernameChoice;
  /** Ends the account's provider sessions ("log out everywhere"), as a new password does. */
  endSessions(accountId: string): void;
  /**
   * When the account's provider sessions last ended (epoch ms: a new password, a VIP's own
   * credentials, or "log out everywhere"), or undefined.
   */
  sessionsEndedAt(accountId: string): number | undefined;
  /** A fresh one-time autologin token for the account (see AUTOLOGIN_TOKEN_TTL_MS, autologin.ts). */
  issueAutologin(accountId: string, now: Date): string;
  /** The account of a live autologin token, which is used up by this call; else undefined. */
  consumeAutologin(token: string, now?: Date): AccountRecord | undefined;
  /** The account of a live autologin token, left unused (to ask whether to continue as it); else undefined. */
  peekAutologin(token: string, now?: Date): AccountRecord | undefined;
}
