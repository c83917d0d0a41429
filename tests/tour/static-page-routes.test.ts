import { describe, expect, it } from 'vitest';
import { compareRoutes, prerenderedPathname, routeOfFile, sortRoutes, staticFileOf, staticPathFrom, staticPathOf } from '../../src/tour/static-page-routes.ts';

describe('Astro file routes read back from the page files', () => {
  it.each([
    ['index.astro', []],
    ['videos/[slug].astro', [{ kind: 'static', value: 'videos' }, { kind: 'param', name: 'slug' }]],
    ['performers/[order]/[gender]/index.astro', [{ kind: 'static', value: 'performers' }, { kind: 'param', name: 'order' }, { kind: 'param', name: 'gender' }]],
    ['angels/[...index].astro', [{ kind: 'static', value: 'angels' }, { kind: 'rest', name: 'index' }]],
  ])('%s', (file, segments) => {
    expect(routeOfFile(file)).toEqual(segments);
  });

  it('puts a static name before a parameter, and a parameter before a rest parameter (Astro\'s priority)', () => {
    const files = ['[...rest].astro', 'performers/[order]/[gender]/index.astro', 'performers/[slug]/page/[page].astro', 'performers/page/[page].astro'];
    expect(sortRoutes(files.map((file) => ({ segments: routeOfFile(file), page: file }))).map((route) => route.page)).toEqual([
      'performers/page/[page].astro',
      'performers/[slug]/page/[page].astro',
      'performers/[order]/[gender]/index.astro',
      '[...rest].astro',
    ]);
    expect(compareRoutes(routeOfFile('a/b.astro'), routeOfFile('a/[x].astro'))).toBeLessThan(0);
  });
});

// A content rebuild writes each file where Astro's build writes it, and renders it with the URL
// Astro gives it: the rebuild test compares the two outputs byte for byte.
describe('the static files a page file builds, as Astro writes them', () => {
  it.each<[string, Record<string, string | number | undefined>, 'page' | 'endpoint', string, string, string]>([
    ['index.astro', {}, 'page', '/', 'index.html', '/'],
    ['videos/index.astro', {}, 'page', '/videos', 'videos/index.html', '/videos/'],
    ['videos/[slug].astro', { slug: 'night-drive' }, 'page', '/videos/night-drive', 'videos/night-drive/index.html', '/videos/night-drive/'],
    ['performers/[order]/[gender]/page/[page].astro', { order: 'name', gender: 'female', page: 2 }, 'page', '/performers/name/female/page/2', 'performers/name/female/page/2/index.html', '/performers/name/female/page/2/'],
    ['angels/[...index].astro', { index: undefined }, 'page', '/angels', 'angels/index.html', '/angels/'],
    ['angels/[...index].astro', { index: 'page/3' }, 'page', '/angels/page/3', 'angels/page/3/index.html', '/angels/page/3/'],
    ['404.astro', {}, 'page', '/404', '404.html', '/404/'],
    ['500.astro', {}, 'page', '/500', '500.html', '/500/'],
    ['robots.txt.ts', {}, 'endpoint', '/robots.txt', 'robots.txt', '/robots.txt'],
    ['sitemap-[part].xml.ts', { part: '2' }, 'endpoint', '/sitemap-2.xml', 'sitemap-2.xml', '/sitemap-2.xml'],
    ['theme/[hash].css.ts', { hash: '0123456789' }, 'endpoint', '/theme/0123456789.css', 'theme/0123456789.css', '/theme/0123456789.css'],
  ])('%s with %j', (file, params, kind, path, written, pathname) => {
    expect(staticPathOf(file, params)).toBe(path);
    expect(staticFileOf(path, kind)).toBe(written);
    expect(prerenderedPathname(path, kind)).toBe(pathname);
  });
});

// The member's view and a content rebuild's render are sent a static path as a rest parameter.
describe('the static path a rest parameter names', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['videos/night-drive', '/videos/night-drive'],
    ['videos/night-drive/', '/videos/night-drive'],
    ['angels//page/3', '/angels/page/3'],
  ])('%j → %s', (rest, path) => {
    expect(staticPathFrom(rest)).toBe(path);
  });
});
