import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autologin, welcomeCookieFor } from './autologin-links.ts';
import { startHarness, type Harness } from './harness.ts';

// The welcome flow's autologin on the site (membership spec section 7): /oidc/login?uri=…&autologin=<token> starts the
// site's own PKCE login, asks the provider for a fresh login with the token, and ends signed in.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('autologin after a purchase', () => {
  it("signs the new member in on the tenant with a one-time token in the browser that bought, and back to the asked page", async () => {
    const token = harness.accounts().issueAutologin('demo-member', new Date());
    const { visitor, authorization, callback } = await autologin(harness, token, { cookie: welcomeCookieFor(harness, 'demo-member') });
    expect(authorization.searchParams.get('autologin')).toBe(token);
    // A fresh login at the provider: another account's provider session can never stand in.
    expect(authorization.searchParams.get('prompt')).toBe('login consent');
    expect(callback?.status).toBe(302);
    expect(callback?.location).toBe('/?fatr=true');
    expect((await harness.memberOf(visitor))?.profile.email).toBe('member@demo.test');
  });

  it('refuses the same token twice, with the login form to log in by hand', async () => {
    const token = harness.accounts().issueAutologin('demo-member', new Date());
    const cookie = welcomeCookieFor(harness, 'demo-member');
    await autologin(harness, token, { cookie });
    const { response, callback } = await autologin(harness, token, { cookie });
    expect(callback).toBeNull();
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Login Error, unable to automatically log you in');
  });
});
