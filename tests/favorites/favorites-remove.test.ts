import { describe, expect, it } from 'vitest';
import type { FavoriteKind } from '../../src/features/favorites/favorites.ts';
import { favoriteList, FAVORITE_LISTS, REMOVE_SLUG_FIELD } from '../../src/features/favorites/favorites.ts';
import { handleRemove } from '../../src/features/favorites/favorites.server.ts';

function knownList(path: string) {
  const list = favoriteList(path);
  if (!list) throw new Error(`no favourites list at ${path}`);
  return list;
}

const quiet = { warn: () => {} };
const form = (slug?: string) => {
  const data = new FormData();
  if (slug !== undefined) data.set(REMOVE_SLUG_FIELD, slug);
  return data;
};

describe('the Remove form of a favourites page', () => {
  it.each(FAVORITE_LISTS.map((list) => [list.path, list.kind] as const))('%s unfavourites the posted %s and goes back (PRG)', async (path, kind) => {
    const removed: [FavoriteKind, string][] = [];
    const api = { removeFavorite: async (k: FavoriteKind, slug: string) => void removed.push([k, slug]) };
    const outcome = await handleRemove(form('some-slug'), api, knownList(path), `${path}?page=2`, quiet);
    expect(outcome).toEqual({ kind: 'redirect', location: `${path}?page=2` });
    expect(removed).toEqual([[kind, 'some-slug']]);
  });

  it.each(FAVORITE_LISTS.map((list) => [list.path, list.removeFailed] as const))('%s shows its unfavourite failure when the upstream fails', async (path, message) => {
    const api = { removeFavorite: async () => Promise.reject(new Error('upstream down')) };
    expect(await handleRemove(form('some-slug'), api, knownList(path), path, quiet)).toEqual({ kind: 'failed', message });
  });

  it.each([['no slug', undefined], ['a blank slug', '  ']])('changes nothing for %s', async (_, slug) => {
    const api = { removeFavorite: async () => expect.unreachable('no call without a slug') };
    expect(await handleRemove(form(slug), api, knownList('/favorites/videos'), '/favorites/videos', quiet)).toEqual({
      kind: 'redirect',
      location: '/favorites/videos',
    });
  });
});
