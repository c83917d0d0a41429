import { toRecord, type AccountReads } from './account-rows.ts';
import type { AccountRecords } from './account-record.ts';
import { decoyPasswordHash, hashPassword, passwordMatches } from './password-hashes.ts';
import type { MemberStore } from './store.ts';

type PasswordRow = { password_hash: string };

/**
 * How an account logs in: its email and password, a new password or a VIP's own credentials, and
 * the end of its provider sessions that each of those (and "log out everywhere") brings.
 */
export function accountLogins(
  { db }: MemberStore,
  { emailRow }: AccountReads,
): Pick<AccountRecords, 'authenticate' | 'setCredentials' | 'hasPassword' | 'setPassword' | 'endSessions' | 'sessionsEndedAt'> {
  const statements = {
    setCredentials: db.prepare('UPDATE accounts SET email = ?, password_hash = ? WHERE account_id = ?'),
    passwordHash: db.prepare('SELECT password_hash FROM accounts WHERE account_id = ?'),
    setPassword: db.prepare('UPDATE accounts SET password_hash = ? WHERE account_id = ?'),
    sessionsEnded: db.prepare('INSERT INTO sessions_ended (account_id, ended_at) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET ended_at = excluded.ended_at'),
    sessionsEndedAt: db.prepare('SELECT ended_at FROM sessions_ended WHERE account_id = ?'),
  };
  return {
    authenticate(email, password) {
      const row = emailRow(email);
      const matches = passwordMatches(row?.password_hash ?? decoyPasswordHash(), password);
      return row && matches ? toRecord(row) : undefined;
    },
    setCredentials(accountId, email, password) {
      statements.setCredentials.run(email.trim().toLowerCase(), hashPassword(password), accountId);
      statements.sessionsEnded.run(accountId, Date.now());
    },
    hasPassword(accountId, password) {
      const row = statements.passwordHash.get(accountId) as PasswordRow | undefined;
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
  };
}
