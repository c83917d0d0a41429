import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../server-auth/harness.ts';
import { autologin, welcomeCookieFor } from '../server-auth/autologin-links.ts';

/*
 * Security probe finding 5, a login CSRF: an attacker's own one-time /oidc/login?autologin=<id>
 * link (from their own purchase) signed a signed-out victim into the attacker's account, as the site
 * passed any value on. An autologin now signs in without a question only in the browser that bought
 * for its account (its welcome cookie names the member, and the site hands that to the provider);
 * anywhere else the provider asks "Continue as <name>?", and nothing happens until the visitor says so.
 */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe("an autologin link signs nobody in unasked outside the browser that bought", () => {
  it("a signed-out victim opening the attacker's link is asked 'Continue as …?', and stays signed out", async () => {
    const attacker = harness.accounts().byId('demo-trial')!;
    const token = harness.accounts().issueAutologin(attacker.accountId, new Date());
    const { visitor, response, callback } = await autologin(harness, token);
    expect(callback).toBeNull();
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`Continue as ${attacker.displayName}?`);
    expect(await harness.memberOf(visitor)).toBeNull();
    // Asking used nothing up: the token is still the attacker's to spend, in their own browser.
    expect(harness.accounts().peekAutologin(token)?.accountId).toBe(attacker.accountId);
  });

  it("a victim who just bought (their own welcome cookie) opening the attacker's link is asked too", async () => {
    const token = harness.accounts().issueAutologin('demo-trial', new Date());
    const { visitor, response, callback } = await autologin(harness, token, { cookie: welcomeCookieFor(harness, 'demo-member') });
    expect(callback).toBeNull();
    expect(await response.text()).toContain('Continue as');
    expect(await harness.memberOf(visitor)).toBeNull();
  });

  it('signs in the account only once the visitor confirms it', async () => {
    const token = harness.accounts().issueAutologin('demo-member', new Date());
    const { visitor, response, url, browser } = await autologin(harness, token);
    const action = /<form method="post" action="([^"]+\/autologin)"/.exec(await response.text())?.[1];
    expect(action).toBeDefined();
    const confirmed = await browser.request(new URL(action!, url), { method: 'POST', headers: { origin: url.origin } });
    const { url: callbackUrl } = await browser.follow(new URL(confirmed.headers.get('location')!, url), `${visitor.origin}/oidc/callback`);
    const callback = await visitor.request(callbackUrl.pathname + callbackUrl.search);
    expect(callback.location).toBe('/?fatr=true');
    expect((await harness.memberOf(visitor))?.profile.email).toBe('member@demo.test');
  });

  it('refuses a confirmation posted from another origin', async () => {
    const token = harness.accounts().issueAutologin('demo-member', new Date());
    const { response, url, browser } = await autologin(harness, token);
    const action = /<form method="post" action="([^"]+\/autologin)"/.exec(await response.text())?.[1];
    const forged = await browser.request(new URL(action!, url), { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(harness.accounts().peekAutologin(token)).toBeDefined();
  });
});
