import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/session/memory-store.ts';
import { createOidcClient, SessionEndedError, type OidcClient } from '../../src/session/oidc-client.ts';
import { SESSION_TTL_SECONDS, type SessionStore } from '../../src/session/store.ts';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';
import {
  Browser,
  CLIENT_ID,
  CLIENT_SECRET,
  POST_LOGOUT_REDIRECT_URI,
  REDIRECT_URI,
  startProvider,
  type RunningProvider,
} from '../identity/provider-harness.ts';

let provider: RunningProvider;
let tokenRequests = 0;

beforeAll(async () => {
  provider = await startProvider(undefined, (method, path) => {
    if (method === 'POST' && path.startsWith('/oidc/token')) tokenRequests++;
  });
});
afterAll(() => provider.close());

function oidcClient(store: SessionStore): OidcClient {
  return createOidcClient({ issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI, store });
}

/** Logs member@demo.test in through the site's client and stores the session under a fresh id. */
async function loggedInSession(oidc: OidcClient, store: SessionStore, id = 'session-1') {
  const { url, pending } = await oidc.startLogin({ returnTo: '/videos' });
  const result = await new Browser().logIn(url, 'member@demo.test', DEMO_PASSWORD, REDIRECT_URI);
  if (!('callbackUrl' in result)) throw new Error('login refused');
  const { accountId, tokens } = await oidc.finishLogin(result.callbackUrl, pending);
  await store.set(id, { tenant: 'aurora', accountId, tokens }, SESSION_TTL_SECONDS);
  return { id, accountId, tokens };
}

describe('the site server as the member’s OIDC client', () => {
  it('starts a login with PKCE S256, state and nonce, and finishes it into tokens', async () => {
    const store = createMemoryStore();
    const oidc = oidcClient(store);
    const { url, pending } = await oidc.startLogin({ returnTo: '//evil.example/' });
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('nonce')).toBe(pending.nonce);
    expect(url.searchParams.get('scope')).toContain('offline_access');
    expect(pending.returnTo).toBe('/');
    const session = await loggedInSession(oidc, store);
    expect(session.accountId).toBe('demo-member');
    expect(session.tokens.refreshToken).toBeTruthy();
    await expect(provider.identity.verifyAccessToken(session.tokens.accessToken)).resolves.toMatchObject({ accountId: 'demo-member' });
  });

  it('refuses a callback whose state is not the pending login’s', async () => {
    const store = createMemoryStore();
    const oidc = oidcClient(store);
    const { url, pending } = await oidc.startLogin({ returnTo: '/' });
    const result = await new Browser().logIn(url, 'member@demo.test', DEMO_PASSWORD, REDIRECT_URI);
    if (!('callbackUrl' in result)) throw new Error('login refused');
    await expect(oidc.finishLogin(result.callbackUrl, { ...pending, state: 'forged' })).rejects.toThrow(/Login failed/);
  });

  it('sends exactly one refresh-token grant for 10 concurrent refreshes, and all get the rotated tokens', async () => {
    const store = createMemoryStore();
    const oidc = oidcClient(store);
    const session = await loggedInSession(oidc, store);
    const before = tokenRequests;
    const results = await Promise.all(Array.from({ length: 10 }, () => oidc.refresh({ id: session.id, tokens: session.tokens })));
    expect(tokenRequests - before).toBe(1);
    expect(new Set(results.map((tokens) => tokens.refreshToken)).size).toBe(1);
    expect(results[0]?.refreshToken).not.toBe(session.tokens.refreshToken);
    await expect(store.get(session.id)).resolves.toMatchObject({ tokens: results[0] });
  });

  it('gives a late tab holding the already-rotated token the stored tokens, without spending it again', async () => {
    const store = createMemoryStore();
    const oidc = oidcClient(store);
    const session = await loggedInSession(oidc, store);
    const rotated = await oidc.refresh({ id: session.id, tokens: session.tokens });
    const before = tokenRequests;
    await expect(oidc.refresh({ id: session.id, tokens: session.tokens })).resolves.toEqual(rotated);
    expect(tokenRequests).toBe(before);
    // The session is still alive: the provider saw no reuse of a rotated token.
    const next = await oidc.refresh({ id: session.id, tokens: rotated });
    expect(next.refreshToken).not.toBe(rotated.refreshToken);
  });

  it('ends the session when the provider answers invalid_grant', async () => {
    const store = createMemoryStore();
    const oidc = oidcClient(store);
    const session = await loggedInSession(oidc, store);
    await oidc.logout({ id: 'someone-else', tokens: session.tokens }, POST_LOGOUT_REDIRECT_URI);
    await expect(oidc.refresh({ id: session.id, tokens: session.tokens })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(store.get(session.id)).resolves.toBeNull();
  });

  it('logs out: revokes the tokens, deletes the record and returns the end-session URL', async () => {
    const store = createMemoryStore();
    const oidc = oidcClient(store);
    const session = await loggedInSession(oidc, store);
    const url = await oidc.logout({ id: session.id, tokens: session.tokens }, POST_LOGOUT_REDIRECT_URI);
    expect(url.href.startsWith(`${provider.issuer}/session/end`)).toBe(true);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT_REDIRECT_URI);
    expect(url.searchParams.get('id_token_hint')).toBe(session.tokens.idToken);
    await expect(store.get(session.id)).resolves.toBeNull();
    await expect(provider.identity.verifyAccessToken(session.tokens.accessToken)).resolves.toBeNull();
  });
});
