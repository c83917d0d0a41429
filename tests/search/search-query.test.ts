import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SIZE, MAX_SEARCH_LENGTH, parseSearchQuery, searchHref } from '../../src/search/index.ts';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('the /search query (browsing spec section 2: q, page, size)', () => {
  it.each([
    ['', { q: '', page: 1, size: DEFAULT_SEARCH_SIZE }],
    ['q=night', { q: 'night', page: 1, size: 12 }],
    ['q=night&page=3', { q: 'night', page: 3, size: 12 }],
    ['q=night&size=24', { q: 'night', page: 1, size: 24 }],
    ['q=night&size=1', { q: 'night', page: 1, size: 1 }],
    ['q=night&size=60', { q: 'night', page: 1, size: 60 }],
    ['q=night&size=0', { q: 'night', page: 1, size: 12 }],
    ['q=night&size=61', { q: 'night', page: 1, size: 12 }],
    ['q=night&size=abc', { q: 'night', page: 1, size: 12 }],
    ['q=night&size=1e1', { q: 'night', page: 1, size: 12 }],
    ['q=night&size=-5', { q: 'night', page: 1, size: 12 }],
    ['q=night&page=abc', { q: 'night', page: 1, size: 12 }],
    ['q=night&page=0', { q: 'night', page: 1, size: 12 }],
    ['q=night&page=2&page=7', { q: 'night', page: 2, size: 12 }],
    ['q=%20%20two%20%20words%20', { q: 'two words', page: 1, size: 12 }],
    ['q=a%00b%0Ac', { q: 'a b c', page: 1, size: 12 }],
    ['q=<script>alert(1)</script>', { q: '<script>alert(1)</script>', page: 1, size: 12 }],
    ['q=first&q=second', { q: 'first', page: 1, size: 12 }],
  ])('%j parses to %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('cuts a very long query to the longest search text', () => {
    expect(parse(`q=${'x'.repeat(5000)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it.each([
    [{ q: 'night', page: 1, size: 12 }, 1, '/search?q=night'],
    [{ q: 'night', page: 1, size: 12 }, 3, '/search?q=night&page=3'],
    [{ q: 'a b&c', page: 2, size: 24 }, 2, '/search?q=a+b%26c&size=24&page=2'],
  ])('links page %# keep q and a non-default size', (query, page, href) => {
    expect(searchHref(query, page)).toBe(href);
  });
});
