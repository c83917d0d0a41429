import { describe, expect, it } from 'vitest';
import { keyedPath, renderKey } from '../../src/tour/render-key.ts';

const video = { slug: 'a', title: 'A', models: [{ slug: 'm', name: 'M' }] };
const related = [{ slug: 'b', title: 'B' }];

describe("a keyed page's cacheKey", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['the same props', { video: structuredClone(video), related: structuredClone(related) }, true],
    ["its video's title", { video: { ...video, title: 'A2' }, related }, false],
    ["a performer's name on its video", { video: { ...video, models: [{ slug: 'm', name: 'M2' }] }, related }, false],
    ["a related video's title", { video, related: [{ slug: 'b', title: 'B2' }] }, false],
    ['one related video fewer', { video, related: [] }, false],
  ])('%s → the same key: %s', (_case, props, same) => {
    expect(renderKey(props) === renderKey({ video, related })).toBe(same);
  });

  it('is the hash of the props the page renders from, worked out only when asked for', () => {
    const props = { video, related };
    const path = keyedPath({ slug: 'a' }, props);
    expect(path).toMatchObject({ params: { slug: 'a' }, props });
    expect(path.cacheKey).toBe(renderKey(props));
    // A getter: a member's view of the page reads the props and never pays for the hash.
    expect(Object.getOwnPropertyDescriptor(path, 'cacheKey')).toHaveProperty('get');
  });
});
