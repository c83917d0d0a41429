import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoUserKind } from '../identity/demo-accounts.ts';
import { accountRestrictions, type AccountRestrictions } from './account-restrictions.ts';
import { isUsername } from './input-rules.ts';
import { membershipFactsSchema, type MembershipFacts } from './membership-facts.ts';
import type { MemberStore } from './store.ts';

/**
 * Accounts and their membership facts in the member store: the identity provider logs them in from
 * here and the member directory derives profiles from here, so an account the biller creates (or a
 * VIP's new address and password) logs in at once. `seq` numbers accounts in the order they were
 * made (the demo accounts first, in DEMO_USER_KINDS order); the profile's uuid is made from it.
 */
export const ACCOUNTS_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  seq INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL UNIQUE,
  kind TEXT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  display_name TEXT NOT NULL,
  membership TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- A member's username (membership spec section 5: permanent once chosen), on the join form or later
-- on the site's username selection; unique whatever its case. An account made without one (by a
-- partner, by support) has no row until its member chooses.
CREATE TABLE IF NOT EXISTS usernames (
  account_id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  chosen_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions_ended (
  account_id TEXT PRIMARY KEY,
  ended_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS autologin_tokens (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
`;

/**
 * An autologin token signs the new member in once, within two minutes: it stands in for the password
 * in one login at the identity provider, which the site's own server starts (PKCE, state), so it is
 * worth nothing to anyone but the browser that bought. Only its hash is kept.
 */
export const AUTOLOGIN_TOKEN_TTL_MS = 2 * 60 * 1000;

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
  /** A fresh one-time autologin token for the account (see AUTOLOGIN_TOKEN_TTL_MS). */
  issueAutologin(accountId: string, now: Date): string;
  /** The account of a live autologin token, which is used up by this call; else undefined. */
  consumeAutologin(token: string, now?: Date): AccountRecord | undefined;
  /** The account of a live autologin token, left unused (to ask whether to continue as it); else undefined. */
  peekAutologin(token: string, now?: Date): AccountRecord | undefined;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const SCRYPT_KEY_LENGTH = 32;

function hashPassword(password: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, SCRYPT_KEY_LENGTH).toString('base64')}`;
}

function passwordMatches(stored: string, password: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Compared against for an unknown email, so that timing does not reveal which emails exist. */
let decoyHash: string | null = null;
/**
 * The demo accounts share one public password, so one hash serves them all: seeding an in-memory
 * store (most tests) then costs one scrypt per process instead of one per account.
 */
const demoHashes = new Map<string, string>();
function demoHash(password: string): string {
  let hash = demoHashes.get(password);
  if (!hash) demoHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

type Row = { seq: number; account_id: string; kind: string | null; email: string; password_hash: string; display_name: string; username: string | null; membership: string };

function toRecord(row: Row): AccountRecord {
  const parsed = membershipFactsSchema.safeParse(JSON.parse(row.membership));
  if (!parsed.success) throw new Error(`The stored membership of account "${row.account_id}" is not in the expected shape: ${parsed.error.message}`);
  return {
    seq: row.seq,
    accountId: row.account_id,
    kind: row.kind as DemoUserKind | null,
    email: row.email,
    displayName: row.display_name,
    username: row.username,
    membership: parsed.data,
    groups: parsed.data.groups,
  };
}

/**
 * The accounts of the member store; `seed` (the demo accounts unless given) is added once, in order,
 * with its restriction if it has one, and never overwritten, so what the biller or a conversion
 * changed (or a restriction lifted) survives a restart.
 */
export function accountRecords(store: MemberStore, seed: readonly DemoAccount[] = DEMO_ACCOUNTS): AccountRecords {
  const { db } = store;
  db.exec(ACCOUNTS_STORE_SCHEMA);
  const restrictions = accountRestrictions(store);
  const withUsername = 'SELECT accounts.*, usernames.username FROM accounts LEFT JOIN usernames USING (account_id)';
  const statements = {
    byId: db.prepare(`${withUsername} WHERE account_id = ?`),
    byEmail: db.prepare(`${withUsername} WHERE email = ?`),
    bySeq: db.prepare(`${withUsername} WHERE seq = ?`),
    has: db.prepare('SELECT 1 AS found FROM accounts WHERE account_id = ?'),
    insert: db.prepare(
      'INSERT INTO accounts (seq, account_id, kind, email, password_hash, display_name, membership, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    setMembership: db.prepare('UPDATE accounts SET membership = ? WHERE account_id = ?'),
    setCredentials: db.prepare('UPDATE accounts SET email = ?, password_hash = ? WHERE account_id = ?'),
    passwordHash: db.prepare('SELECT password_hash FROM accounts WHERE account_id = ?'),
    setPassword: db.prepare('UPDATE accounts SET password_hash = ? WHERE account_id = ?'),
    usernameTaken: db.prepare('SELECT 1 AS found FROM usernames WHERE username = ?'),
    // OR IGNORE: a demo account's name a member took in an older store stays theirs; the demo account then chooses.
    seedUsername: db.prepare('INSERT OR IGNORE INTO usernames (account_id, username, chosen_at) VALUES (?, ?, ?)'),
    addUsername: db.prepare('INSERT INTO usernames (account_id, username, chosen_at) VALUES (?, ?, ?)'),
    sessionsEnded: db.prepare('INSERT INTO sessions_ended (account_id, ended_at) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET ended_at = excluded.ended_at'),
    sessionsEndedAt: db.prepare('SELECT ended_at FROM sessions_ended WHERE account_id = ?'),
    addAutologin: db.prepare('INSERT INTO autologin_tokens (token_hash, account_id, expires_at) VALUES (?, ?, ?)'),
    // One statement finds and deletes: a token replayed at the same moment finds nothing the second time.
    useAutologin: db.prepare('DELETE FROM autologin_tokens WHERE token_hash = ? RETURNING account_id, expires_at'),
    findAutologin: db.prepare('SELECT account_id, expires_at FROM autologin_tokens WHERE token_hash = ?'),
    dropExpired: db.prepare('DELETE FROM autologin_tokens WHERE expires_at <= ?'),
  };
  const byId = (accountId: string) => {
    const row = statements.byId.get(accountId) as Row | undefined;
    return row ? toRecord(row) : undefined;
  };
  /** The account of the live token `statement` finds (and perhaps deletes) by its hash. */
  const autologinAccount = (statement: typeof statements.findAutologin, token: string, now: Date) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return undefined;
    const row = statement.get(tokenHash(token)) as { account_id: string; expires_at: string } | undefined;
    return row && row.expires_at > now.toISOString() ? byId(row.account_id) : undefined;
  };
  const byEmail = (email: string) => {
    const row = statements.byEmail.get(email.trim().toLowerCase()) as Row | undefined;
    return row ? toRecord(row) : undefined;
  };

  store.transaction(() => {
    seed.forEach((account, index) => {
      // Before the check below: a store seeded before usernames were kept gets its demo accounts' ones.
      if (account.username) statements.seedUsername.run(account.accountId, account.username, new Date(0).toISOString());
      if (statements.has.get(account.accountId)) return;
      const membership = membershipFactsSchema.parse(account.membership);
      // A demo account added in a later version finds its number taken by an account joined since:
      // it then takes the next one (seq NULL), as a join does.
      const seq = statements.bySeq.get(index + 1) ? null : index + 1;
      statements.insert.run(
        seq,
        account.accountId,
        account.kind,
        account.email,
        demoHash(account.password),
        account.displayName,
        JSON.stringify(membership),
        new Date(0).toISOString(),
      );
      if (account.restriction) restrictions.restrict(account.accountId, account.restriction, new Date(0));
    });
  });

  return {
    ...restrictions,
    byId,
    byEmail,
    bySeq(seq) {
      const row = statements.bySeq.get(seq) as Row | undefined;
      return row ? toRecord(row) : undefined;
    },
    authenticate(email, password) {
      const row = statements.byEmail.get(email.trim().toLowerCase()) as Row | undefined;
      const matches = passwordMatches(row?.password_hash ?? (decoyHash ??= hashPassword('\u0000no account')), password);
      return row && matches ? toRecord(row) : undefined;
    },
    create(account, when) {
      const membership = membershipFactsSchema.parse(account.membership);
      const email = account.email.trim().toLowerCase();
      // seq NULL: SQLite gives the next number, after the seeded ones.
      statements.insert.run(null, account.accountId, null, email, hashPassword(account.password), account.displayName, JSON.stringify(membership), when.toISOString());
      if (account.username) statements.addUsername.run(account.accountId, account.username, when.toISOString());
      const created = byId(account.accountId);
      if (!created) throw new Error(`Account "${account.accountId}" was not stored`);
      return created;
    },
    setMembership(accountId, membership) {
      statements.setMembership.run(JSON.stringify(membershipFactsSchema.parse(membership)), accountId);
    },
    setCredentials(accountId, email, password) {
      statements.setCredentials.run(email.trim().toLowerCase(), hashPassword(password), accountId);
      statements.sessionsEnded.run(accountId, Date.now());
    },
    hasPassword(accountId, password) {
      const row = statements.passwordHash.get(accountId) as Pick<Row, 'password_hash'> | undefined;
      return row !== undefined && passwordMatches(row.password_hash, password);
    },
    setPassword(accountId, password) {
      statements.setPassword.run(hashPassword(password), accountId);
      statements.sessionsEnded.run(accountId, Date.now());
    },
    endSessions(accountId) {
      statements.sessionsEnded.run(accountId, Date.now());
    },
    sessionsEndedAt(accountId) {
      return (statements.sessionsEndedAt.get(accountId) as { ended_at: number } | undefined)?.ended_at;
    },
    usernameTaken: (username) => statements.usernameTaken.get(username) !== undefined,
    chooseUsername(accountId, username, when) {
      if (!isUsername(username)) return 'INVALID';
      return store.transaction(() => {
        const account = byId(accountId);
        if (!account) throw new Error(`No account "${accountId}" to choose a username for`);
        if (account.username !== null) return 'ALREADY_CHOSEN';
        if (statements.usernameTaken.get(username)) return 'TAKEN';
        statements.addUsername.run(accountId, username, when.toISOString());
        return 'CHOSEN';
      });
    },
    issueAutologin(accountId, now) {
      const token = randomBytes(32).toString('base64url');
      statements.dropExpired.run(now.toISOString());
      statements.addAutologin.run(tokenHash(token), accountId, new Date(now.getTime() + AUTOLOGIN_TOKEN_TTL_MS).toISOString());
      return token;
    },
    consumeAutologin(token, now = new Date()) {
      return autologinAccount(statements.useAutologin, token, now);
    },
    peekAutologin(token, now = new Date()) {
      return autologinAccount(statements.findAutologin, token, now);
    },
  };
}
