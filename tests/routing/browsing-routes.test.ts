import { describe, expect, it } from 'vitest';
import type { RouteMember } from '../../src/routing/decision.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { anonymous, decide, member, summary } from './fixtures.ts';

const someone = member();
const channelsMember = member(['Channels']);
const internalChannelsMember = member(['InternalChannels']);

type Row = [route: string, tenant: TenantId, url: string, who: RouteMember, outcome: string];

// Browsing spec section 2, "Routes with rules": at least one case per row, in the spec's order.
// aurora: every switch on; blaze: facetedSearch, awardsLink, angels, reels, curator off; cinder:
// showcasesPage off; jade: the combined tenant whose standaloneSites are the nine others.
const rows: Row[] = [
  ['/', 'aurora', '/', anonymous, 'serve home'],
  ['/', 'aurora', '/?dc=approved', anonymous, 'serve home'],
  ['/videos', 'blaze', '/videos', anonymous, 'serve videos'],
  ['/videos', 'blaze', '/videos?page=0&search=x&filter=y', anonymous, '302 /videos?search=x&filter=y'],
  ['/videos', 'blaze', '/videos?page=abc', anonymous, '302 /videos'],
  ['/videos', 'blaze', '/videos?page=-3&search=Foo', anonymous, '302 /videos?search=Foo'],
  ['/videos', 'aurora', '/videos?search=Big%20Cats&page=2', anonymous, '302 /videos?categories=big+cats'],
  ['/videos', 'aurora', '/videos?search=Big&filter=f', anonymous, '302 /videos?categories=big'],
  ['/videos', 'aurora', '/videos?search=', anonymous, 'serve videos'],
  ['/videos/:slug', 'aurora', '/videos/night-drive-2', anonymous, 'serve video'],
  ['/videos/:slug', 'aurora', '/videos/Night-Drive', anonymous, 'not-found'],
  ['/videos/:slug/comment/:commentId', 'aurora', '/videos/night-drive/comment/42', someone, 'serve videoWithComment'],
  ['/videos/:slug/comment/:commentId', 'aurora', '/videos/night-drive/comment/42', anonymous, 'login'],
  ['/videos/:slug/comment/:commentId', 'aurora', '/videos/night_drive/comment/42', someone, 'not-found'],
  ['/toprated', 'aurora', '/toprated?sort=week', anonymous, 'serve topRated'],
  ['/joinnow', 'aurora', '/joinnow', anonymous, 'serve joinNow'],
  ['/joinnow', 'aurora', '/joinnow', someone, '302 /?from=joinnow'],
  ['/awards', 'aurora', '/awards', anonymous, 'serve awards'],
  ['/awards', 'aurora', '/awards?page=715827882', anonymous, 'serve awards'],
  ['/awards', 'aurora', '/awards?page=715827883', anonymous, '302 /awards'],
  ['/awards', 'aurora', '/awards?page=0&x=1', anonymous, '302 /awards'],
  ['/awards', 'aurora', '/awards?page=2.5', anonymous, '302 /awards'],
  ['/awards', 'blaze', '/awards', anonymous, 'not-found'],
  ['/models', 'aurora', '/models', anonymous, '301 /performers'],
  ['/models', 'aurora', '/models?order=name&page=2', anonymous, '301 /performers?order=name&page=2'],
  ['/favorites/models', 'aurora', '/favorites/models', someone, '301 /favorites/performers'],
  ['/performers', 'blaze', '/performers', anonymous, 'serve performers'],
  ['/performers', 'blaze', '/performers?page=0&order=name&gender=girls&x=1', anonymous, '302 /performers?order=name'],
  ['/performers', 'blaze', '/performers?page=x&order=rating&gender=guys', anonymous, '302 /performers?gender=guys'],
  ['/performers', 'blaze', '/performers?page=0', anonymous, '302 /performers'],
  ['/performers', 'aurora', '/performers', anonymous, '302 /performers?sex=F'],
  ['/performers', 'aurora', '/performers?order=name', anonymous, '302 /performers?order=name&sex=F'],
  ['/performers', 'aurora', '/performers?sex=M', anonymous, 'serve performers'],
  ['/models/:slug', 'aurora', '/models/jane-doe', anonymous, '301 /performers/jane-doe'],
  ['/models/:slug', 'aurora', '/models/jane--doe', anonymous, 'not-found'],
  ['/performers/:slug', 'aurora', '/performers/jane-doe', anonymous, 'serve performer'],
  ['/performers/:slug', 'aurora', '/performers/jane-doe?page=0&tab=videos', anonymous, '302 /performers/jane-doe'],
  ['/performers/:slug', 'aurora', '/performers/-jane', anonymous, 'not-found'],
  ['/categories', 'aurora', '/categories', anonymous, 'serve categories'],
  ['/categories/:slug', 'aurora', '/categories/big-cats', anonymous, '301 /videos?search=big-cats'],
  ['/categories/:slug', 'blaze', '/categories/big-cats', anonymous, '301 /videos?search=big-cats'],
  ['/categories/:slug', 'aurora', '/categories/Big', anonymous, 'not-found'],
  ['/casting', 'aurora', '/casting', anonymous, 'serve casting'],
  ['/search', 'aurora', '/search?q=jane&size=24&page=2', anonymous, 'serve search'],
  ['/search', 'aurora', '/search?q=jane&size=24&page=-1&x=1', anonymous, '302 /search?q=jane&size=24'],
  ['/search', 'aurora', '/search?page=nope', anonymous, '302 /search'],
  ['/terms', 'aurora', '/terms', anonymous, 'serve terms'],
  ['/privacy', 'aurora', '/privacy', anonymous, 'serve privacy'],
  ['/safety', 'aurora', '/safety', anonymous, 'serve safety'],
  ['/removal', 'aurora', '/removal', anonymous, 'serve removal'],
  ['/2257', 'aurora', '/2257', anonymous, 'serve compliance'],
  ['/trailer/:slug', 'aurora', '/trailer/night-drive', anonymous, 'serve trailer'],
  ['/trailer/:slug', 'aurora', '/trailer/night drive', anonymous, 'not-found'],
  ['/pictureset/:slug', 'aurora', '/pictureset/night-drive', anonymous, 'login'],
  ['/pictureset/:slug', 'aurora', '/pictureset/night-drive', someone, 'serve pictureSet'],
  ['/pictureset/:slug', 'aurora', '/pictureset/Night', someone, 'not-found'],
  ['/offers', 'aurora', '/offers', anonymous, 'login'],
  ['/offers', 'aurora', '/offers?next=%2Fvideos%3Fpage%3D2', someone, '302 /videos?page=2'],
  ['/offers', 'aurora', '/offers', someone, '302 /'],
  ['/offers', 'aurora', '/offers?next=//evil.example', someone, '302 /'],
  ['/offers', 'aurora', '/offers?next=https://evil.example', someone, '302 /'],
  ['/offers', 'aurora', '/offers?next=/videos', member([], { teaserViewed: true }), 'serve offers'],
  ['/offers', 'blaze', '/offers?next=/videos', someone, 'serve offers'],
  ['/account', 'aurora', '/account?password_changed=1', anonymous, 'login'],
  ['/account', 'aurora', '/account?password_changed=1', someone, 'serve account'],
  ['/xsite/:site', 'aurora', '/xsite/blaze', anonymous, 'login'],
  ['/xsite/:site', 'aurora', '/xsite/blaze', someone, '302 https://members.blaze.auroranights.example/'],
  ['/xsite/:site', 'aurora', '/xsite/blaze?deeplink=/videos/x', someone, '302 https://members.blaze.auroranights.example/videos/x'],
  ['/xsite/:site', 'aurora', '/xsite/blaze?deeplink=//evil.example', someone, '302 https://members.blaze.auroranights.example/'],
  ['/xsite/:site', 'aurora', '/xsite/evil.example', someone, 'not-found'],
  ['/xsite/:site', 'aurora', '/xsite/Blaze', someone, 'not-found'],
  // Regression: ember's id also occurs inside "members"; only the host label is swapped.
  ['/xsite/:site', 'ember', '/xsite/jade', someone, '302 https://members.jade.emberash.example/'],
  ['/cams', 'aurora', '/cams', anonymous, 'login'],
  ['/cams', 'aurora', '/cams?x=1', someone, 'serve cams'],
  ['/channels', 'aurora', '/channels', anonymous, 'login'],
  ['/channels', 'aurora', '/channels', channelsMember, 'serve channels'],
  // Where we differ from the spec: either kind of channel opens the listing (a brand with internal channels only).
  ['/channels', 'ember', '/channels', internalChannelsMember, 'serve channels'],
  ['/channels', 'aurora', '/channels', someone, 'not-found'],
  ['/channels', 'aurora', '/channels?page=0&sort=new', channelsMember, '302 /channels'],
  ['/favorites', 'aurora', '/favorites', anonymous, 'login'],
  ['/favorites', 'aurora', '/favorites', someone, 'serve favorites'],
  ['/favorites/videos', 'aurora', '/favorites/videos?page=2', someone, 'serve favoriteVideos'],
  ['/favorites/videos', 'aurora', '/favorites/videos?page=0&sort=new', someone, '302 /favorites/videos'],
  ['/favorites/videos', 'aurora', '/favorites/videos', anonymous, 'login'],
  ['/favorites/performers', 'aurora', '/favorites/performers?page=x', someone, '302 /favorites/performers'],
  ['/favorites/performers', 'aurora', '/favorites/performers', anonymous, 'login'],
  ['/favorites/channels', 'aurora', '/favorites/channels', anonymous, 'serve favoriteChannels'],
  ['/favorites/channels', 'aurora', '/favorites/channels?page=0', anonymous, '302 /favorites/channels'],
  ['/channels/:channelSlug', 'aurora', '/channels/gold-pack', channelsMember, 'serve channel'],
  ['/channels/:channelSlug', 'aurora', '/channels/gold-pack', internalChannelsMember, 'serve channel'],
  ['/channels/:channelSlug', 'aurora', '/channels/gold-pack', someone, 'not-found'],
  ['/channels/:channelSlug', 'aurora', '/channels/gold-pack', anonymous, 'login'],
  ['/channels/:channelSlug/videos', 'aurora', '/channels/gold-pack/videos?page=3', channelsMember, 'serve channelVideos'],
  ['/channels/:channelSlug/videos', 'aurora', '/channels/gold-pack/videos?page=0&x=1', channelsMember, '302 /channels/gold-pack/videos'],
  ['/channels/:channelSlug/videos/:videoSlug', 'aurora', '/channels/gold-pack/videos/night-drive', internalChannelsMember, 'serve channelVideo'],
  ['/channels/:channelSlug/videos/:videoSlug', 'aurora', '/channels/gold-pack/videos/Night', channelsMember, 'not-found'],
  ['/channels/:channelSlug/trailers/:videoSlug', 'aurora', '/channels/gold-pack/trailers/night-drive', member(['ChannelTrailers']), 'serve channelTrailer'],
  ['/channels/:channelSlug/trailers/:videoSlug', 'aurora', '/channels/gold-pack/trailers/night-drive', member(['InternalChannelTrailers']), 'serve channelTrailer'],
  ['/channels/:channelSlug/trailers/:videoSlug', 'aurora', '/channels/gold-pack/trailers/night-drive', channelsMember, 'not-found'],
  ['/channels/:channelSlug/trailers/:videoSlug', 'aurora', '/channels/gold-pack/trailers/night-drive', anonymous, 'login'],
  ['/channels/:channelSlug/picturesets/:videoSlug', 'aurora', '/channels/gold-pack/picturesets/night-drive', channelsMember, 'serve channelPictureSet'],
  ['/channels/:channelSlug/packs/:channelPackSlug', 'aurora', '/channels/gold-pack/packs/summer-1', channelsMember, 'serve channelPack'],
  ['/channels/:channelSlug/packs/:channelPackSlug', 'aurora', '/channels/gold-pack/packs/summer-1?page=-1', channelsMember, '302 /channels/gold-pack/packs/summer-1'],
  ['/channels/:channelSlug/packs/:channelPackSlug', 'aurora', '/channels/gold-pack/packs/Summer', channelsMember, 'not-found'],
  ['/channels/all-videos', 'aurora', '/channels/all-videos', channelsMember, 'serve allChannelVideos'],
  ['/channels/all-videos', 'ember', '/channels/all-videos', internalChannelsMember, 'serve allChannelVideos'],
  ['/channels/all-videos', 'aurora', '/channels/all-videos', someone, 'not-found'],
  ['/channels/all-videos', 'aurora', '/channels/all-videos', anonymous, 'login'],
  ['/channels/all-videos', 'aurora', '/channels/all-videos?page=0', channelsMember, '302 /channels/all-videos'],
  ['/tube2', 'aurora', '/tube2?a=1&b=two', anonymous, '302 /?a=1&b=two'],
  ['/tube2', 'aurora', '/tube2', anonymous, '302 /'],
  ['/parent-redirect', 'aurora', '/parent-redirect?id_token=t&next=/x', someone, 'serve parentRedirect'],
  ['/showcases', 'blaze', '/showcases', anonymous, 'serve showcases'],
  ['/showcases', 'cinder', '/showcases', anonymous, 'not-found'],
  ['/showcase/:slug', 'aurora', '/showcase/summer-1', anonymous, 'serve showcase'],
  ['/showcase/:slug', 'aurora', '/showcase/Summer', anonymous, 'not-found'],
  ['/showcase/:slug', 'cinder', '/showcase/summer-1', anonymous, 'not-found'],
  ['/angels', 'aurora', '/angels', anonymous, 'serve angels'],
  ['/angels', 'blaze', '/angels', anonymous, 'not-found'],
  ['/angels/:slug', 'aurora', '/angels/jane-doe', anonymous, 'serve angel'],
  ['/angels/:slug', 'aurora', '/angels/jane_doe', anonymous, 'not-found'],
  ['/angels/:slug', 'blaze', '/angels/jane-doe', anonymous, 'not-found'],
  ['/reels', 'aurora', '/reels', anonymous, 'serve reels'],
  ['/reels', 'blaze', '/reels', anonymous, 'not-found'],
  ['/wall', 'aurora', '/wall', anonymous, 'serve wall'],
  ['/wall', 'blaze', '/wall', anonymous, 'not-found'],
  ['/recommended-videos', 'aurora', '/recommended-videos', member(['RECOMMENDED_VIDEOS']), 'serve recommendedVideos'],
  ['/recommended-videos', 'aurora', '/recommended-videos', someone, 'not-found'],
  ['/recommended-videos', 'aurora', '/recommended-videos', anonymous, 'login'],
  ['/sites/:brand/:type', 'jade', '/sites/aurora/videos', anonymous, 'serve brands'],
  ['/sites/:brand/:type', 'jade', '/sites/ivy/performers?page=2&selector=new', anonymous, 'serve brands'],
  ['/sites/:brand/:type', 'jade', '/sites/aurora/models', anonymous, 'not-found'],
  ['/sites/:brand/:type', 'jade', '/sites/jade/videos', anonymous, 'not-found'],
  ['/sites/:brand/:type', 'jade', '/sites/nowhere/videos', anonymous, 'not-found'],
  ['/sites/:brand/:type', 'aurora', '/sites/blaze/videos', anonymous, 'not-found'],
  ['/sites/:brand/:type', 'jade', '/sites/aurora/videos?sites=x&selector=s&page=2', anonymous, '302 /sites/aurora/videos?selector=s&page=2'],
  ['/sites/:brand/:type', 'jade', '/sites/aurora/videos?page=0&selector=s&sites=x', anonymous, '302 /sites/aurora/videos?selector=s'],
];

