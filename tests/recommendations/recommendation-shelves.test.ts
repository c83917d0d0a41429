import { describe, expect, it } from 'vitest';
import { abilitiesFrom } from '../../src/access/abilities.ts';
import { RECOMMENDED_LIST_SIZE, RECOMMENDED_LIST_SIZES, shelfHeading, shelvesOn, shownFrom, type ShelfPage } from '../../src/features/recommendations/shelf.ts';

/**
 * Which shelf each page shows for which abilities (browsing spec section 6: the shelves are the
 * tenant's recombee switches; a channel shelf also needs the channels it leads to).
 */
describe('the shelves of the member\'s pages, by ability', () => {
  const ALL_SHELVES = ['HOME_RECOMMENDATIONS', 'TAG', 'CHANNELS', 'RECOMMENDED_MODELS', 'VMG', 'INTERNAL_CHANNELS'].map((shelf) => `see:${shelf}`);
  it.each<[ShelfPage, string[], string[]]>([
    ['home', ALL_SHELVES, ['HOME_RECOMMENDATIONS', 'VMG', 'RECOMMENDED_MODELS']],
    ['home', ['see:HOME_RECOMMENDATIONS'], ['HOME_RECOMMENDATIONS']],
    ['home', ['see:VMG'], ['VMG']],
    ['home', ['see:RECOMMENDED_MODELS'], ['RECOMMENDED_MODELS']],
    ['home', ['see:VIDEO_PAGE', 'see:RECOMMENDED_VIDEOS', 'see:TAG'], []],
    ['home', [], []],
    ['tag', ['see:TAG'], ['TAG']],
    ['tag', ['see:HOME_RECOMMENDATIONS', 'see:VIDEO_PAGE'], []],
    ['performer', ['see:RECOMMENDED_MODELS'], ['RECOMMENDED_MODELS']],
    ['performer', ['see:HOME_RECOMMENDATIONS', 'see:VMG'], []],
    ['channels', [...ALL_SHELVES, 'see:Channels', 'see:InternalChannels'], ['CHANNELS', 'INTERNAL_CHANNELS']],
    ['channels', ['see:CHANNELS', 'see:Channels'], ['CHANNELS']],
    ['channels', ['see:INTERNAL_CHANNELS', 'see:InternalChannels'], ['INTERNAL_CHANNELS']],
    ['channels', ['see:CHANNELS', 'see:INTERNAL_CHANNELS', 'see:Channels'], ['CHANNELS']],
    ['channels', ['see:CHANNELS', 'see:INTERNAL_CHANNELS', 'see:InternalChannels'], ['INTERNAL_CHANNELS']],
    ['channels', ['see:CHANNELS', 'see:INTERNAL_CHANNELS'], []],
    ['channels', ['see:Channels', 'see:InternalChannels'], []],
  ])('%s with %j shows %j', (page, granted, shelves) => {
    expect(shelvesOn(page, abilitiesFrom(granted))).toEqual(shelves);
  });
});

describe("browsing spec section 9's recommended list sizes 9, 6 and 3, by screen", () => {
  it('asks the recommender for the large screen\'s 9', () => {
    expect(RECOMMENDED_LIST_SIZES).toEqual({ large: 9, medium: 6, small: 3 });
    expect(RECOMMENDED_LIST_SIZE).toBe(9);
  });

  it.each([
    [0, 'small'],
    [2, 'small'],
    [3, 'medium'],
    [5, 'medium'],
    [6, 'large'],
    [8, 'large'],
  ])('the pick at index %i shows from the %s screen up', (index, screen) => {
    expect(shownFrom(index)).toBe(screen);
  });
});

describe('shelf headings', () => {
  it.each([
    ['TAG', 'Recommended in Outdoor'],
    ['INTERNAL_CHANNELS', 'Recommended Aurora Nights channels'],
    ['HOME_RECOMMENDATIONS', 'Recommended for you'],
  ] as const)('%s: %s', (shelf, heading) => {
    expect(shelfHeading(shelf, { brand: 'Aurora Nights', tag: 'Outdoor' })).toBe(heading);
  });
});
