import { z } from 'zod';
import type { MemberStore } from './store.ts';

/** Membership spec section 8, "Cross-site login: account disabled or banned": what can stop an account logging in. */
export const ACCOUNT_RESTRICTIONS = ['disabled', 'banned'] as const;
export type AccountRestriction = (typeof ACCOUNT_RESTRICTIONS)[number];
/** An account with no restriction is active: only an active account logs in or keeps its session. */
export type AccountStatus = 'active' | AccountRestriction;

const restrictionSchema = z.enum(ACCOUNT_RESTRICTIONS);

/**
 * A table of its own rather than a column of `accounts`: a member store made before accounts could be
 * restricted gets it at its next start (`CREATE TABLE IF NOT EXISTS`), its accounts untouched. One row
 * per restricted account; an account without one is active.
 */
export const ACCOUNT_RESTRICTIONS_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS account_restrictions (
  account_id TEXT PRIMARY KEY REFERENCES accounts (account_id),
  kind TEXT NOT NULL CHECK (kind IN (${ACCOUNT_RESTRICTIONS.map((kind) => `'${kind}'`).join(', ')})),
  since TEXT NOT NULL
);
`;

export interface AccountRestrictions {
  /** The account's status, or undefined when there is no such account. */
  statusOf(accountId: string): AccountStatus | undefined;
  /** Disables or bans the account from `since` on (a later call replaces the earlier restriction). */
  restrict(accountId: string, restriction: AccountRestriction, since: Date): void;
  /** Makes the account active again. */
  lift(accountId: string): void;
}

/** The restrictions of the member store's accounts; the `accounts` table must exist (accounts.ts makes it). */
export function accountRestrictions(store: MemberStore): AccountRestrictions {
  const { db } = store;
  db.exec(ACCOUNT_RESTRICTIONS_STORE_SCHEMA);
  const statements = {
    // One indexed read: the provider asks on every access token it verifies.
    statusOf: db.prepare('SELECT r.kind FROM accounts a LEFT JOIN account_restrictions r USING (account_id) WHERE a.account_id = ?'),
    restrict: db.prepare(
      'INSERT INTO account_restrictions (account_id, kind, since) VALUES (?, ?, ?) ON CONFLICT (account_id) DO UPDATE SET kind = excluded.kind, since = excluded.since',
    ),
    lift: db.prepare('DELETE FROM account_restrictions WHERE account_id = ?'),
  };
  return {
    statusOf(accountId) {
      const row = statements.statusOf.get(accountId) as { kind: string | null } | undefined;
      if (!row) return undefined;
      return row.kind === null ? 'active' : restrictionSchema.parse(row.kind);
    },
    restrict(accountId, restriction, since) {
      statements.restrict.run(accountId, restrictionSchema.parse(restriction), since.toISOString());
    },
    lift(accountId) {
      statements.lift.run(accountId);
    },
  };
}
