import type { ServerResponse } from 'node:http';
import { HOME_PATH, loginUrl, SUPPORT_PATH } from '../../routing/paths.ts';
import { escapeHtml, sendPage } from '../http.ts';

// What the login endpoints answer when they cannot sign the member in: each message once, on the
// site server's small page without script (sendPage), with the one link that helps next.

export const LOGIN_UNAVAILABLE_MESSAGE = 'Logging in is not possible right now. Please try again in a moment.';
export const LOGIN_FAILED_MESSAGE = 'Your login could not be completed. Please log in again.';
/** Membership spec section 8, "Cross-site login: account disabled or banned". */
export const ACCOUNT_DISABLED_OR_BANNED_MESSAGE = 'Your account has been disabled or banned. Please contact customer support.';

/** The OAuth error (RFC 6749 section 4.1.2.1) the provider ends the login of a disabled or banned account with. */
const ACCESS_DENIED = 'access_denied';

/** A page the login endpoints answer with instead of a member page: what went wrong and where to go next. */
export interface LoginProblem {
  status: number;
  message: string;
  next: { href: string; label: string };
}

export const loginAgain = (status: number, message: string): LoginProblem => ({ status, message, next: { href: loginUrl(HOME_PATH), label: 'Log in again' } });

/**
 * What the callback shows for a login that did not complete: the provider's access_denied (this
 * site's login is first-party, so its one reason is a disabled or banned account) sends the member to
 * support; anything else (an unknown error code, a wrong or missing state) offers a new login.
 */
export function refusedLogin(providerError: string | undefined): LoginProblem {
  return providerError === ACCESS_DENIED
    ? { status: 403, message: ACCOUNT_DISABLED_OR_BANNED_MESSAGE, next: { href: SUPPORT_PATH, label: 'Contact support' } }
    : loginAgain(400, LOGIN_FAILED_MESSAGE);
}

export function sendLoginProblem(res: ServerResponse, { status, message, next }: LoginProblem): void {
  sendPage(res, status, 'Log in', `<h1>Log in</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>`);
}
