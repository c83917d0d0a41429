import type { IncomingMessage, ServerResponse } from 'node:http';
import { HOME_PATH } from '../../routing/paths.ts';
import { safeRedirectTarget } from '../../routing/redirect-target.ts';
import { parentRedirectParams } from '../../routing/rules/membership.ts';
import { IdTokenRejectedError, readSessionId } from '../../session/index.ts';
import { escapeHtml, redirect, sendPage } from '../http.ts';
import type { VisitorContext } from '../request-context.ts';
import type { AuthServices } from './services.ts';
import { tenantSession } from './tenant-session.ts';

/** What /parent-redirect tells a member it cannot send on. */
export const PARENT_REDIRECT_MESSAGES = {
  rejected: 'This link is no longer valid. Please go back to the page that sent you here and try again.',
  otherAccount: 'This link was made for another account than the one logged in here. Log out, then log in with that account to continue.',
  unavailable: 'Your link cannot be checked right now. Please try again in a moment.',
} as const;

function sendProblem(res: ServerResponse, status: number, message: string): void {
  sendPage(res, status, 'Continue', `<h1>Continue to your account</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${HOME_PATH}">Go to the home page</a></p>`);
}

/**
 * Membership spec section 2, /parent-redirect: "Reads query id_token and next, passes them as token
 * and next to the page." The page sends a signed-in member on to `next` (a path of this tenant: no
 * open redirect) once the token proves the hand-over: an ID token of the site's identity provider,
 * issued to this site, still valid, naming the account signed in here. The member's tokens never
 * reach a page, so the members layer answers it rather than Astro. Without a token there is nothing
 * to check and the member goes on. False for anyone not signed in, whom the route rules send to log
 * in first (the route requires authentication), and back here after.
 */
export async function parentRedirect(auth: AuthServices, context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  // The session of this tenant only, as at every other entry point: another brand's cookie is none here.
  const record = await tenantSession(auth.store, context, readSessionId(req.headers.cookie, context.host));
  const accountId = record?.tokens ? record.accountId : undefined;
  if (accountId === undefined) return false;
  const { token, next } = parentRedirectParams(context.url.searchParams);
  const target = safeRedirectTarget(next, HOME_PATH);
  if (token === undefined) {
    redirect(res, target);
    return true;
  }
  let named: string;
  try {
    named = (await auth.oidc.verifyIdToken(token)).accountId;
  } catch (error) {
    if (error instanceof IdTokenRejectedError) {
      context.log.warn({ err: error.message }, 'parent redirect refused an ID token');
      sendProblem(res, 400, PARENT_REDIRECT_MESSAGES.rejected);
    } else {
      context.log.error({ err: (error as Error).message }, 'parent redirect could not check an ID token');
      sendProblem(res, 503, PARENT_REDIRECT_MESSAGES.unavailable);
    }
    return true;
  }
  if (named !== accountId) {
    context.log.warn({ named, accountId }, "parent redirect's ID token names another account");
    sendProblem(res, 403, PARENT_REDIRECT_MESSAGES.otherAccount);
    return true;
  }
  redirect(res, target);
  return true;
}
