import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../scripts/lib/browser.ts';
import { startHarness, type Harness } from './harness.ts';

// The welcome flow's autologin on the site (membership spec section 7): /oidc/login?uri=…&autologin=<token> starts the
// site's own PKCE login, asks the provider for a fresh login with the token, and ends signed in.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function autologin(token: string) {
  const visitor = harness.visitor('aurora');
  const start = await visitor.request(`/oidc/login?${new URLSearchParams({ uri: '/?fatr=true', autologin: token })}`);
  const authorization = new URL(start.location!);
  const { response, url } = await new Browser().follow(authorization, `${visitor.origin}/oidc/callback`);
  const callback = url.pathname === '/oidc/callback' ? (await visitor.returnFromProvider(url)).callback : null;
  return { visitor, authorization, response, callback };
}

describe('autologin after a purchase', () => {
  it('signs the new member in on the tenant with a one-time token, and back to the asked page', async () => {
    const token = harness.accounts().issueAutologin('demo-member', new Date());
    const { visitor, authorization, callback } = await autologin(token);
    expect(authorization.searchParams.get('autologin')).toBe(token);
    // A fresh login at the provider: another account's provider session can never stand in.
    expect(authorization.searchParams.get('prompt')).toBe('login consent');
    expect(callback?.status).toBe(302);
    expect(callback?.location).toBe('/?fatr=true');
    expect((await harness.memberOf(visitor))?.profile.email).toBe('member@demo.test');
  });

  it('refuses the same token twice, with the login form to log in by hand', async () => {
    const token = harness.accounts().issueAutologin('demo-member', new Date());
    await autologin(token);
    const { response, callback } = await autologin(token);
    expect(callback).toBeNull();
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Login Error, unable to automatically log you in');
  });
});
