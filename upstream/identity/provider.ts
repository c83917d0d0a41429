import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { accountRecords } from '../members/accounts.ts';
import { openMemberStore, type MemberStore } from '../members/store.ts';
import type { AccountDirectory } from './accounts.ts';
import { AUTOLOGIN_BUYER_PARAM, AUTOLOGIN_PARAM, handleInteraction, UNASKED_AUTOLOGIN_AMR, UNASKED_AUTOLOGIN_CHECK } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { errorPage, loggedOutPage, logoutPage } from './login-page.ts';
import { createSqliteAdapter } from './sqlite-adapter.ts';

/** Where the provider is mounted on the upstream server; the issuer is `<upstream url>/oidc`. */
export const IDENTITY_PREFIX = '/oidc';
/** Access tokens live 10 minutes: the site refreshes every 8 (membership spec section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
/** Refresh tokens, grants and provider sessions: 14 days, renewed by each rotation. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
const ID_TOKEN_TTL_SECONDS = 60 * 60;
const INTERACTION_TTL_SECONDS = 60 * 60;
const AUTHORIZATION_CODE_TTL_SECONDS = 60;
/** The provider's grants, sessions and tokens, in the upstream's data folder. */
export const IDENTITY_STORE_FILE = 'identity.sqlite';

export interface IdentityClient {
  client_id: string;
  /** Absent: a public client (token endpoint auth "none"). PKCE is required either way. */
  client_secret?: string | undefined;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
}

export interface IdentityProviderOptions {
  /** `<upstream url>/oidc`, e.g. "http://127.0.0.1:4000/oidc". */
  issuer: string;
  clients: IdentityClient[];
  /** Defaults to the accounts of the member store in `dataDir` (the demo accounts are seeded there once). */
  accounts?: AccountDirectory | undefined;
  /** Keys and the token store live here (the upstream's data folder; the caller reads the environment). */
  dataDir: string;
  /** The password-guessing throttle's clock (epoch ms); tests move it on. */
  now?: (() => number) | undefined;
}

export interface VerifiedAccessToken {
  accountId: string;
  scopes: string[];
}

export interface IdentityProvider {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The opaque access token's account and scopes when it is live, else null. */
  verifyAccessToken(token: string): Promise<VerifiedAccessToken | null>;
  close(): void;
}

let current: IdentityProvider | null = null;

/**
 * The default prompts, where a provider session logged in before its account's sessions last ended
 * (a new password, or "log out everywhere") asks for the password again (the login prompt), as a
 * real provider ends such sessions: the browser that kept one is no login any more. And a session an autologin
 * signed in unasked asks "Continue as …?" before it signs anyone in again (interactions.ts).
 */
function interactionPolicyWith(accounts: AccountDirectory) {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  login?.checks.add(
    new interactionPolicy.Check(UNASKED_AUTOLOGIN_CHECK, 'This session was signed in by an autologin link without asking', (ctx) => {
      const { session, result } = ctx.oidc;
      return Boolean(session?.accountId && !result?.login && session.amr?.includes(UNASKED_AUTOLOGIN_AMR));
    }),
  );
  login?.checks.add(
    new interactionPolicy.Check('sessions_ended', "The account's sessions ended since this session logged in", (ctx) => {
      const { session, result } = ctx.oidc;
      if (!session?.accountId || session.loginTs === undefined || result?.login) return false;
      const endedAt = accounts.sessionsEndedAt(session.accountId);
      // loginTs is in whole seconds: a login in the very second of the end is asked again too.
      return endedAt !== undefined && session.loginTs * 1000 < endedAt;
    }),
  );
  return policy;
}

/**
 * Looks an access token up in the provider of this process (the one created last). Tokens are opaque:
 * a lookup, not a signature check, so a logout or revocation takes effect at once.
 */
export async function verifyAccessToken(token: string): Promise<VerifiedAccessToken | null> {
  return current ? current.verifyAccessToken(token) : null;
}

