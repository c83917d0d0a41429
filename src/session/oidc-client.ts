import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { upstreamBreaker, type BreakerLog, type UpstreamBreaker } from '../gateway/circuit-breaker.ts';
import { countRefresh } from '../observability/metrics.ts';
import { INVALID_GRANT } from '../http/refresh-answer.ts';
import { HOME_PATH } from '../routing/paths.ts';
import { safeRedirectTarget } from '../routing/redirect-target.ts';
import { SESSION_TTL_SECONDS, type PendingLogin, type SessionStore, type SessionTokens } from './store.ts';

/** Scopes the site asks for: offline_access brings the refresh token that keeps members logged in. */
export const LOGIN_SCOPE = 'openid profile email offline_access';
/** OpenID Connect grants offline_access only with prompt=consent; the provider grants it without asking. */
export const LOGIN_PROMPT = 'consent';
/**
 * An autologin (a one-time token from the biller after a purchase) always asks the provider for a
 * fresh login, so a provider session of another account can never stand in for the new member.
 */
export const AUTOLOGIN_PROMPT = 'login consent';
/** The authorization request's parameter the provider reads the autologin token from. */
export const AUTOLOGIN_REQUEST_PARAM = 'autologin';
/**
 * The member the browser bought for, beside the token: the provider signs in without asking only
 * when the token's account is this member, else it asks "Continue as …?".
 */
export const AUTOLOGIN_BUYER_PARAM = 'autologin_buyer';

/** A one-time autologin token, and the member the asking browser bought for (null: it bought for nobody). */
export interface Autologin {
  token: string;
  buyer: string | null;
}
/**
 * Longest a refresh may hold its session's lock, which makes it the one grant of the refresh token
 * across every site server (a token request that hangs longer is abandoned).
 */
export const REFRESH_GRANT_LOCK_MS = 10_000;
/**
 * Longest one request to the identity provider may take (openid-client's default is 30 s). Well
 * inside the lock's lifetime: a slow refresh gives up while it still holds the lock, so no other
 * server can take the lock and spend the same refresh token meanwhile.
 */
export const OIDC_REQUEST_TIMEOUT_SECONDS = 4;

export interface OidcClientOptions {
  /** The provider's issuer, e.g. "http://127.0.0.1:4000/oidc"; discovered on first use. */
  issuer: string;
  clientId: string;
  /** Absent for a public client (token endpoint auth "none"); PKCE is used either way. */
  clientSecret?: string | undefined;
  /** Default callback URL; a multi-tenant site passes the tenant's own in startLogin. */
  redirectUri?: string | undefined;
  store: SessionStore;
  /** Where the provider's circuit breaker says it opened and closed; unset, nowhere. */
  log?: BreakerLog | undefined;
}

/** The refresh token was refused (revoked, rotated away or expired): the member must log in again. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
}

/** The callback did not complete a login (wrong state, provider error, bad code, …). */
export class LoginFailedError extends Error {
  override name = 'LoginFailedError';
  /**
   * The OAuth error the provider sent to the callback (e.g. access_denied), once the callback's state
   * and issuer proved it the answer to this login; undefined for any other failure.
   */
  readonly providerError: string | undefined;
  constructor(message: string, options: ErrorOptions & { providerError?: string | undefined } = {}) {
    super(message, options);
    this.providerError = options.providerError;
  }
}

/** The provider is failing (its circuit is open): the refresh was not sent. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** An ID token that is not this provider's for this site, or no longer valid (signature, issuer, audience, expiry). */
export class IdTokenRejectedError extends Error {
  override name = 'IdTokenRejectedError';
}

export interface LoginResult {
  accountId: string;
  tokens: SessionTokens;
}

export interface OidcClient {
  /** Authorization URL with PKCE S256, state and nonce; keep `pending` in the session record. */
  startLogin(input: { returnTo: string; redirectUri?: string; autologin?: Autologin | undefined }): Promise<{ url: URL; pending: PendingLogin }>;
  /** Redeems the callback's code with the pending login's checks. */
  finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<LoginResult>;
  /**
   * Refreshes the session's tokens: one refresh-token grant per session id however many callers ask at
   * once (in this process, and across processes through the store's lock); all get the rotated tokens,
   * which are also saved in the store. Throws SessionEndedError (and deletes the record) on invalid_grant.
   */
  refresh(session: { id: string; tokens: SessionTokens }): Promise<SessionTokens>;
  /**
   * The account an ID token names, once it is proved the provider's, for this site, and still valid
   * (its keys from the provider's jwks_uri). Throws IdTokenRejectedError when it is not; any other
   * error means the provider could not be asked.
   */
  verifyIdToken(token: string): Promise<{ accountId: string }>;
  /** Revokes the refresh token (and so the grant), deletes the record, returns the end-session URL. */
  logout(session: { id: string; tokens?: SessionTokens | undefined }, postLogoutRedirectUri: string): Promise<URL>;
  /** Ends a session without its browser: the record deleted, its grant revoked at the provider. */
  revoke(session: { id: string; tokens?: SessionTokens | undefined }): Promise<void>;
}

