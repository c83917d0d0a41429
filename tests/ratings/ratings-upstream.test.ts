import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritesCalls } from '../../src/features/favorites/favorites-calls.server.ts';
import { ratingsCalls } from '../../src/features/ratings/ratings-calls.server.ts';
import { rateVideo } from '../../src/features/ratings/ratings.server.ts';
import { trackPurchase, trackRecommenderEvent } from '../../src/features/recommendations/recommender.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway, type MemberGateway } from '../../src/server/auth/member-gateway.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

/** Token verification is the identity provider's job (tests/identity); here one token is live, the demo member's. */
const LIVE_TOKEN = 'live-token';
const verify = async (token: string) => (token === LIVE_TOKEN ? { accountId: 'demo-member', scopes: ['openid'] } : null);

let root: string;
let upstream: Upstream;
let gateway: MemberGateway;
let videoId: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ratings-site-'));
  upstream = await startUpstream({ dataDir: root, size: 6, parts: [membersPart({ dataDir: root, verify })] });
  gateway = createMemberGateway({ client: createGatewayClient({ url: upstream.url }), site: 'AURORA', correlationId: 'ratings-test', withToken: (call) => call(LIVE_TOKEN), changed: () => {}, reporting: SILENT_REPORTING });
  const answer = await fetch(`${upstream.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { videos(site: "AURORA", first: 6) { nodes { videoId isUpcoming } } }' }),
  });
  const { data } = (await answer.json()) as { data: { videos: { nodes: { videoId: number; isUpcoming: boolean }[] } } };
  videoId = data.videos.nodes.find((video) => !video.isUpcoming)!.videoId;
}, 60_000);
afterAll(async () => {
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

async function events() {
  const answer = await fetch(`${upstream.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${LIVE_TOKEN}` },
    body: JSON.stringify({ query: 'query { recommenderEvents(first: 20) { type videoId modelId recommId rating } }' }),
  });
  return ((await answer.json()) as { data: { recommenderEvents: unknown[] } }).data.recommenderEvents;
}

describe('the site\'s ratings calls on the real upstream', () => {
  it('rates in order, once each, and says so in the spec\'s words', async () => {
    const api = ratingsCalls(gateway);
    const log = memoryLogger().logger;
    expect(await api.userVideoReview(videoId)).toEqual({ global: null, properties: [], models: [] });
    expect(await rateVideo(api, videoId, { type: 'property', slug: 'lighting', rating: 4 }, null, log)).toMatchObject({
      ok: false,
      message: 'Oops! Please leave your overall rating first to continue',
    });
    expect(await rateVideo(api, videoId, { type: 'global', slug: 'global', rating: 9 }, 'r-site', log)).toEqual({ ok: true, ratings: { global: 9, properties: [], models: [] } });
    expect(await rateVideo(api, videoId, { type: 'global', slug: 'global', rating: 3 }, null, log)).toMatchObject({ ok: false, message: 'You have already rated.' });
    expect(await rateVideo(api, videoId, { type: 'property', slug: 'lighting', rating: 4 }, null, log)).toMatchObject({ ok: true });
    expect(await api.userVideoReview(videoId)).toEqual({ global: 9, properties: [{ slug: 'lighting', rating: 4 }], models: [] });
    expect(await events()).toContainEqual({ type: 'RATING', videoId, modelId: null, recommId: 'r-site', rating: 9 });
  });

  it('sends bookmarks and purchases to the recommender, and loses an event quietly when the gateway refuses it', async () => {
    const log = memoryLogger();
    await trackRecommenderEvent(gateway, { type: 'ADD_BOOKMARK', item: { kind: 'video', id: videoId }, recommId: 'r-b' }, log.logger);
    await trackPurchase({ gateway }, { videoId, recommId: null }, log.logger);
    await trackRecommenderEvent(gateway, { type: 'DETAIL_VIEW', item: { kind: 'video', id: 999_999 }, recommId: null }, log.logger);
    const recorded = await events();
    expect(recorded.slice(0, 2)).toEqual([
      { type: 'PURCHASE', videoId, modelId: null, recommId: null, rating: null },
      { type: 'ADD_BOOKMARK', videoId, modelId: null, recommId: 'r-b', rating: null },
    ]);
    expect(log.lines.map((line) => line['msg'])).toEqual(['recommender event not sent']);
  });

  it('lists the member\'s favourite slugs for the buttons, changes included at once', async () => {
    const api = favoritesCalls(gateway, 'AURORA');
    const before = await api.favoriteSlugs('VIDEO');
    const page = await api.favorites('VIDEO', 1);
    expect(before).toEqual(page.items.map((item) => item.slug));
    const other = (await api.favorites('VIDEO', 1)).items[0]!.slug;
    await api.removeFavorite('VIDEO', other);
    expect(await api.favoriteSlugs('VIDEO')).not.toContain(other);
    await api.addFavorite('VIDEO', other);
    expect((await api.favoriteSlugs('VIDEO'))[0]).toBe(other);
  });
});
