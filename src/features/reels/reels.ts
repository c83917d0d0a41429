import { fullVideoAccess, type AccessVideo, type Viewer, type ViewerTenant } from '../../access/index.ts';
import type { Image, Trailer } from '../../catalogue/schemas.ts';

/**
 * The reels (browsing spec section 2: "/reels Requires tenant feature reels"; membership spec
 * section 3: "Reel tracking events: view, rating, add or delete bookmark, purchase"): the newest
 * videos' trailers, one after another, each shown on its poster and played muted while it is in
 * view. A member bookmarks a reel (their favourite videos) and, with a pay-per-video credit, buys
 * its video right there; each of those sends its reel event. Pure: the page and the script share it.
 */

/** What a reel needs of a video of the snapshot. */
export type ReelVideo = AccessVideo & {
  slug: string;
  title: string;
  trailer: Trailer | null;
  images: { poster: readonly Image[]; listing: readonly Image[] };
};

/** One reel: the video's trailer on its poster. None for a video without a trailer. */
export interface Reel {
  videoId: number;
  slug: string;
  title: string;
  trailer: Trailer;
  poster: Image | undefined;
}

export function reelOf(video: ReelVideo): Reel | null {
  if (!video.trailer) return null;
  return { videoId: video.videoId, slug: video.slug, title: video.title, trailer: video.trailer, poster: video.images.poster[0] ?? video.images.listing[0] };
}

/**
 * What a reel offers a member below it: the full video where they may watch it; a purchase with one
 * pay-per-video credit where that is what their access offers (membership spec section 6, "pay-per-
 * video unlock for a trial with credits"); else the way to the video page, where its offer is.
 */
export type ReelOffer = 'watch' | 'unlock' | 'offer';

export function reelOffer(video: AccessVideo, viewer: Viewer, tenant: ViewerTenant): ReelOffer {
  const access = fullVideoAccess(video, viewer, tenant);
  if (access.allowed) return 'watch';
  return access.action.kind === 'pay-per-video' ? 'unlock' : 'offer';
}
