import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, PAGE_SIZE } from '../../src/paging/index.ts';
import { keyedLaterPages, pagedFilePath, pageUrl } from '../../src/tour/pagination.ts';
import { isKeyed } from '../../src/tour/render-key.ts';

describe('pagination', () => {
  it('uses the spec default page size of 12', () => {
    expect(PAGE_SIZE).toBe(12);
  });

  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
    [360, 30],
  ])('%i items fill %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('slices page N of a list', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 12));
    expect(pageItems(items, 3)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageItems(items, 4)).toEqual([]);
    expect(pageItems(items, 2, 3)).toEqual([3, 4, 5]);
  });

  it.each([
    ['/videos', 1, '/videos'],
    ['/videos', 2, '/videos/page/2'],
    ['/performers/name/guys', 5, '/performers/name/guys/page/5'],
  ] as const)('page file of %s page %i is %s', (base, page, path) => {
    expect(pagedFilePath(base, page)).toBe(path);
  });

  it.each([
    ['/videos', 1, {}, '/videos'],
    ['/videos', 3, {}, '/videos?page=3'],
    ['/performers', 1, { sex: 'F' }, '/performers?sex=F'],
    ['/performers', 2, { order: 'name', sex: 'F' }, '/performers?order=name&sex=F&page=2'],
  ] as const)('public URL of %s page %i with %o is %s', (base, page, query, url) => {
    expect(pageUrl(base, page, query)).toBe(url);
  });

  it("builds static paths for every page after the first, each keyed by the items it shows", () => {
    const list = Array.from({ length: 25 }, (_, i) => `v${i + 1}`);
    const paths = keyedLaterPages(list, { params: { order: 'name' }, props: { heading: 'Videos' } });
    expect(paths.map(({ params, props }) => ({ params, props }))).toEqual([
      { params: { order: 'name', page: '2' }, props: { heading: 'Videos', items: list.slice(12, 24), page: 2, pageCount: 3 } },
      { params: { order: 'name', page: '3' }, props: { heading: 'Videos', items: ['v25'], page: 3, pageCount: 3 } },
    ]);
    expect(paths.every(isKeyed)).toBe(true);
    expect(keyedLaterPages(list.slice(0, 12))).toEqual([]);
  });
});
