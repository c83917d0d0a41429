import type { FavoriteKind } from './favorites-calls.server.ts';

/**
 * The favourites lists of browsing spec section 2, with the failure messages of membership spec
 * section 8 ("Favourites: load, favourite and unfavourite failures"; the spec names them without
 * giving their texts, so these are ours).
 */
export const FAVORITE_LISTS = [
  {
    path: '/favorites/videos',
    kind: 'VIDEO',
    title: 'Favourite videos',
    empty: 'You have no favourite videos yet.',
    browse: '/videos',
    open: false,
    loadFailed: 'Failed to load your favourite videos. Please try again later.',
    removeFailed: 'Failed to remove the video from your favourites. Please try again later.',
  },
  {
    path: '/favorites/performers',
    kind: 'PERFORMER',
    title: 'Favourite performers',
    empty: 'You have no favourite performers yet.',
    browse: '/performers',
    open: false,
    loadFailed: 'Failed to load your favourite performers. Please try again later.',
    removeFailed: 'Failed to remove the performer from your favourites. Please try again later.',
  },
  {
    path: '/favorites/channels',
    kind: 'CHANNEL',
    title: 'Favourite channels',
    empty: 'You have no favourite channels yet.',
    browse: '/channels',
    // Browsing spec section 2: "/favorites/channels … does not check authentication."
    open: true,
    loadFailed: 'Failed to load your favourite channels. Please try again later.',
    removeFailed: 'Failed to remove the channel from your favourites. Please try again later.',
  },
] as const satisfies readonly ({ kind: FavoriteKind; open: boolean } & Record<string, string | boolean>)[];
export type FavoriteList = (typeof FAVORITE_LISTS)[number];

export function favoriteList(path: string): FavoriteList | undefined {
  return FAVORITE_LISTS.find((list) => list.path === path);
}

/** The Remove form's fields: the slug to unfavourite, the list (its path) and the page to come back to. */
export const REMOVE_SLUG_FIELD = 'slug';
export const LIST_FIELD = 'list';
export const PAGE_FIELD = 'page';
