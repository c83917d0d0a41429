import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/catalogue/schemas.ts';
import { chosenCount } from '../../src/search/facet-panel.ts';
import { indexCatalogue } from '../../src/tour/catalogue-index.ts';
import { performerListingFilters, videoListingFilters } from '../../src/tour/listing-filters.ts';
import { filteredPerformersHeading, performerListingKinds } from '../../src/tour/performer-listings.ts';

const facet = (name: string, values: [string, number][]) => ({ name, values: values.map(([value, count]) => ({ value, label: value, count })) });
const snapshot = {
  videos: Array.from({ length: 30 }, (_, i) => ({ videoId: i + 1, slug: `v-${i}`, models: [] })),
  performers: [],
  channels: [],
  awardedVideoSlugs: [],
  topRatedVideoSlugs: [],
  facets: {
    videos: [facet('categories', [['lingerie', 14], ['romance', 11]]), facet('year', [['2025', 30]])],
    performers: [facet('sex', [['F', 13], ['M', 7]]), facet('hairColor', [['blonde', 6]])],
  },
} as unknown as CatalogueSnapshot;
const index = indexCatalogue(snapshot);

// The listings offer their filters before any search: the static pages' panel.
describe("a static listing's filter panel", () => {
  it('/videos: every facet of the catalogue with its counts, none ticked, submitting to /videos', () => {
    const filters = videoListingFilters(index);
    expect(filters.action).toBe('/videos');
    expect(filters.totalCount).toBe(30);
    expect(filters.groups.map((group) => [group.name, group.options.map((option) => [option.value, option.count, option.checked])])).toEqual([
      ['categories', [['lingerie', 14, false], ['romance', 11, false]]],
      ['year', [['2025', 30, false]]],
    ]);
    expect(chosenCount(filters.groups)).toBe(0);
  });

  it("/performers' variants: the variant's gender ticked, its order carried, and no count of the whole catalogue", () => {
    const [girlsByRating, guysByRating, girlsByName] = performerListingKinds(true);
    const byRating = performerListingFilters(index, girlsByRating!);
    expect(byRating.hidden).toEqual({});
    expect(byRating.groups[0]?.options.map((option) => [option.value, option.checked, option.count])).toEqual([['F', true, null], ['M', false, null]]);
    expect(performerListingFilters(index, guysByRating!).groups[0]?.options.filter((option) => option.checked).map((option) => option.value)).toEqual(['M']);
    expect(performerListingFilters(index, girlsByName!).hidden).toEqual({ order: 'name' });
  });
});

// A filtered /performers page keeps the heading of the list it narrows, where it narrows one.
describe("a filtered performer listing's heading", () => {
  it.each([
    { order: 'rating', sexes: ['F'], heading: 'Performers' },
    { order: 'rating', sexes: ['M'], heading: 'Male performers' },
    { order: 'name', sexes: ['F'], heading: 'Performers by name' },
    { order: 'name', sexes: ['M'], heading: 'Male performers by name' },
    { order: 'name', sexes: ['F', 'M'], heading: 'Performers by name' },
    { order: 'newest', sexes: ['M'], heading: 'Male performers' },
    { order: 'rating', sexes: ['X'], heading: 'Performers' },
  ])('order $order, sex $sexes: "$heading"', ({ order, sexes, heading }) => {
    expect(filteredPerformersHeading(order, sexes)).toBe(heading);
  });
});
