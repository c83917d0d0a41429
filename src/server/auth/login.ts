import type { IncomingMessage, ServerResponse } from 'node:http';
import { safeRedirectTarget } from '../../routing/redirect-target.ts';
import {
  clearedSessionCookie,
  LoginFailedError,
  newSessionId,
  PENDING_LOGIN_TTL_SECONDS,
  readSessionId,
  rotateSessionId,
  SESSION_TTL_SECONDS,
  sessionCookie,
} from '../../session/index.ts';
import type { MembersContext } from './context.ts';
import { escapeHtml, redirect, requestHost, sendPage, tenantOrigin } from '../http.ts';

/** Membership spec section 7: navigations to the members area, /oidc/login?uri={path}. */
export const LOGIN_PATH = '/oidc/login';
export const CALLBACK_PATH = '/oidc/callback';
/** Where a login goes when `uri` is missing or unsafe. */
export const HOME_PATH = '/';
export const LOGIN_UNAVAILABLE_MESSAGE = 'Logging in is not possible right now. Please try again in a moment.';
export const LOGIN_FAILED_MESSAGE = 'Your login could not be completed. Please log in again.';

function loginAgainPage(res: ServerResponse, status: number, message: string): void {
  const again = `${LOGIN_PATH}?uri=${encodeURIComponent(HOME_PATH)}`;
  sendPage(res, status, 'Log in', `<h1>Log in</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${again}">Log in again</a></p>`);
}

/**
 * GET /oidc/login?uri=<path>: keeps the pending login (state, nonce, PKCE verifier, the safe return
 * path) in a session record and sends the visitor to the provider. A foreign or malformed `uri`
 * comes back to the tenant's home page.
 */
export async function startLogin(ctx: MembersContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const returnTo = safeRedirectTarget(url.searchParams.get('uri'), HOME_PATH);
  const host = requestHost(req, ctx.trustProxy);
  const oldId = readSessionId(req.headers.cookie);
  const existing = oldId === null ? null : await ctx.store.get(oldId);
  if (existing?.tokens) return redirect(res, returnTo);

  let started;
  try {
    started = await ctx.oidc.startLogin({ returnTo, redirectUri: tenantOrigin(req, ctx.trustProxy) + CALLBACK_PATH });
  } catch (error) {
    ctx.log(`members: login could not start: ${(error as Error).message}`);
    return loginAgainPage(res, 503, LOGIN_UNAVAILABLE_MESSAGE);
  }
  // A fresh id for the pending login too; the callback rotates it once more when the login succeeds.
  const id = newSessionId();
  await ctx.store.set(id, { pendingLogin: started.pending }, PENDING_LOGIN_TTL_SECONDS);
  if (oldId !== null) await ctx.store.delete(oldId);
  redirect(res, started.url.href, sessionCookie(id, host, PENDING_LOGIN_TTL_SECONDS));
}

/**
 * GET /oidc/callback: redeems the code with the pending login's checks, stores the tokens under a
 * FRESH session id (no session fixation) and returns to the saved path on this tenant. A callback
 * that completes nothing (no pending login, wrong state, provider error) gets a page that offers a
 * new login: never a redirect loop, never a stack trace.
 */
export async function finishLogin(ctx: MembersContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const host = requestHost(req, ctx.trustProxy);
  const oldId = readSessionId(req.headers.cookie);
  const pending = oldId === null ? undefined : (await ctx.store.get(oldId))?.pendingLogin;
  if (oldId === null || !pending) return loginAgainPage(res, 400, LOGIN_FAILED_MESSAGE);

  const callbackUrl = new URL(url.pathname + url.search, tenantOrigin(req, ctx.trustProxy));
  let result;
  try {
    result = await ctx.oidc.finishLogin(callbackUrl, pending);
  } catch (error) {
    await ctx.store.delete(oldId);
    res.setHeader('Set-Cookie', clearedSessionCookie(host));
    if (error instanceof LoginFailedError) {
      ctx.log(`members: ${error.message}`);
      return loginAgainPage(res, 400, LOGIN_FAILED_MESSAGE);
    }
    ctx.log(`members: login could not finish: ${(error as Error).message}`);
    return loginAgainPage(res, 503, LOGIN_UNAVAILABLE_MESSAGE);
  }
  const id = await rotateSessionId(ctx.store, oldId, { accountId: result.accountId, tokens: result.tokens }, SESSION_TTL_SECONDS);
  redirect(res, safeRedirectTarget(pending.returnTo, HOME_PATH), sessionCookie(id, host, SESSION_TTL_SECONDS));
}
