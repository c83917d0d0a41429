import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Performer, VideoRecord } from '../../src/catalogue/schemas.ts';
import { formatDate, isoDuration } from '../../src/tour/format.ts';
import { jsonLd, performerPerson, videoObject } from '../../src/tour/structured-data.ts';
import { robotsTxt, sitemapIndexXml, sitemapParts, urlSetXml } from '../../src/tour/sitemap.ts';

const site = { name: 'Aurora Nights', tourUrl: 'https://www.auroranights.example' };
const fixture = JSON.parse(readFileSync(new URL('./fixtures/records.json', import.meta.url), 'utf8')) as { video: VideoRecord; performer: Performer };

describe('ISO 8601 durations', () => {
  it.each([
    [0, 'PT0S'],
    [59, 'PT59S'],
    [60, 'PT1M'],
    [3353, 'PT55M53S'],
    [3600, 'PT1H'],
    [3725, 'PT1H2M5S'],
  ])('%i s is %s', (seconds, duration) => {
    expect(isoDuration(seconds)).toBe(duration);
  });
});

describe("dates in the spec's patterns 'MMMM DD, YYYY' and 'MMM DD, YYYY', whatever the tenant's locale", () => {
  it.each([
    ['2025-03-04', 'en-US', 'long', 'March 04, 2025'],
    ['2025-09-30', 'en-US', 'long', 'September 30, 2025'],
    ['2025-03-04', 'en-GB', 'long', 'March 04, 2025'],
    ['2025-03-04', 'en-AU', 'long', 'March 04, 2025'],
    ['2026-11-05T23:30:00.000Z', 'en-US', 'short', 'Nov 05, 2026'],
    ['2026-11-05T23:30:00.000Z', 'en-IE', 'short', 'Nov 05, 2026'],
  ] as const)('%s in %s (%s) reads %s', (date, locale, style, text) => {
    expect(formatDate(date, locale, style)).toBe(text);
  });
});

describe('structured data', () => {
  it('describes a video as a schema.org VideoObject for adults', () => {
    const data = videoObject(fixture.video, site);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: fixture.video.title,
      description: fixture.video.description,
      uploadDate: fixture.video.releaseDate,
      duration: isoDuration(fixture.video.runLength),
      contentRating: 'adult',
      url: `https://www.auroranights.example/videos/${fixture.video.slug}`,
    });
    expect(data['thumbnailUrl']).toContain(fixture.video.images.poster[0]?.src);
  });

  it('describes a performer as a schema.org Person on the tenant host', () => {
    expect(performerPerson(fixture.performer, site)).toMatchObject({
      '@type': 'Person',
      name: fixture.performer.name,
      url: `https://www.auroranights.example/performers/${fixture.performer.slug}`,
    });
  });

  it('cannot be closed early by catalogue text', () => {
    const text = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('sitemap and robots.txt', () => {
  it('lists absolute URLs with escaped queries', () => {
    const xml = urlSetXml(site.tourUrl, ['/', '/performers?order=name&sex=F']);
    expect(xml).toContain('<loc>https://www.auroranights.example/</loc>');
    expect(xml).toContain('<loc>https://www.auroranights.example/performers?order=name&amp;sex=F</loc>');
  });

  it('splits into parts under the protocol limit and indexes them', () => {
    expect(sitemapParts(['/a', '/b', '/c'], 2)).toEqual([['/a', '/b'], ['/c']]);
    expect(sitemapIndexXml(site.tourUrl, 2)).toContain('<loc>https://www.auroranights.example/sitemap-2.xml</loc>');
  });

  it("points robots at the tenant's own sitemap", () => {
    expect(robotsTxt(site.tourUrl)).toContain('Sitemap: https://www.auroranights.example/sitemap.xml');
  });
});
