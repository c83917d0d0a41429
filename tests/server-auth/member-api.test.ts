import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, type AccountCalls } from '../../src/features/account/account-calls.server.ts';
import type { Member } from '../../src/server/request-context.ts';
import { siteRequest, startHarness, type Harness, type TenantBrowser } from './harness.ts';
import { NOTHING_LISTENS_URL } from '../support/nothing-listens.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** The member a page of `visitor`'s session receives, with the account calls the /account page makes. */
async function memberOf(visitor: TenantBrowser): Promise<Member & { api: AccountCalls }> {
  const member = await harness.memberOf(visitor);
  if (!member) throw new Error('not signed in');
  return { ...member, api: accountCalls(member.gateway, 'AURORA') };
}

async function signedIn(kind: string): Promise<Member & { api: AccountCalls }> {
  const visitor = harness.visitor('aurora');
  await visitor.logIn(`${kind}@demo.test`);
  return memberOf(visitor);
}

describe('the member API of a signed-in page (server-side, the member token attached)', () => {
  it('changes settings through the gateway and the next page sees them (the cached profile is dropped)', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('multisite2025@demo.test');
    const member = await memberOf(visitor);
    await member.api.setDisplayName('Night Owl');
    await member.api.setAutoplay(false);
    await member.api.setEmailConsent(true);
    await member.api.setRelationship('single', 'self');
    const profile = (await memberOf(visitor)).profile;
    expect(profile).toMatchObject({ displayName: 'Night Owl', autoplayEnabled: false, hasEmailConsent: true, relationshipStatus: 'single' });
  });

  it('keeps the profile for 60 s: a second page costs no gateway call', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    await visitor.request('/account');
    const since = harness.upstreamRequests.length;
    await visitor.request('/account');
    expect(harness.upstreamRequests.slice(since)).toEqual([]);
  });

  it.each([
    ['member@demo.test', 'Abcdefgh1', { ok: false, message: 'EMAIL_ALREADY_EXISTS' }],
    ['not-an-email', 'Abcdefgh1', { ok: false, message: 'INVALID_EMAIL' }],
    ['someone@vip.demo.test', 'Abcdefgh1', { ok: false, message: 'INVALID_EMAIL' }],
    ['fresh@example.com', 'short', { ok: false, message: 'INVALID_PASSWORD' }],
    ['  Fresh@Example.com ', 'Abcdefgh1', { ok: true }],
  ])('convertVipCredentials(%j, %j) → %j', async (email, password, expected) => {
    const member = await signedIn('vip');
    expect(await member.api.convertVipCredentials(email, password)).toEqual(expected);
  });

  it('lets a member create one tandem child account, then refuses a second', async () => {
    const member = await signedIn('cancelled');
    expect(await member.api.createTandemChildAccount('bad', 'Abcdefgh1')).toEqual({ ok: false, message: 'INVALID_EMAIL' });
    expect(await member.api.createTandemChildAccount('child@example.com', 'Abcdefgh1')).toEqual({ ok: true });
    expect(await member.api.createTandemChildAccount('child2@example.com', 'Abcdefgh1')).toEqual({ ok: false, message: 'TANDEM_CHILD_ALREADY_EXISTS' });
  });

  it('gives the credit-card update URL', async () => {
    const member = await signedIn('member');
    expect(await member.api.creditCardUpdateUrl()).toMatch(/^https:\/\/billing\.demo\.test\/update-card\?/);
  });
});

describe('a signed-in member when the gateway is down', () => {
  it('gets the error screen as a 503 on a member page, not the anonymous site', async () => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn('member@demo.test');
    const other = await harness.startOtherSite(NOTHING_LISTENS_URL);
    try {
      const response = await siteRequest(other.port, visitor.host, '/account', { headers: { cookie: visitor.cookieHeader() } });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.text).toContain('aurora error');
    } finally {
      await other.close();
    }
  });

  it('still serves the anonymous visitor without the gateway', async () => {
    const other = await harness.startOtherSite(NOTHING_LISTENS_URL);
    try {
      const response = await siteRequest(other.port, `aurora.localhost:${harness.sitePort}`, '/');
      expect(response.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
