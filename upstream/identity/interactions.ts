import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import type { AccountDirectory } from './accounts.ts';
import { AUTOLOGIN_FAILED_MESSAGE, autologinConfirmPage, errorPage, loginPage, tooManyFailuresMessage, WRONG_CREDENTIALS_MESSAGE } from './login-page.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { readBody } from '../json-route.ts';

/**
 * The authorization request's parameter that carries a one-time autologin token (the biller's, after
 * a purchase): it stands in for the password in this one login, which the site's server started.
 */
export const AUTOLOGIN_PARAM = 'autologin';
/**
 * Beside it, the member the asking browser bought for (the site reads its welcome cookie): the token
 * signs in without asking only when its account is that member. Anywhere else the visitor is asked
 * "Continue as …?" first, so an autologin link is no login CSRF.
 */
export const AUTOLOGIN_BUYER_PARAM = 'autologin_buyer';
/**
 * The login's `amr` when a buyer's autologin signed in without a question. The buyer param is a
 * front-channel parameter anyone can put in an authorization URL of their own: an attacker who adds
 * their own member number signs a victim's browser in at the provider unasked. So the provider
 * session such a login leaves is good for its own authorization only: any later one that would sign
 * in through it (the cross-site path, a later login on the site) asks "Continue as …?" first
 * (UNASKED_AUTOLOGIN_CHECK, provider.ts), and once the visitor says so the session is theirs.
 */
export const UNASKED_AUTOLOGIN_AMR = 'autologin-unasked';
/** The login prompt's check that asks before a session of an unasked autologin signs anyone in. */
export const UNASKED_AUTOLOGIN_CHECK = 'autologin_unasked';
/** The `amr` of a login the visitor confirmed ("Continue as …"): an autologin token, or a session it left. */
const CONFIRMED_AUTOLOGIN_AMR = 'autologin';

/**
 * Membership spec section 8, "Cross-site login: account disabled or banned": the interaction result
 * that ends the authorization with OAuth's access_denied, which the client gets at its redirect URI.
 */
const ACCOUNT_RESTRICTED_RESULT = { error: 'access_denied', error_description: 'The account is disabled or banned.' } as const;

const INTERACTION_PATH = /^\/oidc\/interaction\/([A-Za-z0-9_-]+)(\/login|\/autologin)?\/?(?:\?.*)?$/;
/** A login form is two short fields; anything bigger is not one. */
const MAX_FORM_BYTES = 8 * 1024;

/**
 * `returnTo` is the origin of the client's redirect_uri: Chromium applies form-action to the
 * redirects after a submission too, and a successful login ends on the site's callback.
 */
