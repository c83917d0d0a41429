import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKeyed, keyedPath, renderKey } from '../../src/tour/render-key.ts';

const video = { slug: 'a', title: 'A', models: [{ slug: 'm', name: 'M' }] };
const related = [{ slug: 'b', title: 'B' }];

describe("a keyed page's render key", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['the same props', { video: structuredClone(video), related: structuredClone(related) }, true],
    ["its video's title", { video: { ...video, title: 'A2' }, related }, false],
    ["a performer's name on its video", { video: { ...video, models: [{ slug: 'm', name: 'M2' }] }, related }, false],
    ["a related video's title", { video, related: [{ slug: 'b', title: 'B2' }] }, false],
    ['one related video fewer', { video, related: [] }, false],
    ['the related videos in another order', { video, related: [...related, video] }, false],
    ['a page number beside them', { video, related, page: 2 }, false],
  ])('%s → the same key: %s', (_case, props, same) => {
    expect(renderKey(props) === renderKey({ video, related })).toBe(same);
  });

  // Each record's digest is kept for the build (one record is on many pages): what the props hold
  // decides the key, never which objects hold it.
  it('is the same for props that serialise alike and differs for any that do not', () => {
    const props = fc.dictionary(fc.string(), fc.jsonValue());
    fc.assert(
      fc.property(props, props, (a, b) => {
        expect(renderKey(structuredClone(a))).toBe(renderKey(a));
        if (JSON.stringify(a) !== JSON.stringify(b)) expect(renderKey(a)).not.toBe(renderKey(b));
      }),
    );
  });

  it("marks the page's static path as keyed, and hides the mark from Astro, which would hash the props of every page it lists", () => {
    const props = { video, related };
    const path = keyedPath({ slug: 'a' }, props);
    expect(path).toMatchObject({ params: { slug: 'a' }, props });
    expect(isKeyed(path)).toBe(true);
    expect(isKeyed({ params: { slug: 'a' }, props })).toBe(false);
    expect(path).not.toHaveProperty('cacheKey');
  });
});
