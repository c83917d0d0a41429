import { describe, expect, it } from 'vitest';
import { abilitiesFrom } from '../../src/access/abilities.ts';
import { channelVideoPageShelf, recommendationHref, videoPageShelf } from '../../src/features/recommendations/shelf.ts';

describe('the video page shelf', () => {
  it.each([
    [['see:VIDEO_PAGE_CROSSNAVIGATION', 'see:VIDEO_PAGE'], { crossNavigation: true }],
    [['see:VIDEO_PAGE_CROSSNAVIGATION'], { crossNavigation: true }],
    [['see:VIDEO_PAGE'], { crossNavigation: false }],
    [['see:RECOMMENDED_VIDEOS'], null],
    [[], null],
  ])('with %j is %j', (granted, shelf) => {
    expect(videoPageShelf(abilitiesFrom(granted))).toEqual(shelf);
  });
});

describe('the channel video page shelf (browsing spec section 6: external and internal channel video page)', () => {
  it.each([
    ['a partner channel', true, ['see:EXTERNAL_CHANNEL_VIDEO_PAGE'], { crossNavigation: false }],
    ['a partner channel without its shelf', true, ['see:INTERNAL_CHANNEL_VIDEO_PAGE', 'see:VIDEO_PAGE'], null],
    ['an internal channel', false, ['see:INTERNAL_CHANNEL_VIDEO_PAGE'], { crossNavigation: false }],
    ['an internal channel without its shelf', false, ['see:EXTERNAL_CHANNEL_VIDEO_PAGE', 'see:VIDEO_PAGE_CROSSNAVIGATION'], null],
  ])('%s', (_name, isThirdPartyChannel, granted, shelf) => {
    expect(channelVideoPageShelf(abilitiesFrom(granted), { isThirdPartyChannel })).toEqual(shelf);
  });
});

describe('a recommended video leads, with its recommId', () => {
  // The sister brands as a local run serves them: the gateway's link names the brand's public host.
  const asServed = (link: string) => (link.startsWith('https://www.blazestudio.example/') ? link.replace('https://www.blazestudio.example', 'http://blaze.localhost:4321') : null);
  it.each([
    [{ slug: 'night-swim-1', crossNavigation: false, crossNavigationLink: null, recommId: null }, '/videos/night-swim-1'],
    [{ slug: 'night-swim-1', crossNavigation: false, crossNavigationLink: null, recommId: 'r-1' }, '/videos/night-swim-1?recommId=r-1'],
    [
      { slug: 'night-swim-1', crossNavigation: true, crossNavigationLink: 'https://www.blazestudio.example/videos/night-swim-1', recommId: 'a b&c' },
      'http://blaze.localhost:4321/videos/night-swim-1?recommId=a%20b%26c',
    ],
    [{ slug: 'night-swim-1', crossNavigation: true, crossNavigationLink: null, recommId: null }, '/videos/night-swim-1'],
    // A host no tenant has: the video's page on this tenant, never a dead link.
    [{ slug: 'night-swim-1', crossNavigation: true, crossNavigationLink: 'https://elsewhere.example/videos/night-swim-1', recommId: null }, '/videos/night-swim-1'],
  ])('%j → %s', (video, href) => {
    expect(recommendationHref(video, asServed)).toBe(href);
  });
});
