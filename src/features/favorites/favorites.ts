import type { CatalogueItem, CatalogueItemKind } from '../../catalogue/tenant-items.ts';
import { CHANNELS_PATH, FAVORITE_CHANNELS_PATH, FAVORITE_PERFORMERS_PATH, FAVORITE_VIDEOS_PATH, PERFORMERS_PATH, VIDEOS_PATH } from '../../routing/paths.ts';

/** What a member favourites, as the member gateway names it (upstream/members/favorites.graphql). */
export const FAVORITE_KINDS = ['VIDEO', 'PERFORMER', 'CHANNEL'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/**
 * The favourite and unfavourite failures of membership spec section 8 ("Favourites: load, favourite
 * and unfavourite failures for videos, performers and channel videos"; the spec names them without
 * giving their texts, so these are ours), by what the member favourites.
 */
export const FAVORITE_FAILURES = {
  video: {
    add: 'Failed to add the video to your favourites. Please try again later.',
    remove: 'Failed to remove the video from your favourites. Please try again later.',
  },
  performer: {
    add: 'Failed to add the performer to your favourites. Please try again later.',
    remove: 'Failed to remove the performer from your favourites. Please try again later.',
  },
  'channel-video': {
    add: 'Failed to add the channel video to your favourites. Please try again later.',
    remove: 'Failed to remove the channel video from your favourites. Please try again later.',
  },
  channel: {
    add: 'Failed to add the channel to your favourites. Please try again later.',
    remove: 'Failed to remove the channel from your favourites. Please try again later.',
  },
} as const;

/** The favourites lists of browsing spec section 2, with their load and unfavourite failures. */
export const FAVORITE_LISTS = [
  {
    path: FAVORITE_VIDEOS_PATH,
    kind: 'VIDEO',
    title: 'Favourite videos',
    empty: 'You have no favourite videos yet.',
    browse: VIDEOS_PATH,
    open: false,
    loadFailed: 'Failed to load your favourite videos. Please try again later.',
    removeFailed: FAVORITE_FAILURES.video.remove,
  },
  {
    path: FAVORITE_PERFORMERS_PATH,
    kind: 'PERFORMER',
    title: 'Favourite performers',
    empty: 'You have no favourite performers yet.',
    browse: PERFORMERS_PATH,
    open: false,
    loadFailed: 'Failed to load your favourite performers. Please try again later.',
    removeFailed: FAVORITE_FAILURES.performer.remove,
  },
  {
    path: FAVORITE_CHANNELS_PATH,
    kind: 'CHANNEL',
    title: 'Favourite channels',
    empty: 'You have no favourite channels yet.',
    browse: CHANNELS_PATH,
    // Browsing spec section 2: "/favorites/channels … does not check authentication."
    open: true,
    loadFailed: 'Failed to load your favourite channels. Please try again later.',
    removeFailed: FAVORITE_FAILURES.channel.remove,
  },
] as const satisfies readonly ({ kind: FavoriteKind; open: boolean } & Record<string, string | boolean>)[];
export type FavoriteList = (typeof FAVORITE_LISTS)[number];

export function favoriteList(path: string): FavoriteList | undefined {
  return FAVORITE_LISTS.find((list) => list.path === path);
}

/** The catalogue item a favourite of each kind names, for the check that it is the tenant's. */
export const FAVORITE_ITEM_KINDS = { VIDEO: 'video', PERFORMER: 'performer', CHANNEL: 'channel' } as const satisfies Record<FavoriteKind, CatalogueItemKind>;

export function favoriteItem(kind: FavoriteKind, ref: number | string): CatalogueItem {
  return { kind: FAVORITE_ITEM_KINDS[kind], ref };
}

/** The Remove form's fields: the slug to unfavourite, the list (its path) and the page to come back to. */
export const REMOVE_SLUG_FIELD = 'slug';
export const LIST_FIELD = 'list';
export const PAGE_FIELD = 'page';
