import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, WRONG_CREDENTIALS_MESSAGE } from '../../upstream/identity/index.ts';
import { accountRecords, type AccountRecords } from '../../upstream/members/accounts.ts';
import { openMemberStore, type MemberStore } from '../../upstream/members/index.ts';
import { authorizationRequest, Browser, logInThroughForm, REDIRECT_URI, siteClientAt, startProvider, type RunningProvider } from './provider-harness.ts';

// Membership spec section 8, "Cross-site login: account disabled or banned": the provider ends the
// login of such an account with access_denied at the client's redirect URI.
let provider: RunningProvider;
let store: MemberStore;
let records: AccountRecords;
let config: client.Configuration;

beforeAll(async () => {
  provider = await startProvider();
  // The provider's own member store, as the upstream's other parts open it.
  store = openMemberStore(provider.dataDir);
  records = accountRecords(store);
  config = await siteClientAt(provider.issuer);
});
afterAll(async () => {
  store.close();
  await provider.close();
});

/** Where an authorization that the browser follows to the redirect URI ends: its subject, or the OAuth error it carries. */
async function outcome(request: Awaited<ReturnType<typeof authorizationRequest>>, callbackUrl: URL): Promise<string> {
  try {
    const tokens = await client.authorizationCodeGrant(
      config,
      callbackUrl,
      { pkceCodeVerifier: request.verifier, expectedState: request.state, expectedNonce: request.nonce },
      { redirect_uri: REDIRECT_URI },
    );
    return `logged in as ${tokens.claims()?.sub}`;
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) return error.error;
    throw error;
  }
}

async function logInWithForm(email: string, password = DEMO_PASSWORD, browser = new Browser()): Promise<string> {
  const request = await authorizationRequest(config);
  const result = await browser.logIn(request.url, email, password, REDIRECT_URI);
  if (!('callbackUrl' in result)) return `refused by the form (${result.refused.status})`;
  return outcome(request, result.callbackUrl);
}

/** A fresh active account of its own, so restricting it leaves the other tests' accounts alone. */
function newAccount(name: string): { accountId: string; email: string; password: string } {
  const account = { accountId: name, email: `${name}@example.test`, password: 'Restricted123', displayName: name, membership: DEMO_ACCOUNTS[0]!.membership };
  store.transaction(() => records.create(account, new Date()));
  return account;
}

describe('the provider and disabled or banned accounts', () => {
  it.each([
    ['member@demo.test', 'logged in as demo-member'],
    ['disabled@demo.test', 'access_denied'],
    ['banned@demo.test', 'access_denied'],
  ])('%s with the right password: %s', async (email, expected) => {
    expect(await logInWithForm(email)).toBe(expected);
  });

  it.each(['disabled@demo.test', 'banned@demo.test'])('answers %s with a wrong password as an active account, telling nothing of its status', async (email) => {
    /** The wrong-password page, without what differs by nature: the email typed and the interaction's id. */
    async function wrongPasswordPage(who: string) {
      const request = await authorizationRequest(config);
      const result = await new Browser().logIn(request.url, who, 'wrong-password', REDIRECT_URI);
      if (!('refused' in result)) throw new Error('a wrong password reached the callback');
      const html = (await result.refused.text()).replaceAll(who, '<email>').replace(/\/oidc\/interaction\/[\w-]+/, '<interaction>');
      return { status: result.refused.status, html };
    }
    const page = await wrongPasswordPage(email);
    expect(page.html).toContain(WRONG_CREDENTIALS_MESSAGE);
    expect(page).toEqual(await wrongPasswordPage('member@demo.test'));
  });

  it('leaves no provider session behind a refused login: the next one asks for the password again', async () => {
    const browser = new Browser();
    expect(await logInWithForm('banned@demo.test', DEMO_PASSWORD, browser)).toBe('access_denied');
    expect(await logInWithForm('member@demo.test', DEMO_PASSWORD, browser)).toBe('logged in as demo-member');
  });

  it('refuses the autologin token of a disabled account', async () => {
    const account = newAccount('autologin-disabled');
    records.restrict(account.accountId, 'disabled', new Date());
    const request = await authorizationRequest(config, { autologin: records.issueAutologin(account.accountId, new Date()), autologin_buyer: String(records.byId(account.accountId)?.seq), prompt: 'login consent' });
    const { url } = await new Browser().follow(request.url, REDIRECT_URI);
    expect(await outcome(request, url)).toBe('access_denied');
  });

  it('ends the session of an account banned after it logged in: refresh and access token refused, the provider session too (the cross-site path)', async () => {
    const account = newAccount('banned-later');
    const browser = new Browser();
    const tokens = await logInThroughForm(config, account.email, account.password, browser);
    records.restrict(account.accountId, 'banned', new Date());

    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(provider.identity.verifyAccessToken(tokens.access_token)).resolves.toBeNull();
    // Another site's login in the same browser: no password asked (the provider session), and refused.
    const request = await authorizationRequest(config);
    const { url } = await browser.follow(request.url, REDIRECT_URI);
    expect(await outcome(request, url)).toBe('access_denied');
    // The refusal logged the account out of that session: the next login on this browser shows the
    // form (the banned account meets its refusal by password), so someone else can log in here.
    expect(await logInWithForm(account.email, account.password, browser)).toBe('access_denied');
    expect(await logInWithForm('member@demo.test', DEMO_PASSWORD, browser)).toBe('logged in as demo-member');
  });

  it('lets an account in again once its restriction is lifted', async () => {
    const account = newAccount('lifted');
    records.restrict(account.accountId, 'disabled', new Date());
    expect(await logInWithForm(account.email, account.password)).toBe('access_denied');
    records.lift(account.accountId);
    expect(await logInWithForm(account.email, account.password)).toBe(`logged in as ${account.accountId}`);
  });
});
