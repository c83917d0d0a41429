import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const refreshGrants = (since: number) => harness.upstreamRequests.slice(since).filter((line) => line === 'POST /oidc/token').length;

describe('the session after login', () => {
  it('renews with GET /api/refresh: 200 { ok: true }, never cached, and the member stays signed in', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    const before = (await harness.store.get(visitor.sid!))?.tokens;
    const response = await visitor.request('/api/refresh');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const after = (await harness.store.get(visitor.sid!))?.tokens;
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect((JSON.parse((await visitor.request('/account')).text) as { member: unknown }).member).toBe('member@demo.test');
  });

  it('spends one refresh grant for 10 concurrent /api/refresh calls of one session', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    const since = harness.upstreamRequests.length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => visitor.request('/api/refresh')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(refreshGrants(since)).toBe(1);
  });

  it('answers /api/refresh without a session with 401 invalid_grant', async () => {
    const response = await harness.visitor('aurora').request('/api/refresh');
    expect(response.status).toBe(401);
    expect(JSON.parse(response.text)).toEqual({ error: 'invalid_grant' });
  });

  it('ends the session on POST /oidc/logout: provider end-session, cookie cleared, old cookie anonymous, refresh 401', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    const oldCookie = visitor.cookieHeader();
    const response = await visitor.request('/oidc/logout', { method: 'POST', headers: { origin: visitor.origin, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(302);
    const endSession = new URL(response.location!);
    expect(endSession.href.startsWith(`${harness.issuer}/`)).toBe(true);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${visitor.origin}/`);
    expect(String(response.headers['set-cookie'])).toMatch(/sid=;.*Max-Age=0/);
    const page = await visitor.request('/account', { headers: { cookie: oldCookie } });
    expect(page.location).toBe('/oidc/login?uri=%2Faccount');
    const refresh = await visitor.request('/api/refresh', { headers: { cookie: oldCookie } });
    expect(refresh.status).toBe(401);
    expect(JSON.parse(refresh.text)).toEqual({ error: 'invalid_grant' });
  });

  it('shows a script-free confirmation form on GET /oidc/logout', async () => {
    const response = await harness.visitor('aurora').request('/oidc/logout');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<form method="post" action="/oidc/logout">');
    expect(response.text).not.toContain('<script');
  });
});

describe('the site-wide CSRF guard', () => {
  it.each([
    ['a form post', '/oidc/logout', 'application/x-www-form-urlencoded', 'a=1'],
    ['a JSON post', '/api/anything', 'application/json', '{"a":1}'],
    ['a text/plain post', '/account', 'text/plain', 'a=1'],
    ['a form post to a static page', '/', 'application/x-www-form-urlencoded', 'a=1'],
  ])('refuses %s from another origin with 403', async (_case, path, type, body) => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    const sid = visitor.sid;
    const response = await visitor.request(path, { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': type }, body });
    expect(response.status).toBe(403);
    expect(await harness.store.get(sid!)).not.toBeNull();
  });

  it.each([
    ['another tenant of the same server', (port: number) => ({ origin: `http://blaze.localhost:${port}` })],
    ['an opaque origin', () => ({ origin: 'null' })],
    ['a cross-site fetch without Origin', () => ({ 'sec-fetch-site': 'cross-site' })],
    ['no origin evidence at all', () => ({})],
  ])('refuses a DELETE from %s', async (_case, headers) => {
    const response = await harness.visitor('aurora').request('/account', { method: 'DELETE', headers: headers(harness.sitePort) });
    expect(response.status).toBe(403);
  });
});

describe('a member page with an expired access token', () => {
  it('refreshes once and serves the member', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    const record = (await harness.store.get(visitor.sid!))!;
    await harness.store.set(visitor.sid!, { ...record, tokens: { ...record.tokens!, expiresAt: 0 } }, 60);
    const since = harness.upstreamRequests.length;
    const page = await visitor.request('/account');
    expect((JSON.parse(page.text) as { member: unknown }).member).toBe('member@demo.test');
    expect(refreshGrants(since)).toBe(1);
  });

  it('turns a session that cannot be refreshed into the anonymous visitor and clears the cookie', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    const record = (await harness.store.get(visitor.sid!))!;
    await harness.store.set(visitor.sid!, { ...record, tokens: { ...record.tokens!, expiresAt: 0, refreshToken: 'revoked-or-forged' } }, 60);
    const page = await visitor.request('/account');
    expect(page.location).toBe('/oidc/login?uri=%2Faccount');
    expect(String(page.headers['set-cookie'])).toMatch(/sid=;.*Max-Age=0/);
  });
});
