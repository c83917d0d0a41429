import type { MemberSessions } from '../request-context.ts';
import type { AuthServices } from './services.ts';

/**
 * The member's other sessions, through the store's list of the account's sessions (every tenant,
 * every device). Ending one deletes its record, which holds the only copy of its tokens: on its next
 * request, on any server, it is no session. Its grant is left to expire at the provider, since
 * another brand's session in this very browser shares this one's grant, and revoking it would end
 * this session too.
 */
export function memberSessions(auth: Pick<AuthServices, 'store'>, session: { id: string; accountId: string }): MemberSessions {
  return {
    async endOthers() {
      const others = (await auth.store.accountSessions(session.accountId)).filter((id) => id !== session.id);
      await Promise.all(others.map((id) => auth.store.delete(id)));
      return others.length;
    },
  };
}

/**
 * "Log out everywhere": every session of the account ended and its grant revoked at the provider
 * (this browser's session goes the usual way of the logout, after). Answers how many it ended.
 */
export async function endEverySession(auth: Pick<AuthServices, 'store' | 'oidc'>, accountId: string, except: string): Promise<number> {
  const ids = (await auth.store.accountSessions(accountId)).filter((id) => id !== except);
  await Promise.all(
    ids.map(async (id) => {
      const record = await auth.store.get(id);
      await auth.oidc.revoke({ id, tokens: record?.tokens });
    }),
  );
  return ids.length;
}
