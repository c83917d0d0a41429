import { describe, expect, it } from 'vitest';
import { awardsMaxPage, MAX_SAFE_INT32, parseAwardsPage, parsePage } from '../../src/paging/page-query.ts';
import { isSafePath } from '../../src/routing/redirect-target.ts';
import { safeNextOrHome } from '../../src/routing/redirect-target.ts';
import { isValidSlug } from '../../src/routing/slug.ts';
import { tenants } from './fixtures.ts';

describe('slug (browsing spec section 5: lowercase letters and digits, groups separated by single hyphens)', () => {
  it.each([
    ['jane-doe', true],
    ['a', true],
    ['2257', true],
    ['scene-12-part-2', true],
    ['', false],
    ['Jane-doe', false],
    ['jane--doe', false],
    ['-jane', false],
    ['jane-', false],
    ['jane_doe', false],
    ['jane doe', false],
    ['jané', false],
    ['jane.doe', false],
    ['..', false],
  ])('%j is valid: %s', (slug, valid) => {
    expect(isValidSlug(slug)).toBe(valid);
  });
});

describe('page query (section 5: whole number of at least 1; absent means page 1)', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['007', 7],
    ['0', undefined],
    ['-1', undefined],
    ['', undefined],
    ['abc', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    [' 2', undefined],
    ['+2', undefined],
    ['0x10', undefined],
    ['99999999999999999999', undefined],
  ])('page=%j parses to %j', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('awards page (section 5: maximum is 2147483647 divided by the small list size)', () => {
  const aurora = tenants.get('aurora')!;

  it('names the largest 32-bit integer once', () => {
    expect(MAX_SAFE_INT32).toBe(2147483647);
  });

  it('divides it by the tenant small list size, rounding down', () => {
    expect(awardsMaxPage(aurora)).toBe(Math.floor(2147483647 / aurora.paginationListSizes.small));
    expect(awardsMaxPage({ ...aurora, paginationListSizes: { ...aurora.paginationListSizes, small: 3 } })).toBe(715827882);
  });

  it.each([
    [null, 1],
    ['1', 1],
    ['715827882', 715827882],
    ['715827883', undefined],
    ['0', undefined],
    ['x', undefined],
  ])('page=%j parses to %j', (value, page) => {
    expect(parseAwardsPage(value, aurora)).toBe(page);
  });
});

describe('safe next (a same-tenant path only)', () => {
  it.each([
    ['/', true],
    ['/videos', true],
    ['/videos/jane?page=2#top', true],
    ['/search?q=a%20b', true],
    ['', false],
    ['videos', false],
    ['//evil.example', false],
    ['///evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/%2F/evil.example', false],
    ['/%2f%2fevil.example', false],
    ['%2F%2Fevil.example', false],
    ['/%5Cevil.example', false],
    ['/%255C%255Cevil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/%09/evil.example', false],
    ['/%0d%0aSet-Cookie:x', false],
    ['/%E0%A4%A', false],
    [`/${'a'.repeat(3000)}`, false],
  ])('%j is safe: %s', (next, safe) => {
    expect(isSafePath(next)).toBe(safe);
  });

  it.each([
    [null, '/'],
    ['//evil.example', '/'],
    ['/videos', '/videos'],
    ['/offers', '/'],
    ['/offers/?next=/offers', '/'],
  ])('safeNextOrHome(%j, "/offers") is %j', (next, target) => {
    expect(safeNextOrHome(next, '/offers')).toBe(target);
  });
});
