import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionId, SESSION_TTL_SECONDS } from '../../src/session/index.ts';
import { startHarness, type Harness } from './harness.ts';

// A session belongs to the tenant it was made on: its record names the tenant, and every part of
// the members layer (identify, the refresh, the logout, the login) reads it there only. Browsers
// keep cookies per host, so this closes no path a browser takes; it is what a copied or planted
// cookie meets on another brand's host.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** A member signed in on aurora, and a request of blaze's carrying aurora's cookie. */
async function auroraSession() {
  const aurora = harness.visitor('aurora');
  await aurora.logIn('member@demo.test');
  const cookie = aurora.cookieHeader();
  const onBlaze = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    harness.visitor('blaze').request(path, { ...init, headers: { cookie, ...init.headers } });
  return { aurora, cookie, onBlaze };
}

const memberOnPage = async (answer: Promise<{ text: string }>) => (JSON.parse((await answer).text) as { member: string | null }).member;

describe('a session belongs to the tenant it was made on', () => {
  it('stores the tenant in the session record at login', async () => {
    const { aurora } = await auroraSession();
    expect(await harness.store.get(aurora.sid!)).toMatchObject({ tenant: 'aurora', accountId: expect.any(String) });
  });

  it('an aurora session cookie sent with Host blaze.localhost is no session there: a member page sends it to log in', async () => {
    const { aurora, onBlaze } = await auroraSession();
    const page = await onBlaze('/account');
    expect(page.status).toBe(302);
    expect(page.location).toBe('/oidc/login?uri=%2Faccount');
    // Cleared on blaze's host only; aurora's session goes on.
    expect(String(page.headers['set-cookie'])).toMatch(/sid=;.*Max-Age=0/);
    expect(await memberOnPage(aurora.request('/account'))).toBe('member@demo.test');
  });

  it('refreshes nothing on blaze with aurora\'s cookie (401), and spends none of aurora\'s grant', async () => {
    const { aurora, onBlaze } = await auroraSession();
    const before = (await harness.store.get(aurora.sid!))?.tokens;
    const refresh = await onBlaze('/api/refresh');
    expect(refresh.status).toBe(401);
    expect(JSON.parse(refresh.text)).toEqual({ error: 'invalid_grant' });
    expect((await harness.store.get(aurora.sid!))?.tokens).toEqual(before);
  });

  it('a logout on blaze with aurora\'s cookie ends nothing of aurora\'s', async () => {
    const { aurora, onBlaze } = await auroraSession();
    const logout = await onBlaze('/oidc/logout', { method: 'POST', headers: { origin: harness.visitor('blaze').origin, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(logout.status).toBe(302);
    expect(logout.location).toBe('/');
    expect(await harness.store.get(aurora.sid!)).not.toBeNull();
    expect(await memberOnPage(aurora.request('/account'))).toBe('member@demo.test');
  });

  it("/parent-redirect honours no other tenant's session: aurora's cookie on blaze is sent to log in, and on to nothing", async () => {
    const { aurora, onBlaze } = await auroraSession();
    const link = `/parent-redirect?${new URLSearchParams({ next: '/account' })}`;
    const answer = await onBlaze(link);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/oidc/login?uri=${encodeURIComponent(link)}`);
    // On its own tenant the same cookie goes on.
    expect((await aurora.request(link)).location).toBe('/account');
  });

  it('a login on blaze with aurora\'s cookie is a login of its own, leaving aurora\'s session in place', async () => {
    const { aurora, onBlaze } = await auroraSession();
    const start = await onBlaze('/oidc/login?uri=/account');
    // Not "already signed in, back to /account": off to the provider with a fresh pending login of blaze.
    expect(start.location?.startsWith(`${harness.issuer}/`)).toBe(true);
    const pending = /sid=([^;]+)/.exec(String(start.headers['set-cookie']))?.[1];
    expect(pending).toBeDefined();
    expect(pending).not.toBe(aurora.sid);
    expect(await harness.store.get(pending!)).toMatchObject({ tenant: 'blaze', pendingLogin: expect.any(Object) });
    expect(await harness.store.get(aurora.sid!)).not.toBeNull();
  });

  it('a login started on aurora does not finish on blaze', async () => {
    const aurora = harness.visitor('aurora');
    const start = await aurora.request('/oidc/login?uri=/account');
    const state = new URL(start.location!).searchParams.get('state');
    const callback = await harness.visitor('blaze').request(`/oidc/callback?code=x&state=${state}`, { headers: { cookie: aurora.cookieHeader() } });
    expect(callback.status).toBe(400);
    expect(await harness.store.get(aurora.sid!)).toMatchObject({ tenant: 'aurora', pendingLogin: expect.any(Object) });
  });

  it('the same member logs in on each tenant through its own login: two sessions, each its own tenant\'s', async () => {
    const { aurora } = await auroraSession();
    const blaze = harness.visitor('blaze');
    await blaze.logIn('member@demo.test');
    expect(blaze.sid).not.toBe(aurora.sid);
    expect(await harness.store.get(blaze.sid!)).toMatchObject({ tenant: 'blaze' });
    expect(await memberOnPage(blaze.request('/account'))).toBe('member@demo.test');
    expect(await memberOnPage(aurora.request('/account'))).toBe('member@demo.test');
  });

  it('a record that names no tenant (made before sessions named theirs) is no session anywhere', async () => {
    const id = newSessionId();
    const { tokens, accountId } = (await harness.store.get((await auroraSession()).aurora.sid!))!;
    await harness.store.set(id, { accountId, tokens } as never, SESSION_TTL_SECONDS);
    const page = await harness.visitor('aurora').request('/account', { headers: { cookie: `sid=${id}` } });
    expect(page.location).toBe('/oidc/login?uri=%2Faccount');
  });
});