function isInvalidGrant(error: unknown): boolean {
  return error instanceof client.ResponseBodyError && error.error === INVALID_GRANT;
}

/** Whether the provider failed to answer (down, time-out, HTTP 5xx): an OAuth error it answered with is the provider working. */
function providerFailed(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  return !(error instanceof client.WWWAuthenticateChallengeError);
}

const NO_LOG: BreakerLog = { error: () => undefined, info: () => undefined };

function toTokens(response: client.TokenEndpointResponse, previous?: SessionTokens): SessionTokens {
  const refreshToken = response.refresh_token ?? previous?.refreshToken;
  const idToken = response.id_token ?? previous?.idToken;
  return {
    accessToken: response.access_token,
    ...(refreshToken === undefined ? {} : { refreshToken }),
    ...(idToken === undefined ? {} : { idToken }),
    expiresAt: Math.floor(Date.now() / 1000) + (response.expires_in ?? 0),
    scope: response.scope ?? previous?.scope ?? '',
  };
}

/** What a step of the client needs of it: its options, and the provider's configuration, discovered once. */
interface Provider {
  options: OidcClientOptions;
  configuration: () => Promise<client.Configuration>;
}

/**
 * The provider's configuration, discovered on first use. Discovery is lazy and retried after a
 * failure, so the site server starts even while the provider is still starting or briefly down.
 */
function discoverLazily(options: OidcClientOptions): () => Promise<client.Configuration> {
  let discovered: Promise<client.Configuration> | null = null;
  async function discover(): Promise<client.Configuration> {
    const issuer = new URL(options.issuer);
    const insecure = issuer.protocol === 'http:';
    const auth = options.clientSecret ? client.ClientSecretBasic(options.clientSecret) : client.None();
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to stand out: an http issuer is the embedded one, on this machine
    return client.discovery(issuer, options.clientId, undefined, auth, { timeout: OIDC_REQUEST_TIMEOUT_SECONDS, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) });
  }
  return () => {
    discovered ??= discover().catch((cause: unknown) => {
      discovered = null;
      throw new Error(`OIDC discovery of ${options.issuer} failed`, { cause });
    });
    return discovered;
  };
}

/** The authorization request's own parameters: the prompt, and an autologin's token and buyer. */
function promptParameters(autologin: Autologin | undefined): Record<string, string> {
  if (!autologin) return { prompt: LOGIN_PROMPT };
  return {
    prompt: AUTOLOGIN_PROMPT,
    [AUTOLOGIN_REQUEST_PARAM]: autologin.token,
    ...(autologin.buyer === null ? {} : { [AUTOLOGIN_BUYER_PARAM]: autologin.buyer }),
  };
}

/** The first step of a login: the authorization URL with PKCE S256, state and nonce, and the checks to keep. */
async function startLogin(provider: Provider, input: Parameters<OidcClient['startLogin']>[0]): Promise<{ url: URL; pending: PendingLogin }> {
  const { returnTo, redirectUri = provider.options.redirectUri, autologin } = input;
  if (!redirectUri) throw new Error('startLogin: no redirectUri given and no default configured');
  const config = await provider.configuration();
  const codeVerifier = client.randomPKCECodeVerifier();
  const pending: PendingLogin = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    returnTo: safeRedirectTarget(returnTo, HOME_PATH),
    redirectUri,
    createdAt: Date.now(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: LOGIN_SCOPE,
    ...promptParameters(autologin),
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url, pending };
}

/** The last step of a login: the callback's code exchanged for tokens, under the pending login's checks. */
async function finishLogin(provider: Provider, callbackUrl: URL, pending: PendingLogin): Promise<LoginResult> {
  const config = await provider.configuration();
  let response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
  try {
    const checks = { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true };
    response = await client.authorizationCodeGrant(config, callbackUrl, checks, { redirect_uri: pending.redirectUri });
  } catch (cause) {
    // openid-client reads the error only after checking the state and issuer: a forged one never gets here.
    const providerError = cause instanceof client.AuthorizationResponseError ? cause.error : undefined;
    throw new LoginFailedError(`Login failed: ${(cause as Error).message}`, { cause, providerError });
  }
  const claims = response.claims();
  if (!claims) throw new LoginFailedError('Login failed: the provider returned no ID token');
  return { accountId: claims.sub, tokens: toTokens(response) };
}

