import { describe, expect, it } from 'vitest';
import { candidates, compareRoutes, matchSegments, paramsKey, routeOfFile, sortRoutes, type PageRoute } from '../../src/tour/static-page-routes.ts';

describe('Astro file routes read back from the page files', () => {
  it.each([
    ['index.astro', []],
    ['videos/[slug].astro', [{ kind: 'static', value: 'videos' }, { kind: 'param', name: 'slug' }]],
    ['performers/[order]/[gender]/index.astro', [{ kind: 'static', value: 'performers' }, { kind: 'param', name: 'order' }, { kind: 'param', name: 'gender' }]],
    ['angels/[...index].astro', [{ kind: 'static', value: 'angels' }, { kind: 'rest', name: 'index' }]],
  ])('%s', (file, segments) => {
    expect(routeOfFile(file)).toEqual(segments);
  });

  it('matches a rest parameter with no segment as undefined, as getStaticPaths gives it', () => {
    expect(matchSegments(routeOfFile('angels/[...index].astro'), ['angels'])).toEqual({ index: undefined });
    expect(matchSegments(routeOfFile('angels/[...index].astro'), ['angels', 'a', 'b'])).toEqual({ index: 'a/b' });
    expect(matchSegments(routeOfFile('videos/[slug].astro'), ['videos'])).toBeUndefined();
  });

  it('prefers a static name to a parameter, and a parameter to a rest parameter (Astro\'s priority)', () => {
    const files = ['performers/[order]/[gender]/index.astro', 'performers/page/[page].astro', 'performers/[slug]/page/[page].astro', '[...rest].astro'];
    const routes: PageRoute<string>[] = sortRoutes(files.map((file) => ({ segments: routeOfFile(file), page: file })));
    expect(candidates(routes, '/performers/page/2').map((c) => c.page)).toEqual([
      'performers/page/[page].astro',
      'performers/[order]/[gender]/index.astro',
      '[...rest].astro',
    ]);
    expect(compareRoutes(routeOfFile('a/b.astro'), routeOfFile('a/[x].astro'))).toBeLessThan(0);
  });

  it('keys params whatever their order and however Astro typed them', () => {
    expect(paramsKey({ page: 2, order: 'rating' })).toBe(paramsKey({ order: 'rating', page: '2' }));
    expect(paramsKey({ index: undefined })).not.toBe(paramsKey({}));
  });
});
