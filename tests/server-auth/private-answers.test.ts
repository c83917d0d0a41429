import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STORE, PRIVATE_CACHE, SHORT_CACHE } from '../../src/http/cache-control.ts';
import { siteRequest, startHarness, type Harness, type TenantBrowser } from './harness.ts';
import { NOTHING_LISTENS_URL } from '../support/nothing-listens.ts';

// Every answer to a signed-in member is `private, no-store`, whatever part of the site wrote it and
// whatever its status: no shared cache and no browser history keeps a member's page, redirect,
// error or refresh. A file asked for by its own path stays shared: the same bytes for everyone.

let harness: Harness;
let member: TenantBrowser;
beforeAll(async () => {
  harness = await startHarness();
  member = harness.visitor('aurora');
  await member.logIn('member@demo.test');
});
afterAll(() => harness.close());

const cacheOf = (answer: { headers: Record<string, unknown> }) => answer.headers['cache-control'];

describe("a signed-in member's answers are never stored", () => {
  it.each<[string, string, { method?: string; headers?: Record<string, string> }, number]>([
    ['a member page', '/account', {}, 200],
    ['a tour page rendered for the member', '/', {}, 200],
    ['the 404 page of a path no route has', '/no-such-page', {}, 404],
    ['the 404 page of a file that is not there', '/no-such-file.png', {}, 404],
    ['the redirect of a login while signed in', '/oidc/login?uri=/account', {}, 302],
    ['the session refresh', '/api/refresh', {}, 200],
    ['the logout confirmation', '/oidc/logout', {}, 200],
    ['a method the site does not answer', '/account', { method: 'PROPFIND' }, 405],
    ['a post another origin sends', '/account', { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'text/plain' } }, 403],
  ])('%s: %s', async (_what, path, init, status) => {
    const answer = await member.request(path, init);
    expect(answer.status).toBe(status);
    expect(cacheOf(answer)).toBe(PRIVATE_CACHE);
  });

  it('the themed error page (503), when the member cannot be identified', async () => {
    const fresh = harness.visitor('aurora');
    await fresh.logIn('member@demo.test');
    const other = await harness.startOtherSite(NOTHING_LISTENS_URL);
    try {
      const answer = await siteRequest(other.port, fresh.host, '/account', { headers: { cookie: fresh.cookieHeader() } });
      expect(answer.status).toBe(503);
      expect(cacheOf(answer)).toBe(PRIVATE_CACHE);
    } finally {
      await other.close();
    }
  });

  it('the logout itself', async () => {
    const leaving = harness.visitor('aurora');
    await leaving.logIn('member@demo.test');
    const answer = await leaving.request('/oidc/logout', { method: 'POST', headers: { origin: leaving.origin, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(302);
    expect(cacheOf(answer)).toBe(PRIVATE_CACHE);
  });

  it('a file asked for by its own path keeps its shared cache: the same bytes for everyone', async () => {
    const answer = await member.request('/humans.txt');
    expect(answer.status).toBe(200);
    expect(cacheOf(answer)).toBe(SHORT_CACHE);
  });

  it("a visitor's answers keep their own cache rules", async () => {
    const visitor = harness.visitor('aurora');
    expect(cacheOf(await visitor.request('/no-such-page'))).toBe(NO_STORE);
    expect(cacheOf(await visitor.request('/humans.txt'))).toBe(SHORT_CACHE);
  });
});