function send(res: ServerResponse, status: number, html: string, returnTo: string | null = null, headers: Record<string, string> = {}): void {
  const formAction = returnTo ? `'self' ${returnTo}` : "'self'";
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The pages carry no script; forbid it, framing and foreign form targets outright.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`,
  });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim();
  if (type !== 'application/x-www-form-urlencoded') throw new Error('The login form must be posted as application/x-www-form-urlencoded');
  return new URLSearchParams((await readBody(req, MAX_FORM_BYTES, 'The login form')).toString('utf8'));
}

/** The interaction cookie is SameSite=Lax, so a cross-site POST already fails; a foreign Origin is refused too. */
function isForeignOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** First-party clients: consent is granted without asking, for exactly what was requested. */
async function grantConsent(provider: Provider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId;
  const clientId = details.params['client_id'];
  if (!accountId || typeof clientId !== 'string') throw new Error('Consent without a logged-in account');
  const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
}

/** The origin the provider will send the browser back to (a redirect_uri it already checked). */
function redirectOrigin(details: InteractionDetails): string | null {
  const uri = details.params['redirect_uri'];
  return typeof uri === 'string' && URL.canParse(uri) ? new URL(uri).origin : null;
}

/**
 * Logs a restricted account out of the provider session it left on this browser, as a real provider
 * ends the sessions of an account it disables. Without it nobody could log in on this browser until
 * that session expired: every login would meet the account's session, and its refusal. The session
 * itself stays, with no account in it: the authorization resumes in it, to end with access_denied.
 */
async function forgetRestrictedAccount(provider: Provider, sessionUid: string): Promise<void> {
  const session = await provider.Session.findByUid(sessionUid);
  if (!session) return;
  session.accountId = undefined;
  session.loginTs = undefined;
  session.amr = undefined;
  session.acr = undefined;
  session.authorizations = {};
  await session.persist();
}

/**
 * Ends the authorization of a disabled or banned account with access_denied. Asked only once the
 * account is proven the visitor's (its password, an autologin token, or the provider session of an
 * earlier login: the cross-site path), so a wrong password never tells an account's status. A
 * provider session of the account (`sessionUid`) is logged out once the result is saved (before,
 * oidc-provider would refuse the result: "session principal changed") and before the browser is
 * sent on.
 */
async function refuseRestricted(provider: Provider, req: IncomingMessage, res: ServerResponse, sessionUid?: string): Promise<void> {
  const returnTo = await provider.interactionResult(req, res, ACCOUNT_RESTRICTED_RESULT, { mergeWithLastSubmission: false });
  if (sessionUid !== undefined) await forgetRestrictedAccount(provider, sessionUid);
  res.writeHead(303, { location: returnTo }).end();
}

/**
 * GET shows the login form (or grants consent, or signs in the buyer's autologin, or asks whether
 * to continue as another browser's autologin); POST …/login checks the credentials; POST
 * …/autologin is the visitor's "Continue as …".
 */
export async function handleInteraction(
  provider: Provider,
  accounts: AccountDirectory,
  throttle: LoginThrottle,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const match = INTERACTION_PATH.exec(req.url ?? '');
  if (!match) return send(res, 404, errorPage('Not found'));
  const [, uid, step] = match;
  const login = step === '/login';
  const action = `/oidc/interaction/${uid}/login`;

  if (req.method === 'GET' && !login) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent') {
      // A provider session left by an earlier login, of an account restricted since: the cross-site path.
      const session = details.session;
      if (session !== undefined && accounts.statusOf(session.accountId) !== 'active') {
        return refuseRestricted(provider, req, res, session.uid);
      }
      const grantId = await grantConsent(provider, details);
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    const confirmAction = `/oidc/interaction/${uid}/autologin`;
    const autologin = details.params[AUTOLOGIN_PARAM];
    if (details.prompt.name === 'login' && typeof autologin === 'string') {
      const account = accounts.peekAutologin(autologin);
      // Used, expired or made up: the member logs in by hand (membership spec section 8, signup).
      if (!account) return send(res, 401, loginPage(action, { error: AUTOLOGIN_FAILED_MESSAGE }), redirectOrigin(details));
      // The browser that bought for this very account: signed in without a question.
      if (details.params[AUTOLOGIN_BUYER_PARAM] === String(account.seq)) return finishAutologin(provider, accounts, req, res, autologin, action, details, UNASKED_AUTOLOGIN_AMR);
      return send(res, 200, autologinConfirmPage(confirmAction, action, account.displayName), redirectOrigin(details));
    }
    const unasked = unaskedSessionAccount(accounts, details);
    if (unasked) return send(res, 200, autologinConfirmPage(confirmAction, action, unasked.displayName), redirectOrigin(details));
    return send(res, 200, loginPage(action, {}), redirectOrigin(details));
  }

  // The visitor's "Continue as …": of an autologin token, or of the session an unasked one left.
  if (req.method === 'POST' && step === '/autologin') {
    if (isForeignOrigin(req)) return send(res, 403, errorPage('Cross-site login form submissions are refused'));
    const details = await provider.interactionDetails(req, res);
    const inProgress = details.uid === uid && details.prompt.name === 'login';
    const autologin = details.params[AUTOLOGIN_PARAM];
    if (inProgress && typeof autologin === 'string') return finishAutologin(provider, accounts, req, res, autologin, action, details, CONFIRMED_AUTOLOGIN_AMR);
    const unasked = inProgress ? unaskedSessionAccount(accounts, details) : undefined;
    if (!unasked) return send(res, 400, errorPage('This login is no longer in progress'));
    if (accounts.statusOf(unasked.accountId) !== 'active') return refuseRestricted(provider, req, res, details.session?.uid);
    return provider.interactionFinished(req, res, { login: { accountId: unasked.accountId, amr: [CONFIRMED_AUTOLOGIN_AMR] } }, { mergeWithLastSubmission: false });
  }

  if (req.method === 'POST' && login) {
    if (isForeignOrigin(req)) return send(res, 403, errorPage('Cross-site login form submissions are refused'));
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid || details.prompt.name !== 'login') return send(res, 400, errorPage('This login is no longer in progress'));
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    // The connection's own address: a header the visitor sets would let a guesser pick a fresh one per try.
    const address = req.socket.remoteAddress ?? 'unknown';
    const wait = throttle.wait(email, address);
    if (wait > 0) return send(res, 429, loginPage(action, { email, error: tooManyFailuresMessage(wait) }), redirectOrigin(details), { 'retry-after': String(Math.ceil(wait / 1000)) });
    const account = accounts.authenticate(email, form.get('password') ?? '');
    if (!account) {
      throttle.failed(email, address);
      return send(res, 401, loginPage(action, { email, error: WRONG_CREDENTIALS_MESSAGE }), redirectOrigin(details));
    }
    throttle.succeeded(email, address);
    if (accounts.statusOf(account.accountId) !== 'active') return refuseRestricted(provider, req, res);
    return provider.interactionFinished(req, res, { login: { accountId: account.accountId } }, { mergeWithLastSubmission: false });
  }

  res.setHeader('allow', step ? 'POST' : 'GET');
  send(res, 405, errorPage('Method not allowed'));
}

/**
 * Uses the autologin token up and signs its account in (a restricted one is refused), its `amr`
 * saying whether the visitor was asked; a token gone meanwhile: the login form.
 */
function finishAutologin(provider: Provider, accounts: AccountDirectory, req: IncomingMessage, res: ServerResponse, token: string, action: string, details: InteractionDetails, amr: string): Promise<void> {
  const account = accounts.consumeAutologin(token);
  if (!account) return Promise.resolve(send(res, 401, loginPage(action, { error: AUTOLOGIN_FAILED_MESSAGE }), redirectOrigin(details)));
  if (accounts.statusOf(account.accountId) !== 'active') return refuseRestricted(provider, req, res);
  return provider.interactionFinished(req, res, { login: { accountId: account.accountId, amr: [amr] } }, { mergeWithLastSubmission: false });
}

/**
 * The account of the provider session an unasked autologin left, when that is all this login asks
 * about (UNASKED_AUTOLOGIN_CHECK); with another reason too (a changed password, a forced login) the
 * password is asked instead.
 */
function unaskedSessionAccount(accounts: AccountDirectory, details: InteractionDetails) {
  const accountId = details.session?.accountId;
  const { reasons } = details.prompt;
  if (accountId === undefined || reasons.length !== 1 || reasons[0] !== UNASKED_AUTOLOGIN_CHECK) return undefined;
  return accounts.byId(accountId);
}
