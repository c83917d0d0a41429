import { describe, expect, it } from 'vitest';
import { performerPagePath, videoPagePath } from '../../src/routing/paths.ts';
import { tourPerformerUrl, tourVideoUrl } from '../../upstream/tour-pages.ts';

// The stand-in writes the tour's page URLs it hands out on its own (it imports no value of the site):
// they must name the pages the site builds, or every absoluteUrl and cross-navigation link is a 404.
const TOUR = 'https://www.aurora.example';

describe("the gateway's tour URLs name the site's own pages", () => {
  it.each([
    ['a video', tourVideoUrl, videoPagePath],
    ['a performer', tourPerformerUrl, performerPagePath],
  ])('%s', (_page, upstreamUrl, sitePath) => {
    for (const slug of ['night-swim-12', 'ana-lee']) expect(upstreamUrl(TOUR, slug)).toBe(new URL(sitePath(slug), TOUR).href);
  });
});
