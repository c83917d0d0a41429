import { expect, it } from 'vitest';
import { safeReturnTo } from '../../src/session/return-to.ts';

it.each([
  ['/videos/some-scene?x=1', '/videos/some-scene?x=1'],
  ['/', '/'],
  [null, '/'],
  ['', '/'],
  ['https://evil.example/', '/'],
  ['//evil.example/', '/'],
  ['/\\evil.example/', '/'],
  ['/\tevil', '/'],
  ['javascript:alert(1)', '/'],
])('login return target %j becomes %j', (uri, expected) => {
  expect(safeReturnTo(uri)).toBe(expected);
});
