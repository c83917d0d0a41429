import { fetchUnreadNotifications } from '../../src/membership/unread-notifications.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueCalls } from '../../src/catalogue/calls.ts';
import type { GatewayClient } from '../../src/gateway/client.ts';
import { resultOf } from '../../src/gateway/result.ts';
import type { MemberGateway } from '../../src/server/auth/member-gateway.ts';
import { accountCalls } from '../../src/features/account/account-calls.server.ts';
import { notificationCalls } from '../../src/features/notifications/notifications-calls.server.ts';
import { findOneUserProfile } from '../../src/features/account/membership-summary.server.ts';
import { commentsCalls } from '../../src/features/comments/comments-calls.server.ts';
import { favoritesCalls } from '../../src/features/favorites/favorites-calls.server.ts';
import { acknowledgeGemsIntro, getGemsWallet, unlockChannelPack } from '../../src/features/gems/gems.server.ts';
import * as purchase from '../../src/features/membership-purchase/purchase.server.ts';
import { ratingsCalls } from '../../src/features/ratings/ratings-calls.server.ts';
import { shelfPicks } from '../../src/features/recommendations/shelves.server.ts';
import { requestDownload } from '../../src/features/downloads/download.server.ts';
import { fetchVideoSources } from '../../src/features/player/video-sources.server.ts';

/**
 * An answer schema built inside a call is compiled by zod on every call (src/gateway/result.ts).
 * Each call below runs twice against a gateway that records the schema it is handed and then fails:
 * both runs must hand over the very same schema object.
 */
function recordingGateway() {
  const schemas: unknown[] = [];
  const record = (schema: unknown) => {
    schemas.push(schema);
    return Promise.reject(new Error('recorded'));
  };
  const member: MemberGateway = {
    query: (_operation, _document, _variables, schema) => record(schema),
    mutate: (_operation, _document, _variables, schema) => record(schema),
    charge: (_operation, _document, _variables, schema) => record(schema),
    api: (_request, schema) => record(schema),
  };
  const client: GatewayClient = {
    url: 'http://gateway.test',
    graphql: (_operation, _document, _variables, schema) => record(schema),
    api: (_request, schema) => record(schema),
  };
  return { schemas, member, client };
}

type Call = (gateway: ReturnType<typeof recordingGateway>) => Promise<unknown>;
const quiet = { warn: () => {} };
const catalogue = (g: ReturnType<typeof recordingGateway>) => catalogueCalls(g.client, { correlationId: 'test' });

