import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../scripts/lib/browser.ts';
import { startHarness, type Harness, type TenantBrowser } from '../server-auth/harness.ts';
import { autologin, welcomeCookieFor } from '../server-auth/autologin-links.ts';

/*
 * Security probe finding 5, a login CSRF: an attacker's own one-time /oidc/login?autologin=<id>
 * link (from their own purchase) signed a signed-out victim into the attacker's account, as the site
 * passed any value on. An autologin now signs in without a question only in the browser that bought
 * for its account (its welcome cookie names the member, and the site hands that to the provider);
 * anywhere else the provider asks "Continue as <name>?", and nothing happens until the visitor says so.
 * The buyer's member number is a parameter of the authorization URL, which an attacker can write
 * with their own: so the provider session an unasked autologin leaves asks the same question before
 * it signs anyone in again.
 */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** A login on `visitor`'s site in `browser`: the provider's page it stops at, or the member it signed in. */
async function logInThrough(browser: Browser, visitor: TenantBrowser) {
  const start = await visitor.request(`/oidc/login?${new URLSearchParams({ uri: '/account' })}`);
  const { response, url } = await browser.follow(new URL(start.location!), `${visitor.origin}/oidc/callback`);
  if (url.pathname === '/oidc/callback') await visitor.returnFromProvider(url);
  return { response, url, member: (await harness.memberOf(visitor))?.profile.email ?? null };
}

/** Presses the provider page's "Continue as …" and follows on to the site. */
async function continueAs(browser: Browser, visitor: TenantBrowser, page: { response: Response; url: URL }) {
  const action = /<form method="post" action="([^"]+\/autologin)"/.exec(await page.response.text())?.[1];
  if (!action) throw new Error('no "Continue as" on the page');
  const confirmed = await browser.request(new URL(action, page.url), { method: 'POST', headers: { origin: page.url.origin } });
  const { url } = await browser.follow(new URL(confirmed.headers.get('location')!, page.url), `${visitor.origin}/oidc/callback`);
  await visitor.returnFromProvider(url);
  return (await harness.memberOf(visitor))?.profile.email ?? null;
}

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
    const { callback } = await visitor.returnFromProvider(callbackUrl);
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

  it("an authorization URL the attacker wrote, naming themselves the buyer, leaves the victim's browser no session that signs them in unasked", async () => {
    const attacker = harness.accounts().byId('demo-trial')!;
    // The attacker's own login on the site shows them the authorization URL's shape; they add their token and number.
    const start = await harness.visitor('aurora').request(`/oidc/login?${new URLSearchParams({ uri: '/' })}`);
    const forged = new URL(start.location!);
    forged.searchParams.set('autologin', harness.accounts().issueAutologin(attacker.accountId, new Date()));
    forged.searchParams.set('autologin_buyer', String(attacker.seq));
    forged.searchParams.set('prompt', 'login consent');
    const victim = harness.visitor('aurora');
    const browser = new Browser();
    // The victim's browser opens it: the site's callback refuses a login it never started…
    await browser.follow(forged, `${victim.origin}/oidc/callback`);
    // …and the victim's own next login is asked about the session it left, instead of entering it.
    const next = await logInThrough(browser, victim);
    expect(next.member).toBeNull();
    expect(await next.response.text()).toContain(`Continue as ${attacker.displayName}?`);
  });

  it('the buyer is asked once on their next login elsewhere, and not again once they said it is them', async () => {
    const token = harness.accounts().issueAutologin('demo-member', new Date());
    const { browser, callback } = await autologin(harness, token, { cookie: welcomeCookieFor(harness, 'demo-member') });
    expect(callback?.location).toBe('/?fatr=true');
    const blaze = harness.visitor('blaze');
    const asked = await logInThrough(browser, blaze);
    expect(asked.member).toBeNull();
    expect(await continueAs(browser, blaze, asked)).toBe('member@demo.test');
    expect((await logInThrough(browser, harness.visitor('ivy'))).member).toBe('member@demo.test');
  });
});
