import type { AccountReads } from './account-rows.ts';
import type { AccountRecords } from './account-record.ts';
import { isUsername } from './input-rules.ts';
import type { MemberStore } from './store.ts';

/** A member's username (membership spec section 5): chosen once, unique whatever its case. */
export function usernames(store: MemberStore, { byId }: AccountReads): Pick<AccountRecords, 'usernameTaken' | 'chooseUsername'> {
  const statements = {
    usernameTaken: store.db.prepare('SELECT 1 AS found FROM usernames WHERE username = ?'),
    addUsername: store.db.prepare('INSERT INTO usernames (account_id, username, chosen_at) VALUES (?, ?, ?)'),
  };
  return {
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
  };
}
