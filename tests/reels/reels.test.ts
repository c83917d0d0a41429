import { describe, expect, it } from 'vitest';
import { reelOf, reelOffer, type ReelVideo } from '../../src/features/reels/reels.ts';
import { demoMember } from '../member-pages/demo-profiles.ts';

const image = (src: string) => ({ src, placeholder: src, width: 384, height: 216, highdpi: { double: src, triple: src } });
const video = (overrides: Partial<ReelVideo> = {}): ReelVideo => ({
  videoId: 1,
  site: 'AURORA',
  slug: 'night-swim',
  title: 'Night swim',
  freeVideo: false,
  isFreeLimitedTrial: false,
  guestUserScene: false,
  channel: null,
  trailer: { src: 'https://cdn.example/trailers/night-swim.mp4', type: 'video/mp4', width: 1280, height: 720 },
  previews: { listing: [{ src: 'teaser.svg', type: 'image/svg+xml', width: 384, height: 216 }], poster: [] },
  images: { poster: [image('poster.svg')], listing: [image('listing.svg')] },
  ...overrides,
});

describe('a reel is the video’s trailer on its poster (browsing spec section 2, /reels)', () => {
  it('plays the trailer over the poster image where no preview moves', () => {
    expect(reelOf(video())).toMatchObject({ videoId: 1, clip: { src: 'https://cdn.example/trailers/night-swim.mp4' }, poster: { src: 'poster.svg' } });
  });

  it('plays a moving preview where the catalogue has one', () => {
    const teaser = { src: 'teaser.mp4', type: 'video/mp4', width: 384, height: 216 };
    expect(reelOf(video({ previews: { listing: [teaser], poster: [] } }))?.clip).toEqual(teaser);
    expect(reelOf(video({ previews: { listing: [], poster: [teaser] }, trailer: null }))?.clip).toEqual(teaser);
  });

  it('takes the listing picture when there is no poster, and makes no reel of a video with nothing that moves', () => {
    expect(reelOf(video({ images: { poster: [], listing: [image('listing.svg')] } }))?.poster?.src).toBe('listing.svg');
    expect(reelOf(video({ trailer: null }))).toBeNull();
  });
});

describe("what a reel offers a member (membership spec section 6's access)", () => {
  it.each([
    ['a member of the brand watches the full video', 'member', video(), 'watch'],
    ['a trial with credits buys it with one', 'trial', video(), 'unlock'],
    ['an expired member is sent to the video page’s offer', 'expired', video(), 'offer'],
    ['anyone signed in watches a free scene', 'expired', video({ freeVideo: true }), 'watch'],
  ] as const)('%s', (_case, kind, reelVideo, expected) => {
    expect(reelOffer(reelVideo, demoMember(kind, 'aurora'), { tenant: 'aurora', role: 'brand' })).toBe(expected);
  });
});
