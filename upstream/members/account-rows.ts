import type { DatabaseSync } from 'node:sqlite';
import type { DemoUserKind } from '../identity/demo-accounts.ts';
import type { AccountRecord } from './account-record.ts';
import { membershipFactsSchema } from './membership-facts.ts';

/** An account's row with its username, as the reads below select it. */
export type AccountRow = { seq: number; account_id: string; kind: string | null; email: string; password_hash: string; display_name: string; username: string | null; membership: string };

export function toRecord(row: AccountRow): AccountRecord {
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

/** Finding an account: by id, by email (case-insensitive, trimmed) or by number. */
export function accountReads(db: DatabaseSync) {
  const withUsername = 'SELECT accounts.*, usernames.username FROM accounts LEFT JOIN usernames USING (account_id)';
  const statements = {
    byId: db.prepare(`${withUsername} WHERE account_id = ?`),
    byEmail: db.prepare(`${withUsername} WHERE email = ?`),
    bySeq: db.prepare(`${withUsername} WHERE seq = ?`),
  };
  const record = (row: AccountRow | undefined) => (row ? toRecord(row) : undefined);
  /** The row of the account of `email`, its password's hash included. */
  const emailRow = (email: string) => statements.byEmail.get(email.trim().toLowerCase()) as AccountRow | undefined;
  return {
    emailRow,
    byId: (accountId: string) => record(statements.byId.get(accountId) as AccountRow | undefined),
    byEmail: (email: string) => record(emailRow(email)),
    bySeq: (seq: number) => record(statements.bySeq.get(seq) as AccountRow | undefined),
  };
}
export type AccountReads = ReturnType<typeof accountReads>;
