import { describe, expect, it } from 'vitest';
import {
  cleanRecommId,
  parseStoredRecommIds,
  recommIdFor,
  rememberRecommId,
  RECOMM_IDS_KEPT,
  withRecommId,
  type RecommendedItem,
} from '../../src/features/recommendations/recomm-id.ts';

const video: RecommendedItem = { kind: 'video', id: 12 };
const performer: RecommendedItem = { kind: 'model', id: 12 };

describe('the recommId of an event comes from the query string or local storage (membership spec section 7)', () => {
  it.each<[string, string, Record<string, string>, RecommendedItem, string | null]>([
    ['the query\'s, when the member has just followed a recommendation', '?recommId=fresh', {}, video, 'fresh'],
    ['the query\'s over the one remembered', '?recommId=fresh', { 'video:12': 'older' }, video, 'fresh'],
    ['the one remembered for the item, without a query', '', { 'video:12': 'older' }, video, 'older'],
    ['none remembered for another item', '', { 'video:13': 'older' }, video, null],
    ['a performer\'s own, not a video\'s of the same id', '', { 'video:12': 'older', 'model:12': 'model-r' }, performer, 'model-r'],
    ['the one remembered when the query\'s is empty', '?recommId=', { 'video:12': 'older' }, video, 'older'],
    ['the one remembered when the query\'s is too long', `?recommId=${'x'.repeat(65)}`, { 'video:12': 'older' }, video, 'older'],
    ['none at all', '', {}, video, null],
  ])('%s', (_name, query, stored, item, recommId) => {
    expect(recommIdFor(item, new URLSearchParams(query), stored)).toBe(recommId);
  });

  it.each([
    [' r-1 ', 'r-1'],
    ['', null],
    ['   ', null],
    ['has space', null],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), null],
    [42, null],
    [null, null],
  ])('cleans %j to %j', (value, recommId) => {
    expect(cleanRecommId(value)).toBe(recommId);
  });

  it.each([
    [null, {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['"text"', {}],
    ['{"video:1":"r-1","video:2":7,"video:3":""}', { 'video:1': 'r-1' }],
  ])('reads local storage %j as %j', (raw, stored) => {
    expect(parseStoredRecommIds(raw)).toEqual(stored);
  });

  it('remembers the newest last and keeps the latest items only', () => {
    let stored = {};
    for (let id = 1; id <= RECOMM_IDS_KEPT + 5; id += 1) stored = rememberRecommId(stored, { kind: 'video', id }, `r-${id}`);
    stored = rememberRecommId(stored, { kind: 'video', id: 10 }, 'again');
    const keys = Object.keys(stored);
    expect(keys).toHaveLength(RECOMM_IDS_KEPT);
    expect(keys.at(-1)).toBe('video:10');
    expect(keys).not.toContain('video:1');
    expect(parseStoredRecommIds(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['/videos/a', null, '/videos/a'],
    ['/videos/a', 'r-1', '/videos/a?recommId=r-1'],
    ['/videos/a?x=1', 'r 1', '/videos/a?x=1&recommId=r%201'],
    ['https://www.blaze.example/videos/a#top', 'r-1', 'https://www.blaze.example/videos/a?recommId=r-1#top'],
  ])('a recommended link %s with %j leads to %s', (href, recommId, link) => {
    expect(withRecommId(href, recommId)).toBe(link);
  });
});
