import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKER_FAILURES } from '../../src/gateway/circuit-breaker.ts';
import { metrics } from '../../src/observability/metrics.ts';
import { readSessionId } from '../../src/session/index.ts';
import { startHarness, type Harness, type TenantBrowser } from './harness.ts';

/**
 * The member's token refresh runs like every other upstream call of a page view: within the page's
 * time budget (src/gateway/time-budget.ts) and behind a circuit breaker (the identity provider's).
 * The real members layer, OIDC client and identity provider, whose token endpoint the test holds.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  harness.tokenEndpoint.hold = false;
  await harness.close();
});

/** A member signed in whose access token has expired, so that their next page refreshes it first. */
async function memberWithExpiredToken(): Promise<TenantBrowser> {
  const member = harness.visitor('aurora');
  await member.logIn('member@demo.test');
  const id = readSessionId(member.cookieHeader(), member.host);
  const record = id === null ? null : await harness.store.get(id);
  if (id === null || !record?.tokens) throw new Error('not signed in');
  await harness.store.set(id, { ...record, tokens: { ...record.tokens, expiresAt: 0 } }, 600);
  return member;
}

const failedRefreshes = async () => (await metrics().refreshes.get()).values.find((value) => value.labels.outcome === 'failed')?.value ?? 0;
const tokenRequests = () => harness.upstreamRequests.filter((request) => request.startsWith('POST /oidc/token')).length;

describe('with the identity provider hung', () => {
  it('members whose token must be refreshed get the unavailable page within the page\'s budget, and once the breaker opens the refresh is not even sent', async () => {
    const members = await Promise.all(Array.from({ length: BREAKER_FAILURES + 2 }, memberWithExpiredToken));
    const failedBefore = await failedRefreshes();
    harness.tokenEndpoint.hold = true;
    const answers = await Promise.all(members.map((member) => member.request('/account')));
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 503));
    // Every page answered while the provider still held its refresh: the page did not wait for the
    // OIDC client's own time-out (4 s), only for its budget.
    expect(harness.tokenEndpoint.held).toBe(members.length);
    // The refreshes go on in the background until the OIDC client gives up on them, and each counts
    // as a failure of the provider.
    await expect.poll(() => harness.tokenEndpoint.held, { timeout: 15_000, interval: 100 }).toBe(0);
    await expect.poll(async () => (await failedRefreshes()) - failedBefore).toBe(members.length);
    const openBreaker = (await metrics().breakerState.get()).values.find((value) => value.labels.upstream === harness.issuer && value.labels.state === 'open');
    expect(openBreaker?.value).toBe(1);
    const sent = tokenRequests();
    const again = await Promise.all(members.map((member) => member.request('/account')));
    expect(again.map((answer) => answer.status)).toEqual(members.map(() => 503));
    expect(tokenRequests()).toBe(sent);
    // The static tour stays readable for them.
    expect((await members[0]?.request('/'))?.status).toBe(200);
  }, 30_000);
});
