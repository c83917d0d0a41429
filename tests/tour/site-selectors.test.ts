import { describe, expect, it } from 'vitest';
import type { Performer, VideoRecord } from '../../src/catalogue/schemas.ts';
import type { SiteListing } from '../../src/tour/site-listings.ts';
import { RECENT_CONTENT_WINDOW_DAYS, RECENT_CONTENT_WINDOW_MS } from '../../src/shell/durations.ts';
import { isRecentRelease, selectSiteListing, siteListingSelectorOf } from '../../src/tour/site-selectors.ts';

const NOW = new Date('2025-10-15T12:00:00Z');

describe('the selector of /sites/:brand/:type (browsing spec section 2)', () => {
  it.each([
    ['videos', 'recent', 'recent'],
    ['videos', 'top-rated', 'top-rated'],
    ['performers', 'name', 'name'],
    ['videos', 'name', null],
    ['performers', 'recent', null],
    ['videos', undefined, null],
    ['videos', 'RECENT', null],
    ['channels', 'recent', null],
  ])('%s with %j → %j', (type, value, expected) => {
    expect(siteListingSelectorOf(type, value)).toBe(expected);
  });
});

describe('the recent-content window: 14 days (membership spec section 9)', () => {
  it.each([
    ['released today', '2025-10-15', true],
    ['released 13 days ago', '2025-10-02', true],
    ['released 14 days ago, at the window', '2025-10-01', false],
    ['released a month ago', '2025-09-15', false],
    ['released tomorrow (upcoming)', '2025-10-16', false],
  ])('%s (%s) → %s', (_case, date, recent) => {
    expect(isRecentRelease(date, NOW)).toBe(recent);
  });

  it('is the spec’s 14 days, 12096e5 ms', () => {
    expect(RECENT_CONTENT_WINDOW_DAYS).toBe(14);
    expect(RECENT_CONTENT_WINDOW_MS).toBe(12096e5);
  });
});

describe('a selection of a site listing', () => {
  const video = (slug: string, releaseDate: string, rating: number) => ({ slug, title: slug, releaseDate, rating }) as VideoRecord;
  const videos: SiteListing = {
    brand: 'aurora',
    siteName: 'Aurora Nights',
    type: 'videos',
    base: '/sites/aurora/videos',
    videos: [video('newest', '2025-10-14', 6), video('older', '2025-10-05', 9), video('old', '2025-08-01', 8)],
  };
  const performers: SiteListing = {
    brand: 'aurora',
    siteName: 'Aurora Nights',
    type: 'performers',
    base: '/sites/aurora/performers',
    performers: [{ name: 'Zoe' }, { name: 'Ada' }] as Performer[],
  };
  const slugs = (listing: SiteListing) => (listing.type === 'videos' ? listing.videos.map((v) => v.slug) : listing.performers.map((p) => p.name));

  it.each([
    ['recent: the window’s videos, newest first', videos, 'recent', ['newest', 'older']],
    ['top-rated: every video, the best rated first', videos, 'top-rated', ['older', 'old', 'newest']],
    ['name: the performers A to Z', performers, 'name', ['Ada', 'Zoe']],
  ] as const)('%s', (_case, listing, selector, expected) => {
    expect(slugs(selectSiteListing(listing, selector, NOW))).toEqual(expected);
  });
});
