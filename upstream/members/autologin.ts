import { createHash, randomBytes } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
import type { AccountReads } from './account-rows.ts';
import type { AccountRecords } from './account-record.ts';
import type { MemberStore } from './store.ts';

/**
 * An autologin token signs the new member in once, within two minutes: it stands in for the password
 * in one login at the identity provider, which the site's own server starts (PKCE, state), so it is
 * worth nothing to anyone but the browser that bought. Only its hash is kept.
 */
export const AUTOLOGIN_TOKEN_TTL_MS = 2 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The one-time autologin tokens after a purchase: issued, used up, or looked at unused. */
export function autologinTokens({ db }: MemberStore, { byId }: AccountReads): Pick<AccountRecords, 'issueAutologin' | 'consumeAutologin' | 'peekAutologin'> {
  const statements = {
    addAutologin: db.prepare('INSERT INTO autologin_tokens (token_hash, account_id, expires_at) VALUES (?, ?, ?)'),
    // One statement finds and deletes: a token replayed at the same moment finds nothing the second time.
    useAutologin: db.prepare('DELETE FROM autologin_tokens WHERE token_hash = ? RETURNING account_id, expires_at'),
    findAutologin: db.prepare('SELECT account_id, expires_at FROM autologin_tokens WHERE token_hash = ?'),
    dropExpired: db.prepare('DELETE FROM autologin_tokens WHERE expires_at <= ?'),
  };
  /** The account of the live token `statement` finds (and perhaps deletes) by its hash. */
  const autologinAccount = (statement: StatementSync, token: string, now: Date) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return undefined;
    const row = statement.get(tokenHash(token)) as { account_id: string; expires_at: string } | undefined;
    return row && row.expires_at > now.toISOString() ? byId(row.account_id) : undefined;
  };
  return {
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
