import { describe, expect, it } from 'vitest';
import { PERFORMER_FACETS, VIDEO_FACETS } from '../../src/catalogue/schemas.ts';
import {
  facetFilters,
  listingHref,
  MAX_FACET_VALUES,
  parsePerformerListingQuery,
  parseVideoListingQuery,
} from '../../src/search/index.ts';

const videos = (query: string) => parseVideoListingQuery(new URLSearchParams(query));
const performers = (query: string) => parsePerformerListingQuery(new URLSearchParams(query));
const videoFilter = (query: string) => facetFilters(VIDEO_FACETS, videos(query).facets);
const performerFilter = (query: string) => facetFilters(PERFORMER_FACETS, performers(query).facets);

describe('the filtered /videos query (facet names of browsing spec section 3)', () => {
  it.each([
    ['', []],
    ['categories=anal', [{ name: 'categories', values: ['anal'] }]],
    ['categories=anal&categories=blonde', [{ name: 'categories', values: ['anal', 'blonde'] }]],
    ['categories=anal,blonde', [{ name: 'categories', values: ['anal', 'blonde'] }]],
    ['categories=anal&categories=anal', [{ name: 'categories', values: ['anal'] }]],
    ['year=2024&categories=anal', [{ name: 'categories', values: ['anal'] }, { name: 'year', values: ['2024'] }]],
    ['sites=AURORA&ageF=40-plus', [{ name: 'sites', values: ['AURORA'] }, { name: 'ageF', values: ['40-plus'] }]],
    ['nosuchfacet=x&__proto__=y&constructor=z', []],
    ['categories=', []],
    ['categories=<script>', []],
    ['categories=a%22onmouseover%3D', []],
    [`categories=${'a'.repeat(65)}`, []],
    ['sex=F', []],
  ])('%j filters by %j', (query, expected) => {
    expect(videoFilter(query)).toEqual(expected);
  });

  it('honours at most MAX_FACET_VALUES values of a facet', () => {
    const query = Array.from({ length: 100 }, (_, i) => `categories=c${i}`).join('&');
    expect(videos(query).facets.categories).toHaveLength(MAX_FACET_VALUES);
  });

  it.each([
    ['search=anal', [{ name: 'categories', values: ['anal'] }]],
    ['search=ANAL', [{ name: 'categories', values: ['anal'] }]],
    ['search=jane-doe&filter=modelsF', [{ name: 'modelsF', values: ['jane-doe'] }]],
    // Only a search without a filter is lowercased (browsing spec section 3): site codes are upper case.
    ['search=AURORA&filter=sites', [{ name: 'sites', values: ['AURORA'] }]],
    ['search=anal&filter=nosuchfacet', [{ name: 'categories', values: ['anal'] }]],
    ['search=anal&categories=anal', [{ name: 'categories', values: ['anal'] }]],
    ['search=two%20words', []],
  ])('the legacy search %j narrows %j', (query, expected) => {
    expect(videoFilter(query)).toEqual(expected);
  });

  it.each([
    ['', 1],
    ['page=4', 4],
    ['page=abc', 1],
    ['page=0', 1],
  ])('%j is page %i', (query, page) => {
    expect(videos(query).page).toBe(page);
  });

  it.each([
    ['categories=anal', 1, '/videos?categories=anal'],
    ['categories=anal&categories=blonde&year=2024', 2, '/videos?categories=anal&categories=blonde&year=2024&page=2'],
    ['search=anal', 3, '/videos?categories=anal&page=3'],
    ['junk=1', 1, '/videos'],
  ])('paging %j keeps the filters and points at the visible /videos', (query, page, href) => {
    expect(listingHref('/videos', VIDEO_FACETS, videos(query).facets, page)).toBe(href);
  });
});

describe('the filtered /performers query', () => {
  it.each([
    ['', [{ name: 'sex', values: ['F'] }]],
    ['gender=guys', [{ name: 'sex', values: ['M'] }]],
    ['gender=junk', [{ name: 'sex', values: ['F'] }]],
    ['sex=M&gender=girls', [{ name: 'sex', values: ['M'] }]],
    ['sex=F&hairColor=blonde', [{ name: 'sex', values: ['F'] }, { name: 'hairColor', values: ['blonde'] }]],
    ['sex=F&year=2024', [{ name: 'sex', values: ['F'] }]],
    ['sex=F&search=j&filter=name', [{ name: 'sex', values: ['F'] }, { name: 'name', values: ['j'] }]],
    ['sex=F&search=j', [{ name: 'sex', values: ['F'] }]],
  ])('%j filters by %j', (query, expected) => {
    expect(performerFilter(query)).toEqual(expected);
  });

  it.each([
    ['', 'rating'],
    ['order=name', 'name'],
    ['order=newest', 'newest'],
    ['order=DROP%20TABLE', 'rating'],
  ])('%j orders by %s', (query, order) => {
    expect(performers(query).order).toBe(order);
  });
});
