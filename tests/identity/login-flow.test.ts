import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, WRONG_CREDENTIALS_MESSAGE } from '../../upstream/identity/index.ts';
import { authorizationRequest as authorizationRequestAt, Browser, logInThroughForm, providerForTests, REDIRECT_URI } from './provider-harness.ts';

const running = providerForTests();

const authorizationRequest = () => authorizationRequestAt(running.config);

const logIn = (email: string, password?: string, browser?: Browser) => logInThroughForm(running.config, email, password, browser);

describe('the identity provider', () => {
  it('logs member@demo.test in through the form and hands out tokens for the PKCE-checked code', async () => {
    const tokens = await logIn('member@demo.test');
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.claims()?.sub).toBe('demo-member');
    const userinfo = await client.fetchUserInfo(running.config, tokens.access_token, 'demo-member');
    expect(userinfo).toMatchObject({ email: 'member@demo.test', name: 'Single Site Member' });
  });

  it('refuses a wrong password with a clear message and keeps the form', async () => {
    const request = await authorizationRequest();
    const result = await new Browser().logIn(request.url, 'member@demo.test', 'wrong-password', REDIRECT_URI);
    expect('refused' in result).toBe(true);
    if (!('refused' in result)) return;
    expect(result.refused.status).toBe(401);
    const html = await result.refused.text();
    expect(html).toContain(WRONG_CREDENTIALS_MESSAGE);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).not.toContain('<script');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = client.buildAuthorizationUrl(running.config, { redirect_uri: REDIRECT_URI, scope: 'openid', state: 'x' });
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code redeemed with the wrong PKCE verifier', async () => {
    const request = await authorizationRequest();
    const result = await new Browser().logIn(request.url, 'member@demo.test', DEMO_PASSWORD, REDIRECT_URI);
    if (!('callbackUrl' in result)) throw new Error('login refused');
    await expect(
      client.authorizationCodeGrant(
        running.config,
        result.callbackUrl,
        { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: request.state, expectedNonce: request.nonce },
        { redirect_uri: REDIRECT_URI },
      ),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates the refresh token and then refuses the old one', async () => {
    const first = await logIn('member@demo.test');
    const oldRefreshToken = first.refresh_token ?? '';
    const second = await client.refreshTokenGrant(running.config, oldRefreshToken);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(oldRefreshToken);
    await expect(client.refreshTokenGrant(running.config, oldRefreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('verifies a live access token and rejects a forged one', async () => {
    const tokens = await logIn('member@demo.test');
    await expect(running.provider.identity.verifyAccessToken(tokens.access_token)).resolves.toEqual({
      accountId: 'demo-member',
      scopes: expect.arrayContaining(['openid', 'offline_access']),
    });
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    await expect(running.provider.identity.verifyAccessToken(forged)).resolves.toBeNull();
    await expect(running.provider.identity.verifyAccessToken('')).resolves.toBeNull();
  });

  it('stops accepting the access token once the refresh token is revoked (logout)', async () => {
    const tokens = await logIn('member@demo.test');
    await client.tokenRevocation(running.config, tokens.refresh_token ?? '', { token_type_hint: 'refresh_token' });
    await expect(running.provider.identity.verifyAccessToken(tokens.access_token)).resolves.toBeNull();
  });

  it('asks the logged-in browser to confirm an RP-initiated logout, without script', async () => {
    const browser = new Browser();
    const tokens = await logIn('member@demo.test', DEMO_PASSWORD, browser);
    const url = client.buildEndSessionUrl(running.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: 'http://aurora.localhost:4321/',
    });
    const response = await browser.request(url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Log out?');
    expect(html).not.toContain('<script');
  });

  // The disabled and banned ones are refused: tests/identity/restricted-accounts.test.ts.
  it.each(DEMO_ACCOUNTS.filter((account) => !account.restriction).map((account) => [account.email, account.accountId]))('%s exists and logs in', async (email, accountId) => {
    const tokens = await logIn(email);
    expect(tokens.claims()?.sub).toBe(accountId);
  });
});
