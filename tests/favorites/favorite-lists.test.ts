import { describe, expect, it } from 'vitest';
import { FAVORITE_LISTS } from '../../src/features/favorites/favorites.ts';
import { FAVORITE_LIST_PATHS } from '../../src/routing/paths.ts';

describe('the favourites lists (browsing spec section 2)', () => {
  it('are the three pages the build writes and the routes know, in their order', () => {
    expect(FAVORITE_LISTS.map((list) => list.path)).toEqual([...FAVORITE_LIST_PATHS]);
  });
});
