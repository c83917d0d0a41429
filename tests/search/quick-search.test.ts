import { describe, expect, it } from 'vitest';
import type { QuickSearch } from '../../src/catalogue/schemas.ts';
import { parseSearchQuery } from '../../src/search/index.ts';
import { allResultsLabel, QUICK_SEARCH_LIMIT, readQuickSuggestions } from '../../src/search/quick-search.ts';
import { quickSuggestions } from '../../src/search/quick-suggestions.ts';

const model = (slug: string, name: string) => ({ slug, name, sex: 'F' as const, absoluteUrl: `https://www.aurora.example/performers/${slug}` });
const video = (n: number) => ({
  videoId: n,
  slug: `wild-hours-${n}`,
  site: 'AURORA',
  title: `Wild Hours ${n}`,
  releaseDate: '2025-09-30',
  runLength: 3353,
  models: n === 1 ? [model('bianca-ivers', 'Bianca Ivers'), model('lana-quinn', 'Lana Quinn')] : [],
}) as unknown as QuickSearch['videos'][number];
const data: QuickSearch = {
  videos: Array.from({ length: 7 }, (_, i) => video(i + 1)),
  categories: [{ id: 1, slug: 'wild-nights', name: 'Wild nights', scenes: 1, isHighlighted: false }, { id: 2, slug: 'wilderness', name: 'Wilderness', scenes: 12, isHighlighted: true }],
  models: [model('wilma-stone', 'Wilma Stone')],
  totalCount: 42,
};

// Browsing spec section 3, "Quick search data: videos, categories, models, totalCount".
describe('the quick search answer', () => {
  const answer = quickSuggestions(parseSearchQuery(new URLSearchParams('q=wil')), data);

  it('links each suggestion where the search page links it, a few of each kind', () => {
    expect(answer.videos).toHaveLength(QUICK_SEARCH_LIMIT);
    expect(answer.videos[0]).toEqual({ label: 'Wild Hours 1', href: '/videos/wild-hours-1', detail: 'Bianca Ivers, Lana Quinn' });
    expect(answer.videos[1]?.detail).toBeNull();
    expect(answer.categories).toEqual([
      { label: 'Wild nights', href: '/videos?categories=wild-nights', detail: '1 video' },
      { label: 'Wilderness', href: '/videos?categories=wilderness', detail: '12 videos' },
    ]);
    expect(answer.models).toEqual([{ label: 'Wilma Stone', href: '/performers/wilma-stone', detail: null }]);
  });

  it('ends on the search page of the same text, with the number of videos found', () => {
    expect(answer.allHref).toBe('/search?q=wil');
    expect(allResultsLabel(answer)).toBe('See all 42 videos for “wil”');
    expect(allResultsLabel({ q: 'x', totalCount: 1 })).toBe('See all 1 video for “x”');
  });

  it('reads back as itself in the browser', () => {
    expect(readQuickSuggestions(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
    expect(readQuickSuggestions({ error: 'An Error Occured.' })).toEqual({ error: 'An Error Occured.' });
  });

  it.each([
    ['nothing', null],
    ['a proxy page', '<html>'],
    ['a group missing', { ...answer, models: undefined }],
    ['a link to another site', { ...answer, videos: [{ label: 'x', href: '//evil.example/x', detail: null }] }],
    ['a script link', { ...answer, categories: [{ label: 'x', href: 'javascript:alert(1)', detail: null }] }],
    ['a search page elsewhere', { ...answer, allHref: 'https://evil.example/' }],
    ['a count that is no count', { ...answer, totalCount: -1 }],
  ])('is refused in the browser when it is %s', (_case, value) => {
    expect(readQuickSuggestions(value)).toBeNull();
  });
});
