import type { IncomingMessage, ServerResponse } from 'node:http';
import { clearedSessionCookie, readSessionId } from '../../session/index.ts';
import type { MembersContext } from './context.ts';
import { redirect, requestHost, sendPage, tenantOrigin } from '../http.ts';
import { HOME_PATH } from './login.ts';

export const LOGOUT_PATH = '/oidc/logout';

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
 * end-session page, which returns to this tenant's home page.
 */
export async function logout(ctx: MembersContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cleared = clearedSessionCookie(requestHost(req, ctx.trustProxy));
  const id = readSessionId(req.headers.cookie);
  if (id === null) return redirect(res, HOME_PATH, cleared);
  ctx.profiles.forget(id);
  const record = await ctx.store.get(id);
  if (!record?.tokens) {
    await ctx.store.delete(id);
    return redirect(res, HOME_PATH, cleared);
  }
  try {
    const endSession = await ctx.oidc.logout({ id, tokens: record.tokens }, tenantOrigin(req, ctx.trustProxy) + HOME_PATH);
    redirect(res, endSession.href, cleared);
  } catch (error) {
    // The provider is down: the member is logged out here all the same.
    ctx.log(`members: logout at the provider failed: ${(error as Error).message}`);
    await ctx.store.delete(id);
    redirect(res, HOME_PATH, cleared);
  }
}
