import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../src/routing/routes.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { anonymous, decide } from './fixtures.ts';

type Row = [route: RouteName, tenant: TenantId, url: string, auth: 'open' | 'required'];

// Browsing spec section 6 (exceptions open to visitors: trailer, favorites/channels, signup success,
// signup-extern, upgrade membership, signup denial, upgrade success and denial, joinnow), the auth
// column of membership spec section 2, and the public tour of DESIGN.md (catalogue, listing, legal).
const rows: Row[] = [
  ['home', 'aurora', '/', 'open'],
  ['videos', 'aurora', '/videos', 'open'],
  ['video', 'aurora', '/videos/a', 'open'],
  ['videoWithComment', 'aurora', '/videos/a/comment/1', 'required'],
  ['topRated', 'aurora', '/toprated', 'open'],
  ['joinNow', 'aurora', '/joinnow', 'open'],
  ['awards', 'aurora', '/awards', 'open'],
  ['oldModels', 'aurora', '/models', 'open'],
  ['oldModel', 'aurora', '/models/a', 'open'],
  ['performers', 'blaze', '/performers', 'open'],
  ['performer', 'aurora', '/performers/a', 'open'],
  ['categories', 'aurora', '/categories', 'open'],
  ['category', 'aurora', '/categories/a', 'open'],
  ['casting', 'aurora', '/casting', 'open'],
  ['search', 'aurora', '/search', 'open'],
  ['terms', 'aurora', '/terms', 'open'],
  ['privacy', 'aurora', '/privacy', 'open'],
  ['safety', 'aurora', '/safety', 'open'],
  ['removal', 'aurora', '/removal', 'open'],
  ['compliance', 'aurora', '/2257', 'open'],
  ['trailer', 'aurora', '/trailer/a', 'open'],
  ['pictureSet', 'aurora', '/pictureset/a', 'required'],
  ['offers', 'aurora', '/offers', 'required'],
  ['account', 'aurora', '/account', 'required'],
  ['notifications', 'aurora', '/notifications', 'required'],
  ['crossSite', 'aurora', '/xsite/blaze', 'required'],
  ['cams', 'aurora', '/cams', 'required'],
  ['channels', 'aurora', '/channels', 'required'],
  ['allChannelVideos', 'aurora', '/channels/all-videos', 'required'],
  ['channel', 'aurora', '/channels/a', 'required'],
  ['channelVideos', 'aurora', '/channels/a/videos', 'required'],
  ['channelVideo', 'aurora', '/channels/a/videos/b', 'required'],
  ['channelTrailer', 'aurora', '/channels/a/trailers/b', 'required'],
  ['channelPictureSet', 'aurora', '/channels/a/picturesets/b', 'required'],
  ['channelPack', 'aurora', '/channels/a/packs/b', 'required'],
  ['favorites', 'aurora', '/favorites', 'required'],
  ['favoriteVideos', 'aurora', '/favorites/videos', 'required'],
  ['favoritePerformers', 'aurora', '/favorites/performers', 'required'],
  ['oldFavoriteModels', 'aurora', '/favorites/models', 'required'],
  ['favoriteChannels', 'aurora', '/favorites/channels', 'open'],
  ['tube2', 'aurora', '/tube2', 'open'],
  ['parentRedirect', 'aurora', '/parent-redirect', 'required'],
  ['showcases', 'aurora', '/showcases', 'open'],
  ['showcase', 'aurora', '/showcase/a', 'open'],
  ['angels', 'aurora', '/angels', 'open'],
  ['angel', 'aurora', '/angels/a', 'open'],
  ['reels', 'aurora', '/reels', 'open'],
  ['wall', 'aurora', '/wall', 'open'],
  ['recommendedVideos', 'aurora', '/recommended-videos', 'required'],
  ['brands', 'jade', '/sites/aurora/videos', 'open'],
  ['deals', 'aurora', '/deals', 'open'],
  ['login', 'aurora', '/login', 'open'],
  ['support', 'aurora', '/support', 'open'],
  ['brandList', 'aurora', '/brands', 'open'],
  ['allSites', 'jade', '/sites', 'open'],
  ['signupSuccess', 'aurora', '/_signupsuccess', 'open'],
  ['signupExternal', 'aurora', '/_signup-extern/epoch', 'open'],
  ['signupDenied', 'aurora', '/_signupdenial', 'open'],
  ['upgradeMembership', 'aurora', '/_upgrademembership', 'open'],
  ['upgradeSuccess', 'aurora', '/_upgradesuccess', 'open'],
  ['upgradeDenied', 'aurora', '/_upgradedenial', 'open'],
  ['oneClickUpsellSuccess', 'aurora', '/_upsell_signupsuccess', 'required'],
  ['oneClickUpsellFailure', 'aurora', '/_upsell_signupdenial', 'required'],
  ['outgoingUpsell', 'aurora', '/oneclick/outgoing-upsell', 'required'],
  ['usernameSelection', 'aurora', '/username', 'required'],
  ['oidc', 'aurora', '/oidc/login', 'open'],
  ['api', 'aurora', '/api/videos', 'open'],
  ['recommendationsTracking', 'aurora', '/recommendations-tracking', 'open'],
  ['reelEvent', 'aurora', '/rest/reel/view', 'open'],
  ['astroAsset', 'aurora', '/_astro/index.abc123.js', 'open'],
  ['themeStylesheet', 'aurora', '/theme/0123456789.css', 'open'],
  ['serverIsland', 'aurora', '/_server-islands/Player', 'open'],
  ['action', 'aurora', '/_actions/favorite', 'open'],
  ['image', 'aurora', '/_image', 'open'],
  ['publicFile', 'aurora', '/favicon.ico', 'open'],
];

describe('auth marking of every route', () => {
  it('has one row here for every route of the table', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it.each(rows)('%s (%s %s) is %s', (name, tenant, url, auth) => {
    expect(ROUTES.find((route) => route.name === name)?.auth).toBe(auth);
    const decision = decide(tenant, url, anonymous);
    if (auth === 'required') expect(decision.kind).toBe('login');
    else expect(decision).not.toMatchObject({ kind: 'login' });
  });

  it('serves the open route to the anonymous visitor and says so', () => {
    expect(decide('aurora', '/trailer/a')).toMatchObject({ kind: 'serve', route: 'trailer', auth: 'open' });
  });
});
