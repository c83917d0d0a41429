import { describe, expect, it } from 'vitest';
import { DESKTOP_MAX_PAGES, MOBILE_MAX_PAGES, pageCount, pagerLinks, pageWindow, skipFor } from '../../src/paging/index.ts';

describe('the pagination window (browsing spec section 9: 5 pages on mobile, 10 on desktop)', () => {
  it.each([
    // current, total pages, max pages, window
    [1, 1, MOBILE_MAX_PAGES, [1]],
    [1, 3, MOBILE_MAX_PAGES, [1, 2, 3]],
    [1, 20, MOBILE_MAX_PAGES, [1, 2, 3, 4, 5]],
    [3, 20, MOBILE_MAX_PAGES, [1, 2, 3, 4, 5]],
    [4, 20, MOBILE_MAX_PAGES, [2, 3, 4, 5, 6]],
    [10, 20, MOBILE_MAX_PAGES, [8, 9, 10, 11, 12]],
    [20, 20, MOBILE_MAX_PAGES, [16, 17, 18, 19, 20]],
    [1, 20, DESKTOP_MAX_PAGES, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [10, 20, DESKTOP_MAX_PAGES, [5, 6, 7, 8, 9, 10, 11, 12, 13, 14]],
    [20, 20, DESKTOP_MAX_PAGES, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [2, 7, DESKTOP_MAX_PAGES, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i with at most %i pages shows %j', (current, total, max, expected) => {
    expect(pageWindow(current, total, max)).toEqual(expected);
  });

  it.each([1, 2, 5, 6, 10, 15, 19, 20])('on page %i of 20 the mobile window is 5 pages inside the 10 of the desktop', (current) => {
    const links = pagerLinks(current, 20);
    expect(links.filter((link) => link.onMobile)).toHaveLength(MOBILE_MAX_PAGES);
    expect(links.filter((link) => link.onDesktop)).toHaveLength(DESKTOP_MAX_PAGES);
    expect(links.every((link) => link.onDesktop)).toBe(true);
    expect(links.filter((link) => link.current).map((link) => link.page)).toEqual([current]);
  });

  it('a page beyond the last shows the last window and marks no page current', () => {
    const links = pagerLinks(99, 4);
    expect(links.map((link) => link.page)).toEqual([1, 2, 3, 4]);
    expect(links.some((link) => link.current)).toBe(false);
  });
});

describe('page counts and skips', () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [121, 12, 11],
  ])('%i results at %i per page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [1, 12, 0],
    [2, 12, 12],
    [3, 60, 120],
    [Number.MAX_SAFE_INTEGER, 60, 2147483647],
  ])('page %i at %i per page skips %i (never past the upstream 32-bit limit)', (page, size, skip) => {
    expect(skipFor(page, size)).toBe(skip);
  });
});
