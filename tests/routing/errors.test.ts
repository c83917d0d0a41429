import { describe, expect, it } from 'vitest';
import { member, decide, summary } from './fixtures.ts';

const everything = member([
  'Channels',
  'InternalChannels',
  'ChannelTrailers',
  'InternalChannelTrailers',
  'RECOMMENDED_VIDEOS',
]);

// Browsing spec section 5: "Used on video, trailer, picture set, performer, model, category, channel,
// showcase and angel routes; failure gives not-found." A member who can see everything, on aurora
// (every switch on), so that only the slug decides.
describe('section 5: an invalid slug gives not-found on every slug route', () => {
  it.each([
    ['video', '/videos/Bad-Slug'],
    ['video with comment', '/videos/bad--slug/comment/1'],
    ['trailer', '/trailer/bad_slug'],
    ['picture set', '/pictureset/-bad'],
    ['performer', '/performers/bad-'],
    ['model', '/models/BAD'],
    ['category', '/categories/bad%20slug'],
    ['channel', '/channels/bad.slug'],
    ['channel videos', '/channels/Bad/videos'],
    ['channel video', '/channels/good/videos/Bad'],
    ['channel trailer', '/channels/good/trailers/b_d'],
    ['channel picture set', '/channels/good/picturesets/B'],
    ['channel pack', '/channels/good/packs/b--d'],
    ['showcase', '/showcase/Bad'],
    ['angel', '/angels/bad-'],
  ])('%s: %s', (_route, url) => {
    expect(summary(decide('aurora', url, everything))).toBe('not-found');
  });
});

// Browsing spec section 8, the not-found and redirect rows.
describe('section 8: error catalogue', () => {
  it.each([
    ['invalid slug', 'aurora', '/videos/Nope', 'not-found'],
    ['missing ability (Channels or InternalChannels)', 'aurora', '/channels', 'not-found'],
    ['missing ability (channel trailers)', 'aurora', '/channels/a/trailers/b', 'not-found'],
    ['missing ability (recommendation shelf)', 'aurora', '/recommended-videos', 'not-found'],
    ['disabled feature (awards link)', 'blaze', '/awards', 'not-found'],
    ['disabled feature (showAngels)', 'blaze', '/angels', 'not-found'],
    ['disabled feature (reels)', 'blaze', '/reels', 'not-found'],
    ['disabled feature (curator wall)', 'blaze', '/wall', 'not-found'],
    ['disabled feature (showcasesPage)', 'cinder', '/showcase/a', 'not-found'],
    ['non-standalone brand', 'jade', '/sites/jade/videos', 'not-found'],
    ['current tenant is standalone', 'blaze', '/sites/aurora/videos', 'not-found'],
    ['invalid page query, redirect with no message', 'aurora', '/favorites/videos?page=0', '302 /favorites/videos'],
  ] as const)('%s: %s %s → %s', (_situation, tenant, url, outcome) => {
    expect(summary(decide(tenant, url, member()))).toBe(outcome);
  });
});

// Browsing spec section 4 and 9: 301 only for the legacy routes, 302 for everything else.
describe('redirect status: permanent only for legacy routes', () => {
  it.each([
    ['/models', 301],
    ['/models/jane', 301],
    ['/favorites/models', 301],
    ['/categories/cats', 301],
    ['/tube2', 302],
    ['/joinnow', 302],
    ['/videos?page=0', 302],
    ['/offers', 302],
  ] as const)('%s → %d', (url, status) => {
    expect(decide('aurora', url, member())).toMatchObject({ kind: 'redirect', status });
  });
});
