import { z } from 'zod';
import { END_ALL_SESSIONS } from '../../gateway/documents/member.ts';
import type { MemberSessions, VisitorContext } from '../request-context.ts';
import { withAccessToken, type LiveSession } from './access-token.ts';
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
 * "Log out everywhere": the account's sessions at the identity provider end (a browser that kept
 * one would be signed in again by it, unasked, at its next login), then every session of the
 * account here is ended and its grant revoked (this browser's goes the usual way of the logout,
 * after). Answers how many it ended here. The provider's answer does not hold the rest up: a
 * provider that fails is logged, and the sessions here end all the same.
 */
export async function endEverySession(auth: Pick<AuthServices, 'store' | 'oidc' | 'now'>, context: Pick<VisitorContext, 'gateway' | 'tenant' | 'correlationId' | 'log'>, session: LiveSession): Promise<number> {
  try {
    await withAccessToken(auth.oidc, session, auth.now, (accessToken) =>
      context.gateway.graphql('endAllSessions', END_ALL_SESSIONS, {}, z.object({ result: z.literal(true) }), { accessToken, site: context.tenant.site, correlationId: context.correlationId }),
    );
  } catch (error) {
    context.log.warn({ err: error }, "log out everywhere: the provider's sessions were not ended");
  }
  const ids = (await auth.store.accountSessions(session.accountId)).filter((id) => id !== session.id);
  await Promise.all(
    ids.map(async (id) => {
      const record = await auth.store.get(id);
      await auth.oidc.revoke({ id, tokens: record?.tokens });
    }),
  );
  return ids.length;
}
