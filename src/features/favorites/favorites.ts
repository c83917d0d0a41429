/**
 * The favourites lists of browsing spec section 2. The upstream has no favourites query yet (the
 * spec: "Paths and payloads for ... favourites ... are not shown"), so each list renders its empty
 * state; the lists and their pages are here for when it comes.
 */
export const FAVORITE_LISTS = [
  { path: '/favorites/videos', title: 'Favourite videos', empty: 'You have no favourite videos yet.', browse: '/videos' },
  { path: '/favorites/performers', title: 'Favourite performers', empty: 'You have no favourite performers yet.', browse: '/performers' },
  { path: '/favorites/channels', title: 'Favourite channel videos', empty: 'You have no favourite channel videos yet.', browse: '/channels' },
] as const;
export type FavoriteList = (typeof FAVORITE_LISTS)[number];

export function favoriteList(path: FavoriteList['path']): FavoriteList {
  return FAVORITE_LISTS.find((list) => list.path === path)!;
}
