import type { StatementSync } from 'node:sqlite';
import { DEMO_ACCOUNTS, type DemoAccount } from '../identity/demo-accounts.ts';
import { accountLogins } from './account-logins.ts';
import type { AccountRecords } from './account-record.ts';
import { accountRestrictions, type AccountRestrictions } from './account-restrictions.ts';
import { accountReads } from './account-rows.ts';
import { autologinTokens } from './autologin.ts';
import { membershipFactsSchema } from './membership-facts.ts';
import { demoHash, hashPassword } from './password-hashes.ts';
import type { MemberStore } from './store.ts';
import { usernames } from './usernames.ts';

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

export type { AccountRecord, AccountRecords, NewAccount, UsernameChoice } from './account-record.ts';

/**
 * The accounts of the member store; `seed` (the demo accounts unless given) is added once, in order,
 * with its restriction if it has one, and never overwritten, so what the biller or a conversion
 * changed (or a restriction lifted) survives a restart.
 */
export function accountRecords(store: MemberStore, seed: readonly DemoAccount[] = DEMO_ACCOUNTS): AccountRecords {
  const { db } = store;
  db.exec(ACCOUNTS_STORE_SCHEMA);
  const restrictions = accountRestrictions(store);
  const reads = accountReads(db);
  const statements = {
    insert: db.prepare(
      'INSERT INTO accounts (seq, account_id, kind, email, password_hash, display_name, membership, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    setMembership: db.prepare('UPDATE accounts SET membership = ? WHERE account_id = ?'),
    addUsername: db.prepare('INSERT INTO usernames (account_id, username, chosen_at) VALUES (?, ?, ?)'),
  };
  seedAccounts(store, seed, restrictions, statements.insert);
  return {
    ...restrictions,
    byId: reads.byId,
    byEmail: reads.byEmail,
    bySeq: reads.bySeq,
    create(account, when) {
      const membership = membershipFactsSchema.parse(account.membership);
      const email = account.email.trim().toLowerCase();
      // seq NULL: SQLite gives the next number, after the seeded ones.
      statements.insert.run(null, account.accountId, null, email, hashPassword(account.password), account.displayName, JSON.stringify(membership), when.toISOString());
      if (account.username) statements.addUsername.run(account.accountId, account.username, when.toISOString());
      const created = reads.byId(account.accountId);
      if (!created) throw new Error(`Account "${account.accountId}" was not stored`);
      return created;
    },
    setMembership(accountId, membership) {
      statements.setMembership.run(JSON.stringify(membershipFactsSchema.parse(membership)), accountId);
    },
    ...accountLogins(store, reads),
    ...usernames(store, reads),
    ...autologinTokens(store, reads),
  };
}

/** Adds the accounts of `seed` that the store does not have yet, in order, each with its username and restriction. */
function seedAccounts(store: MemberStore, seed: readonly DemoAccount[], restrictions: AccountRestrictions, insert: StatementSync): void {
  const { db } = store;
  const statements = {
    has: db.prepare('SELECT 1 AS found FROM accounts WHERE account_id = ?'),
    seqTaken: db.prepare('SELECT 1 AS found FROM accounts WHERE seq = ?'),
    // OR IGNORE: a demo account's name a member took in an older store stays theirs; the demo account then chooses.
    seedUsername: db.prepare('INSERT OR IGNORE INTO usernames (account_id, username, chosen_at) VALUES (?, ?, ?)'),
  };
  store.transaction(() => {
    seed.forEach((account, index) => {
      // Before the check below: a store seeded before usernames were kept gets its demo accounts' ones.
      if (account.username) statements.seedUsername.run(account.accountId, account.username, new Date(0).toISOString());
      if (statements.has.get(account.accountId)) return;
      const membership = membershipFactsSchema.parse(account.membership);
      // A demo account added in a later version finds its number taken by an account joined since:
      // it then takes the next one (seq NULL), as a join does.
      const seq = statements.seqTaken.get(index + 1) ? null : index + 1;
      insert.run(
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
}
