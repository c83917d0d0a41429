import { createHash, timingSafeEqual } from 'node:crypto';

/** What the provider needs to know about an account to log it in and fill its claims. */
export interface IdentityAccount {
  accountId: string;
  email: string;
  password: string;
  displayName: string;
}

export interface AccountDirectory {
  byId(accountId: string): IdentityAccount | undefined;
  /** The account whose email (case-insensitive, trimmed) and password match, else undefined. */
  authenticate(email: string, password: string): IdentityAccount | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createAccountDirectory(accounts: readonly IdentityAccount[]): AccountDirectory {
  const byId = new Map(accounts.map((account) => [account.accountId, account]));
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
  return {
    byId: (accountId) => byId.get(accountId),
    authenticate(email, password) {
      const account = byEmail.get(email.trim().toLowerCase());
      // Compare even for an unknown email so that timing does not reveal which emails exist.
      const expected = digest(account?.password ?? '\u0000no account');
      const matches = timingSafeEqual(expected, digest(password));
      return account && matches ? account : undefined;
    },
  };
}