/**
 * The refresh-token grant, under the session's lock: one grant per refresh token across every site
 * server. The rotated tokens are saved; a refused token ends the session.
 */
async function grantRefresh(provider: Provider, breaker: UpstreamBreaker, id: string, callerTokens: SessionTokens): Promise<SessionTokens> {
  const { store, issuer } = provider.options;
  const current = await store.get(id);
  if (!current?.tokens) throw new SessionEndedError('The session no longer exists');
  // Someone else (another tab, another site server) rotated the token while this caller waited:
  // the stored tokens are the fresh ones, and the caller's refresh token is already spent.
  if (current.tokens.refreshToken !== callerTokens.refreshToken) return current.tokens;
  const refreshToken = current.tokens.refreshToken;
  if (refreshToken === undefined) {
    await store.delete(id);
    throw new SessionEndedError('The session has no refresh token');
  }
  let response: client.TokenEndpointResponse;
  try {
    response = await breaker.run(
      async () => client.refreshTokenGrant(await provider.configuration(), refreshToken),
      (cause) => new ProviderUnavailableError(`The identity provider ${issuer} is failing (circuit open): the refresh was not sent`, { cause }),
    );
  } catch (error) {
    if (!isInvalidGrant(error)) {
      countRefresh('failed');
      throw error;
    }
    countRefresh('ended');
    await store.delete(id);
    throw new SessionEndedError('The provider refused the refresh token (invalid_grant)', { cause: error });
  }
  countRefresh('renewed');
  const tokens = toTokens(response, current.tokens);
  await store.set(id, { ...current, tokens }, SESSION_TTL_SECONDS);
  return tokens;
}

/** Verifies ID tokens against the provider's keys, fetched from its jwks_uri on first use and kept. */
function idTokenVerifier(provider: Provider): OidcClient['verifyIdToken'] {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async (token) => {
    const metadata = (await provider.configuration()).serverMetadata();
    if (!metadata.jwks_uri) throw new Error(`The provider ${metadata.issuer} publishes no jwks_uri`);
    keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: metadata.issuer, audience: provider.options.clientId });
      if (!payload.sub) throw new IdTokenRejectedError('The ID token names no account');
      return { accountId: payload.sub };
    } catch (error) {
      // A token that is no JWS, is not signed by the provider's keys, or fails a claim: jose's own errors.
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) throw new IdTokenRejectedError(`The ID token was refused: ${error.message}`, { cause: error });
      throw error;
    }
  };
}

/** Ends a session without its browser: the record deleted, its grant revoked at the provider. */
async function revoke(provider: Provider, session: { id: string; tokens?: SessionTokens | undefined }): Promise<void> {
  await provider.options.store.delete(session.id);
  const refreshToken = session.tokens?.refreshToken;
  if (!refreshToken) return;
  // Revoking the refresh token revokes the whole grant, access tokens included. A provider that
  // is down must not keep the member logged in here: the local record is already gone.
  await provider
    .configuration()
    .then((config) => client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' }))
    .catch(() => undefined);
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  const provider: Provider = { options, configuration: discoverLazily(options) };
  const inFlight = new Map<string, Promise<SessionTokens>>();
  // The refresh behind a circuit breaker like every gateway call: with the provider hung, five
  // refreshes that time out open it, and members then meet the unavailable page at once.
  const breaker = upstreamBreaker(options.issuer, providerFailed, { log: options.log ?? NO_LOG });

  return {
    startLogin: (input) => startLogin(provider, input),
    finishLogin: (callbackUrl, pending) => finishLogin(provider, callbackUrl, pending),
    refresh(session) {
      const running = inFlight.get(session.id);
      if (running) return running;
      const started = options.store
        .withLock(`refresh:${session.id}`, REFRESH_GRANT_LOCK_MS, () => grantRefresh(provider, breaker, session.id, session.tokens))
        .finally(() => inFlight.delete(session.id));
      inFlight.set(session.id, started);
      return started;
    },
    verifyIdToken: idTokenVerifier(provider),
    revoke: (session) => revoke(provider, session),
    async logout(session, postLogoutRedirectUri) {
      const config = await provider.configuration();
      await revoke(provider, session);
      const tokens = session.tokens;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: options.clientId,
        ...(tokens?.idToken ? { id_token_hint: tokens.idToken } : {}),
      });
    },
  };
}
