import { describe, expect, it } from 'vitest';
import { listableCategories } from '../../src/tour/categories.ts';

describe('the /categories precondition (browsing spec section 2)', () => {
  it.each([
    ['categories with scenes: listed', [{ slug: 'a', scenes: 3 }, { slug: 'b', scenes: 1 }], ['a', 'b']],
    ['a category without scenes of the tenant is left out', [{ slug: 'a', scenes: 3 }, { slug: 'b', scenes: 0 }], ['a']],
    ['no category with scenes: the precondition fails', [{ slug: 'b', scenes: 0 }], null],
    ['no category at all: the precondition fails', [], null],
  ])('%s', (_case, categories, expected) => {
    expect(listableCategories(categories)?.map((category) => category.slug) ?? null).toEqual(expected);
  });
});
