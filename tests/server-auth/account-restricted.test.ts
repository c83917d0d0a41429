import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../scripts/lib/browser.ts';
import { ACCOUNT_DISABLED_OR_BANNED_MESSAGE, LOGIN_FAILED_MESSAGE, refusedLogin, type LoginProblem } from '../../src/server/auth/index.ts';
import { HOME_PATH, loginUrl, SUPPORT_PATH } from '../../src/routing/paths.ts';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';
import { startHarness, type Harness, type TenantBrowser } from './harness.ts';

// Membership spec section 8, "Cross-site login: account disabled or banned": the provider answers the
// login of such an account with access_denied, and the site's callback tells the member so.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const RESTRICTED: LoginProblem = { status: 403, message: ACCOUNT_DISABLED_OR_BANNED_MESSAGE, next: { href: SUPPORT_PATH, label: 'Contact support' } };
const LOG_IN_AGAIN: LoginProblem = { status: 400, message: LOGIN_FAILED_MESSAGE, next: { href: loginUrl(HOME_PATH), label: 'Log in again' } };

describe('what the callback shows for a login the provider refused', () => {
  it.each<[string, string | undefined, LoginProblem]>([
    ['access_denied: a disabled or banned account', 'access_denied', RESTRICTED],
    ['an error the site does not know', 'made_up_error', LOG_IN_AGAIN],
    ['server_error', 'server_error', LOG_IN_AGAIN],
    ['no error code (a wrong or missing state, a bad code)', undefined, LOG_IN_AGAIN],
  ])('%s', (_case, providerError, page) => {
    expect(refusedLogin(providerError)).toEqual(page);
  });
});

/** Starts a login on the visitor's tenant; the provider's part runs in `provider` (its session kept), then the visitor returns to the callback. */
async function logInThrough(visitor: TenantBrowser, provider: Browser, uri: string, email?: string) {
  const start = await visitor.request(`/oidc/login?uri=${encodeURIComponent(uri)}`);
  const authorization = new URL(start.location!);
  const callbackUri = `${visitor.origin}/oidc/callback`;
  let callbackUrl: URL;
  if (email === undefined) {
    // Signed in at the provider already: no form, straight back to the callback.
    callbackUrl = (await provider.follow(authorization, callbackUri)).url;
  } else {
    const result = await provider.logIn(authorization, email, DEMO_PASSWORD, callbackUri);
    if (!('callbackUrl' in result)) throw new Error(`the form refused ${email}: ${result.refused.status}`);
    callbackUrl = result.callbackUrl;
  }
  return { authorization, callback: (await visitor.returnFromProvider(callbackUrl)).callback };
}

function expectRestrictedPage(callback: { status: number; text: string }): void {
  expect(callback.status).toBe(403);
  expect(callback.text).toContain(ACCOUNT_DISABLED_OR_BANNED_MESSAGE);
  expect(callback.text).toContain(`<a href="${SUPPORT_PATH}">Contact support</a>`);
}

describe('a disabled or banned account logging in on the site', () => {
  it.each(['banned@demo.test', 'disabled@demo.test'])('%s is told its account is disabled or banned, and is not signed in', async (email) => {
    const visitor = harness.visitor('aurora');
    const { callback } = await logInThrough(visitor, new Browser(), '/account', email);
    expectRestrictedPage(callback);
    expect(visitor.sid).toBeNull();
    expect((await visitor.request('/account')).location).toBe('/oidc/login?uri=%2Faccount');
  });

  it('reaches the message on another tenant through /xsite/:site, its session there refused too', async () => {
    const provider = new Browser();
    const aurora = harness.visitor('aurora');
    expect((await logInThrough(aurora, provider, '/', 'director@demo.test')).callback.status).toBe(302);
    const crossSite = await aurora.request('/xsite/blaze?deeplink=%2Faccount');
    expect(crossSite.status).toBe(302);
    const target = new URL(crossSite.location!);
    expect(target.host).toBe(`blaze.localhost:${harness.sitePort}`);

    harness.accounts().restrict('demo-director', 'banned', new Date());
    const blaze = harness.visitor('blaze');
    expect((await blaze.request(target.pathname + target.search)).location).toBe('/oidc/login?uri=%2Faccount');
    const { callback } = await logInThrough(blaze, provider, '/account');
    expectRestrictedPage(callback);
    // Back on the first tenant, the session's refresh is refused: the browser logs the member out.
    const refresh = await aurora.request('/api/refresh');
    expect(refresh.status).toBe(401);
    expect(JSON.parse(refresh.text)).toEqual({ error: 'invalid_grant' });
  });

  it.each([
    ['an unknown error code with the right state', (state: string) => `error=made_up_error&state=${state}`],
    ['access_denied without its state', () => 'error=access_denied'],
    ['access_denied with another state', () => 'error=access_denied&state=forged'],
  ])('answers %s with the page offering a new login, never the restriction and never a 500', async (_case, query) => {
    const visitor = harness.visitor('aurora');
    const start = await visitor.request('/oidc/login?uri=%2F');
    const state = new URL(start.location!).searchParams.get('state')!;
    const response = await visitor.request(`/oidc/callback?${query(state)}&iss=${encodeURIComponent(harness.issuer)}`);
    expect(response.status).toBe(400);
    expect(response.text).toContain(LOGIN_FAILED_MESSAGE);
    expect(response.text).not.toContain(ACCOUNT_DISABLED_OR_BANNED_MESSAGE);
    expect(response.text).not.toMatch(/at .*\.ts:\d+/);
  });
});