const CALLS: [string, Call][] = [
  ['catalogue getVideo', (g) => catalogue(g).getVideo({ slug: 'a', site: 'AURORA' })],
  ['catalogue getPictureSet', (g) => catalogue(g).getPictureSet('a', 'AURORA')],
  ['catalogue getChannelVideos', (g) => catalogue(g).getChannelVideos('a')],
  ['catalogue getVideoRecommendations', (g) => catalogue(g).getVideoRecommendations({ site: 'AURORA', videoId: 1 })],
  ['catalogue getVideoRecommendations across sites', (g) => catalogue(g).getVideoRecommendations({ site: 'AURORA', videoId: 1, crossNavigation: true })],
  ['catalogue getWelcomePagePictureSet', (g) => catalogue(g).getWelcomePagePictureSet('AURORA')],
  ['catalogue findDeals', (g) => catalogue(g).findDeals({ site: 'AURORA', type: 'carousel' })],
  ['catalogue listVideos', (g) => catalogue(g).listVideos({ site: 'AURORA' })],
  ['catalogue dealRecords', (g) => catalogue(g).dealRecords({ site: 'AURORA', type: 'listing', limit: 1 })],
  ['comments page', (g) => commentsCalls(g.member, 'AURORA').page(1, 'top', null)],
  ['comments thread', (g) => commentsCalls(g.member, 'AURORA').thread('c1')],
  ['comments add', (g) => commentsCalls(g.member, 'AURORA').add(1, 'Nice')],
  ['comments remove', (g) => commentsCalls(g.member, 'AURORA').remove('c1')],
  ['notifications', (g) => notificationCalls(g.member).notifications(5)],
  ['unread notification count', (g) => fetchUnreadNotifications(g.member)],
  ['ratings userVideoReview', (g) => ratingsCalls(g.member).userVideoReview(1)],
  ['ratings updateExpertReview', (g) => ratingsCalls(g.member).updateExpertReview(1, { type: 'global', slug: null, rating: 5 } as never, null)],
  ['recommended videos shelf', (g) => shelfPicks(g.member, 'AURORA', 'HOME_RECOMMENDATIONS', null)],
  ['recommended performers shelf', (g) => shelfPicks(g.member, 'AURORA', 'RECOMMENDED_MODELS', null)],
  ['recommended channels shelf', (g) => shelfPicks(g.member, 'AURORA', 'CHANNELS', null)],
  ['favourite videos', (g) => favoritesCalls(g.member, 'AURORA').favorites('VIDEO', 1)],
  ['favourite slugs', (g) => favoritesCalls(g.member, 'AURORA').favoriteSlugs('VIDEO')],
  ['favourites add', (g) => favoritesCalls(g.member, 'AURORA').addFavorite('VIDEO', 'a')],
  ['video sources', (g) => fetchVideoSources(g.member, 1)],
  ['download', (g) => requestDownload(g.member, 'AURORA', 1, '1080p' as never, quiet)],
  ['account setDisplayName', (g) => accountCalls(g.member, 'AURORA').setDisplayName('Name')],
  ['account setAutoplay', (g) => accountCalls(g.member, 'AURORA').setAutoplay(true)],
  ['account setRelationship', (g) => accountCalls(g.member, 'AURORA').setRelationship('single', 'none')],
  ['account createTandemChildAccount', (g) => accountCalls(g.member, 'AURORA').createTandemChildAccount('a@b.test', 'secret')],
  ['account creditCardUpdateUrl', (g) => accountCalls(g.member, 'AURORA').creditCardUpdateUrl()],
  ['findOneUserProfile', (g) => findOneUserProfile(g.member, 'AURORA', 'aurora', new Date(0))],
  ['gems wallet', (g) => getGemsWallet(g.member, 'AURORA', null)],
  ['gems unlock', (g) => unlockChannelPack(g.member, 1)],
  ['gems intro acknowledged', (g) => acknowledgeGemsIntro(g.member, new Date(0))],
  ['upsell options', (g) => purchase.getUpsellOptions(g.member, 'AURORA')],
  ['reactivate a cancelled rebill', (g) => purchase.reactivateCancelledRebill(g.member, { userUuid: 'u', retentionOfferName: null, idempotencyKey: 'k' })],
  ['subscription status', (g) => purchase.subscriptionStatus(g.member, 'AURORA')],
  ['stay on the retention offer', (g) => purchase.stayWithRetentionOffer(g.member, { userUuid: 'u', retentionOfferName: 'offer', idempotencyKey: 'k' })],
  ['cancel the membership', (g) => purchase.cancelMembership(g.member)],
];

describe('a gateway call checks its answer with a schema built once, not per call', () => {
  it.each(CALLS)('%s', async (_name, call) => {
    const gateway = recordingGateway();
    await call(gateway).catch(() => undefined);
    await call(gateway).catch(() => undefined);
    expect(gateway.schemas).toHaveLength(2);
    expect(gateway.schemas[1]).toBe(gateway.schemas[0]);
  });

  it('resultOf gives one wrapper per schema, which still unwraps `result`', () => {
    const schema = z.object({ n: z.number() });
    expect(resultOf(schema)).toBe(resultOf(schema));
    expect(resultOf(schema).parse({ result: { n: 1 } })).toEqual({ n: 1 });
    expect(resultOf(schema).safeParse({ result: { n: 'one' } }).success).toBe(false);
  });
});
