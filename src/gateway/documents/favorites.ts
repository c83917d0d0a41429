/* The favourites documents (contract: upstream/members/favorites.graphql). */
import { VIDEO_CARD } from './fragments.ts';

const PAGE_VARIABLES = '$site: String!, $first: Int!, $after: String';
const PAGE_ARGUMENTS = 'site: $site, first: $first, after: $after';

export const FAVORITE_VIDEOS = `query favoriteVideos(${PAGE_VARIABLES}) {
  result: favoriteVideos(${PAGE_ARGUMENTS}) { totalCount edges { node { ${VIDEO_CARD} } } } }`;
export const FAVORITE_PERFORMERS = `query favoritePerformers(${PAGE_VARIABLES}) {
  result: favoritePerformers(${PAGE_ARGUMENTS}) { totalCount edges { node { slug name videoCount } } } }`;
export const FAVORITE_CHANNELS = `query favoriteChannels(${PAGE_VARIABLES}) {
  result: favoriteChannels(${PAGE_ARGUMENTS}) { totalCount edges { node { slug name category videoCount } } } }`;

/** Only the slugs, a batch at a time: what the favourite buttons of a page need to show their state. */
export const FAVORITE_SLUGS = {
  VIDEO: `query favoriteVideoSlugs(${PAGE_VARIABLES}) { result: favoriteVideos(${PAGE_ARGUMENTS}) { totalCount edges { node { slug } } } }`,
  PERFORMER: `query favoritePerformerSlugs(${PAGE_VARIABLES}) { result: favoritePerformers(${PAGE_ARGUMENTS}) { totalCount edges { node { slug } } } }`,
  CHANNEL: `query favoriteChannelSlugs(${PAGE_VARIABLES}) { result: favoriteChannels(${PAGE_ARGUMENTS}) { totalCount edges { node { slug } } } }`,
} as const;

export const ADD_FAVORITE = 'mutation addFavorite($site: String!, $kind: FavoriteKind!, $slug: String!) { result: addFavorite(site: $site, kind: $kind, slug: $slug) }';
export const REMOVE_FAVORITE =
  'mutation removeFavorite($site: String!, $kind: FavoriteKind!, $slug: String!) { result: removeFavorite(site: $site, kind: $kind, slug: $slug) }';
