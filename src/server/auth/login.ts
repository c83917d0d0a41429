import type { IncomingMessage, ServerResponse } from 'node:http';
import { GET_USERNAME } from '../../gateway/documents/member.ts';
import { resultOf } from '../../gateway/result.ts';
import { profileUsernameSchema } from '../../membership/profile.ts';
import { needsUsername } from '../../membership/username.ts';
import { HOME_PATH, LOGIN_AUTOLOGIN_PARAM, LOGIN_CALLBACK_PATH, LOGIN_RETURN_PARAM, usernameSelectionUrl } from '../../routing/paths.ts';
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
import { countLogin } from '../../observability/metrics.ts';
import { redirect } from '../http.ts';
import type { VisitorContext } from '../request-context.ts';
import type { LiveSession } from './access-token.ts';
import { memberGatewayOf } from './identify.ts';
import { loginAgain, LOGIN_UNAVAILABLE_MESSAGE, refusedLogin, sendLoginProblem } from './login-problems.ts';
import type { AuthServices } from './services.ts';
import { tenantSession, type SessionHost } from './tenant-session.ts';

/**
 * GET /oidc/login?uri=<path>: keeps the pending login (state, nonce, PKCE verifier, the safe return
 * path) in a session record and sends the visitor to the provider. A foreign or malformed `uri`
 * comes back to the tenant's home page.
 */
export async function startLogin(auth: AuthServices, context: SessionHost, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const returnTo = safeRedirectTarget(context.url.searchParams.get(LOGIN_RETURN_PARAM), HOME_PATH);
  const oldId = readSessionId(req.headers.cookie, context.host);
  const existing = await tenantSession(auth.store, context, oldId);
  if (existing?.tokens) return redirect(res, returnTo);

  // A one-time autologin token from the biller (the welcome flow after a purchase), passed on as it is:
  // the provider alone can tell whether it is good, and whose. It signs in without asking only in the
  // browser that bought for that account (its welcome cookie names the member); a link opened anywhere
  // else (an attacker's own token sent to a victim: a login CSRF) asks "Continue as …?" at the provider.
  const given = context.url.searchParams.get(LOGIN_AUTOLOGIN_PARAM) ?? '';
  const autologin = given !== '' && given.length <= 128 ? { token: given, buyer: auth.autologinBuyer(req.headers.cookie) } : undefined;
  let started;
  try {
    started = await auth.oidc.startLogin({ returnTo, redirectUri: context.origin + LOGIN_CALLBACK_PATH, autologin });
  } catch (error) {
    context.log.error({ err: error }, 'login could not start');
    return sendLoginProblem(res, loginAgain(503, LOGIN_UNAVAILABLE_MESSAGE));
  }
  // A fresh id for the pending login too; the callback rotates it once more when the login succeeds.
  const id = newSessionId();
  await auth.store.set(id, { tenant: context.tenant.tenant, pendingLogin: started.pending }, PENDING_LOGIN_TTL_SECONDS);
  if (oldId !== null && existing !== null) await auth.store.delete(oldId);
  redirect(res, started.url.href, sessionCookie(id, context.host, PENDING_LOGIN_TTL_SECONDS));
}

/**
 * GET /oidc/callback, where the provider sends the member back: a callback that can complete (the
 * browser's pending login, its state, a code) is the loading screen's (src/pages/oidc/callback.astro,
 * rendered by the tenant's handler: false here), which shows at once while the browser goes on to
 * LOGIN_COMPLETE_PATH, where the code is redeemed and the member's first page is prepared. Any other
 * callback is answered at once, as the completion would answer it (true).
 */
export async function arriveAtCallback(auth: AuthServices, context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const query = context.url.searchParams;
  const pending = (await tenantSession(auth.store, context, readSessionId(req.headers.cookie, context.host)))?.pendingLogin;
  if (pending && query.has('code') && !query.has('error') && query.get('state') === pending.state) return false;
  await finishMemberLogin(auth, context, req, res);
  return true;
}

/**
 * GET /oidc/callback/complete (behind the loading screen): redeems the code with the pending login's
 * checks, stores the tokens under a FRESH session id (no session fixation) and returns to the saved
 * path on this tenant, by way of the username selection for a member who has none. A callback that
 * completes nothing (no pending login, wrong state, provider error) gets a page that offers a new
 * login, or support for a disabled or banned account: never a redirect loop, never a stack trace.
 */
export async function finishLogin(auth: AuthServices, context: SessionHost, req: IncomingMessage, res: ServerResponse, landing?: Landing): Promise<void> {
  const oldId = readSessionId(req.headers.cookie, context.host);
  const pending = (await tenantSession(auth.store, context, oldId))?.pendingLogin;
  if (oldId === null || !pending) {
    countLogin(context.tenant.tenant, 'refused');
    return sendLoginProblem(res, refusedLogin(undefined));
  }

  // The provider's answer as it came to the redirect URI (the loading screen's), which the code is bound to.
  const answer = new URL(pending.redirectUri);
  answer.search = context.url.search;
  let result;
  try {
    result = await auth.oidc.finishLogin(answer, pending);
  } catch (error) {
    await auth.store.delete(oldId);
    res.setHeader('Set-Cookie', clearedSessionCookie(context.host));
    countLogin(context.tenant.tenant, error instanceof LoginFailedError ? 'refused' : 'failed');
    if (error instanceof LoginFailedError) {
      context.log.warn({ err: error, providerError: error.providerError }, 'login refused');
      return sendLoginProblem(res, refusedLogin(error.providerError));
    }
    context.log.error({ err: error }, 'login could not finish');
    return sendLoginProblem(res, loginAgain(503, LOGIN_UNAVAILABLE_MESSAGE));
  }
  const id = await rotateSessionId(auth.store, oldId, { tenant: context.tenant.tenant, accountId: result.accountId, tokens: result.tokens }, SESSION_TTL_SECONDS);
  countLogin(context.tenant.tenant, 'signed-in');
  const returnTo = safeRedirectTarget(pending.returnTo, HOME_PATH);
  const target = landing ? await landing({ id, accountId: result.accountId, tokens: result.tokens }, returnTo) : returnTo;
  redirect(res, target, sessionCookie(id, context.host, SESSION_TTL_SECONDS));
}

/** Where a person goes once logged in, given the page they asked for (the console's staff go straight there). */
type Landing = (session: LiveSession, returnTo: string) => Promise<string>;

/** A tenant's login completion: finishLogin, by way of the username selection for a member who has none. */
export function finishMemberLogin(auth: AuthServices, context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return finishLogin(auth, context, req, res, (session, returnTo) => landingOf(auth, context, session, returnTo));
}

const usernameAnswer = resultOf(profileUsernameSchema);

/**
 * Where the member goes once logged in: the page they asked for, first the username selection when
 * they have no username (membership spec section 5). One small question to the gateway; one that
 * cannot answer it does not hold the login up (the question then waits for the next login).
 */
async function landingOf(auth: AuthServices, context: VisitorContext, session: LiveSession, returnTo: string): Promise<string> {
  try {
    const profile = await memberGatewayOf(auth, context, session).query('getUsername', GET_USERNAME, { site: context.tenant.site }, usernameAnswer);
    return needsUsername(profile) ? usernameSelectionUrl(returnTo) : returnTo;
  } catch (error) {
    context.log.warn({ err: error }, 'whether the member who logged in has a username could not be asked: no username selection this time');
    return returnTo;
  }
}
