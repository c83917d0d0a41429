import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersPart } from '../../upstream/members/index.ts';
import { recommenderTrackingFeature } from '../../upstream/members/recommender-tracking.ts';
import type { Upstream } from '../../upstream/server.ts';
import { API_PREFIX } from '../../upstream/json-route.ts';
import { requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [recommenderTrackingFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

async function post(path: string, body: unknown, account?: string, method = 'POST') {
  const answer = await requestAs(upstream.url, API_PREFIX + path, { method, account, ...(method === 'POST' ? { body } : {}) });
  return { status: answer.status, body: answer.body as { message?: string } };
}

async function eventsOf(account: string) {
  const query = '{ trackingEvents(first: 10) { kind itemId elementClicked recommId email timestamp } }';
  return ((await requestAs(upstream.url, '/graphql', { body: { query }, account })).body as { data: { trackingEvents: unknown[] } }).data.trackingEvents;
}

const click = { email: null, userId: 'demo-member', elementClicked: 'VMG:night-swim', recommId: 'r-1' };
const reel = (itemId: number) => ({ userId: 'demo-trial', itemId, recommId: null, email: 'trial@demo.test', timestamp: '2026-11-23T10:00:00.000Z' });

describe('the recommender stand-in records the REST events of membership spec section 7', () => {
  it('records a recommendation click and the four reel events for the member of the token', async () => {
    expect((await post('/recommendations-tracking', click, 'demo-member')).status).toBe(202);
    for (const [event, itemId] of [['view', 1], ['add-bookmark', 2], ['delete-bookmark', 2], ['purchase', 3]] as const) {
      expect((await post(`/rest/reel/${event}`, reel(itemId), 'demo-trial')).status).toBe(202);
    }
    expect(await eventsOf('demo-member')).toEqual([
      { kind: 'recommendation-click', itemId: null, elementClicked: 'VMG:night-swim', recommId: 'r-1', email: null, timestamp: null },
    ]);
    expect(await eventsOf('demo-trial')).toEqual(
      (
        [
          ['reel-purchase', 3],
          ['reel-delete-bookmark', 2],
          ['reel-add-bookmark', 2],
          ['reel-view', 1],
        ] as const
      ).map(([kind, itemId]) => ({ kind, itemId, elementClicked: null, recommId: null, email: 'trial@demo.test', timestamp: '2026-11-23T10:00:00.000Z' })),
    );
  });

  it.each([
    ['no token', '/recommendations-tracking', click, undefined, 401],
    ['another member’s userId', '/recommendations-tracking', { ...click, userId: 'demo-trial' }, 'demo-member', 400],
    ['no elementClicked', '/recommendations-tracking', { ...click, elementClicked: '' }, 'demo-member', 400],
    ['a recommId too long', '/recommendations-tracking', { ...click, recommId: 'r'.repeat(65) }, 'demo-member', 400],
    ['not JSON', '/recommendations-tracking', '{', 'demo-member', 400],
    ['a reel event without itemId', '/rest/reel/view', { ...reel(1), itemId: undefined }, 'demo-trial', 400],
    ['a reel event without a timestamp', '/rest/reel/view', { ...reel(1), timestamp: 'now' }, 'demo-trial', 400],
    ['an unknown reel event', '/rest/reel/rating', reel(1), 'demo-trial', 404],
  ])('refuses %s (%s) with %i', async (_, path, body, account, status) => {
    const answer = await post(path, body, account);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBeTruthy();
  });

  it('answers only POST', async () => {
    expect((await post('/rest/reel/view', null, 'demo-trial', 'GET')).status).toBe(405);
  });
});
