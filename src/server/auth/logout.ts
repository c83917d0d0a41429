import type { IncomingMessage, ServerResponse } from 'node:http';
import { HOME_PATH, LOGOUT_EVERYWHERE_FIELD, LOGOUT_PATH } from '../../routing/paths.ts';
import { clearedSessionCookie, readSessionId } from '../../session/index.ts';
import { redirect, sendPage } from '../http.ts';
import { requestBodyOf } from '../request-body.ts';
import type { VisitorContext } from '../request-context.ts';
import { endEverySession } from './member-sessions.ts';
import type { AuthServices } from './services.ts';
import { tenantSession, type SessionHost } from './tenant-session.ts';

/** GET /oidc/logout: a one-button confirmation (no script); the button posts the same-origin form. */
export function confirmLogout(res: ServerResponse): void {
  sendPage(
    res,
    200,
    'Log out',
    `<h1>Log out?</h1><form method="post" action="${LOGOUT_PATH}"><button type="submit">Log out</button></form><p><a href="${HOME_PATH}">Stay logged in</a></p>`,
  );
}

/**
 * POST /oidc/logout (same-origin only: the layer refuses cross-origin posts first): revokes the grant
 * at the provider, deletes the record, clears the cookie and leaves through the provider's
 * end-session page, which returns to this tenant's home page. With the form's `everywhere` field
 * (the account page's "Log out everywhere") every other session of the member, on every device and
 * brand, is ended first. On the content-ops console's host (a SessionHost, no tenant's) it ends that
 * session only: the console has no members and no gateway.
 */
export async function logout(auth: AuthServices, context: VisitorContext | SessionHost, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cleared = clearedSessionCookie(context.host);
  const id = readSessionId(req.headers.cookie, context.host);
  const record = await tenantSession(auth.store, context, id);
  // No session here (another tenant's is left as it is): this host's cookie goes all the same.
  if (id === null || record === null) return redirect(res, HOME_PATH, cleared);
  await auth.profiles.forget(id);
  if ('gateway' in context && record.accountId !== undefined && record.tokens && new URLSearchParams(requestBodyOf(req).toString('utf8')).has(LOGOUT_EVERYWHERE_FIELD)) {
    const ended = await endEverySession(auth, context, { id, accountId: record.accountId, tokens: record.tokens });
    context.log.info({ ended }, 'logged out everywhere');
  }
  if (!record.tokens) {
    await auth.store.delete(id);
    return redirect(res, HOME_PATH, cleared);
  }
  try {
    const endSession = await auth.oidc.logout({ id, tokens: record.tokens }, context.origin + HOME_PATH);
    redirect(res, endSession.href, cleared);
  } catch (error) {
    // The provider is down: the member is logged out here all the same.
    context.log.warn({ err: error }, 'logout at the provider failed');
    await auth.store.delete(id);
    redirect(res, HOME_PATH, cleared);
  }
}