/** A client as oidc-provider registers it: PKCE and rotated refresh tokens for every one, a secret only for a confidential one. */
function clientMetadata(client: IdentityClient) {
  return {
    client_id: client.client_id,
    ...(client.client_secret ? { client_secret: client.client_secret } : {}),
    token_endpoint_auth_method: client.client_secret ? 'client_secret_basic' : 'none',
    redirect_uris: client.redirect_uris,
    post_logout_redirect_uris: client.post_logout_redirect_uris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
}

/**
 * An account as the provider finds it, with its claims. With a token (a code redeemed, a refresh,
 * userinfo), an account disabled or banned since its login is not found: oidc-provider answers
 * invalid_grant, so its session ends at the next refresh. Without one (the authorization endpoint's
 * provider session), the interaction refuses it instead.
 */
function accountFinder(accounts: AccountDirectory) {
  return async function findAccount(_ctx: unknown, sub: string, token?: unknown) {
    const account = accounts.byId(sub);
    if (!account || (token !== undefined && accounts.statusOf(sub) !== 'active')) return undefined;
    return {
      accountId: sub,
      claims: () => ({ sub, email: account.email, email_verified: true, name: account.displayName, groups: [...account.groups] }),
    };
  };
}

/** The provider's configuration: its clients, keys, store, claims, prompts, pages and lifetimes. */
function providerConfiguration(clients: IdentityClient[], keys: ReturnType<typeof loadOrCreateKeys>, storage: ReturnType<typeof createSqliteAdapter>, accounts: AccountDirectory): Configuration {
  return {
    adapter: storage.Adapter,
    clients: clients.map(clientMetadata),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The groups go with the profile, in the ID token as well (conformIdTokenClaims off): the site's
    // content-ops console reads its role there (docs/content-ops.md), as from a real provider's claim.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    conformIdTokenClaims: false,
    findAccount: accountFinder(accounts),
    pkce: { required: () => true },
    // Kept with the interaction, so the login step can read the one-time autologin token and its buyer.
    extraParams: [AUTOLOGIN_PARAM, AUTOLOGIN_BUYER_PARAM],
    // Always rotate: a stolen refresh token is then good for one use only, and its reuse revokes the grant.
    rotateRefreshToken: () => true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    interactions: { policy: interactionPolicyWith(accounts), url: (_ctx: unknown, interaction: { uid: string }) => `${IDENTITY_PREFIX}/interaction/${interaction.uid}` },
    async renderError(ctx: KoaContextWithOIDC, out: { error_description?: string; error?: string }) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'Unknown error');
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      Session: REFRESH_TOKEN_TTL_SECONDS,
    },
  };
}

/** Serves the login interactions itself (interactions.ts), and everything else through oidc-provider mounted at IDENTITY_PREFIX. */
function interactionsFirst(provider: Provider, accounts: AccountDirectory, throttle: ReturnType<typeof createLoginThrottle>): IdentityProvider['handle'] {
  const callback = provider.callback();
  return (req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith(`${IDENTITY_PREFIX}/interaction/`)) {
      handleInteraction(provider, accounts, throttle, req, res).catch((error: unknown) => {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
          res.end(errorPage((error as Error).message));
        } else res.destroy();
      });
      return;
    }
    // oidc-provider works out its mount path from originalUrl minus url, like under express.
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = url;
    req.url = url.slice(IDENTITY_PREFIX.length) || '/';
    callback(req, res);
  };
}

export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const issuer = new URL(options.issuer);
  if (issuer.pathname.replace(/\/$/, '') !== IDENTITY_PREFIX) {
    throw new Error(`createIdentityProvider: issuer must end with "${IDENTITY_PREFIX}", got "${options.issuer}"`);
  }
  if (options.clients.length === 0) throw new Error('createIdentityProvider: at least one client is required');
  const { dataDir } = options;
  const keys = loadOrCreateKeys(dataDir);
  const storage = createSqliteAdapter(join(dataDir, IDENTITY_STORE_FILE));
  // The member store is the upstream's one record of accounts; the members part opens the same file.
  let ownStore: MemberStore | null = null;
  const accounts = options.accounts ?? accountRecords((ownStore = openMemberStore(dataDir)));
  const throttle = createLoginThrottle(options.now);

  const provider = new Provider(issuer.href.replace(/\/$/, ''), providerConfiguration(options.clients, keys, storage, accounts));
  // The upstream may sit behind a proxy that sets X-Forwarded-*; trust it like the site server does.
  provider.proxy = true;

  const identity: IdentityProvider = {
    prefix: IDENTITY_PREFIX,
    handle: interactionsFirst(provider, accounts, throttle),
    async verifyAccessToken(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 512) return null;
      const found = await provider.AccessToken.find(token);
      if (!found || found.isExpired) return null;
      // A ban takes effect at the member's next call: the site refreshes, which is refused too.
      if (accounts.statusOf(found.accountId) !== 'active') return null;
      return { accountId: found.accountId, scopes: (found.scope ?? '').split(' ').filter(Boolean) };
    },
    close() {
      if (current === identity) current = null;
      storage.close();
      ownStore?.close();
    },
  };
  current = identity;
  return identity;
}
