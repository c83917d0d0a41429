import { matchRoute } from '../../routing/match.ts';
import { splitPath } from '../../routing/path.ts';
import { ROUTES, type RouteName } from '../../routing/routes.ts';
import { categoryOfListing, parseVideoListingQuery } from '../../search/index.ts';

/**
 * The tracking page identifiers of browsing spec section 2: video:{slug}, trailer:video:{slug},
 * channel:{slug}, channel:{slug}:{packSlug}, pictureSet:{slug}, performer:{slug}, category:{slug},
 * angel:{slug}. Pure, from the URL the visitor asked for; null for a page the list does not name.
 * A channel's video, trailer and picture set are a video's, a trailer's and a picture set's pages;
 * a category's page is the video listing narrowed to that one category, where /categories/:slug
 * redirects (`/videos?search=<slug>`, and on a faceted tenant on to `/videos?categories=<slug>`).
 */
export type TrackingPageId = `${'video' | 'trailer:video' | 'channel' | 'pictureSet' | 'performer' | 'category' | 'angel'}:${string}`;

type Params = Readonly<Record<string, string>>;
const BY_ROUTE: Partial<Record<RouteName, (params: Params) => TrackingPageId | null>> = {
  video: (p) => `video:${p['slug']}`,
  videoWithComment: (p) => `video:${p['slug']}`,
  channelVideo: (p) => `video:${p['videoSlug']}`,
  trailer: (p) => `trailer:video:${p['slug']}`,
  channelTrailer: (p) => `trailer:video:${p['videoSlug']}`,
  channel: (p) => `channel:${p['channelSlug']}`,
  channelPack: (p) => `channel:${p['channelSlug']}:${p['channelPackSlug']}`,
  pictureSet: (p) => `pictureSet:${p['slug']}`,
  channelPictureSet: (p) => `pictureSet:${p['videoSlug']}`,
  performer: (p) => `performer:${p['slug']}`,
  angel: (p) => `angel:${p['slug']}`,
};

export function trackingPageId(path: string, query: URLSearchParams): TrackingPageId | null {
  const segments = splitPath(path);
  if (segments === undefined) return null;
  const match = matchRoute(ROUTES, segments);
  if (match === undefined) return null;
  if (match.route.name === 'videos') {
    const category = categoryOfListing(parseVideoListingQuery(query));
    return category === null ? null : `category:${category}`;
  }
  return BY_ROUTE[match.route.name]?.(match.params) ?? null;
}
