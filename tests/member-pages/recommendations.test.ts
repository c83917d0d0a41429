import { describe, expect, it } from 'vitest';
import { abilitiesFrom } from '../../src/access/abilities.ts';
import { recommendationHref, videoPageShelf } from '../../src/features/recommendations/shelf.ts';

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

describe('a recommended video leads', () => {
  it.each([
    [{ slug: 'night-swim-1', crossNavigation: false, crossNavigationLink: null }, '/videos/night-swim-1'],
    [{ slug: 'night-swim-1', crossNavigation: true, crossNavigationLink: 'https://www.blazestudio.example/videos/night-swim-1' }, 'https://www.blazestudio.example/videos/night-swim-1'],
    [{ slug: 'night-swim-1', crossNavigation: true, crossNavigationLink: null }, '/videos/night-swim-1'],
  ])('%j → %s', (video, href) => {
    expect(recommendationHref(video)).toBe(href);
  });
});