describe('browsing spec section 2: routes with rules', () => {
  it.each(rows)('%s: %s %s → %s', (_route, tenant, url, who, outcome) => {
    expect(summary(decide(tenant, url, who))).toBe(outcome);
  });
});

describe('what the served page receives', () => {
  it.each([
    ['blaze', '/videos?search=Big%20Cats', { page: '1', search: 'big cats' }],
    ['blaze', '/videos?search=Big&filter=Tag', { page: '1', search: 'Big', filter: 'Tag' }],
    ['blaze', '/performers?page=3', { order: 'rating', page: '3', gender: 'girls' }],
    ['aurora', '/performers?order=name&gender=guys&sex=M', { order: 'name', page: '1', gender: 'guys' }],
    ['aurora', '/search?q=jane&page=2', { q: 'jane', page: '2' }],
    ['aurora', '/awards?page=4', { page: '4' }],
    ['aurora', '/videos/night-drive', { slug: 'night-drive' }],
    ['jade', '/sites/ivy/performers?page=2&selector=new', { brand: 'ivy', type: 'performers', page: '2', selector: 'new' }],
    ['aurora', '/favorites/channels', { page: '1' }],
  ] as const)('%s %s → %j', (tenant, url, params) => {
    expect(decide(tenant, url)).toMatchObject({ kind: 'serve', params });
  });

  it('passes id_token and next to /parent-redirect as token and next', () => {
    expect(decide('aurora', '/parent-redirect?id_token=abc&next=/videos', member())).toMatchObject({
      params: { token: 'abc', next: '/videos' },
    });
  });

  it('sends the anonymous visitor to the members-area login with the current path and query', () => {
    expect(decide('aurora', '/account?password_changed=1')).toEqual({
      kind: 'login',
      location: `/oidc/login?uri=${encodeURIComponent('/account?password_changed=1')}`,
    });
  });
});
