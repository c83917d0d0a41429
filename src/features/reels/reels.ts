import { fullVideoAccess, type AccessVideo, type Viewer, type ViewerTenant } from '../../access/index.ts';
import type { Image, Preview, Trailer } from '../../catalogue/schemas.ts';

/**
 * The reels (browsing spec section 2: "/reels Requires tenant feature reels"; membership spec
 * section 3: "Reel tracking events: view, rating, add or delete bookmark, purchase"): the newest
 * videos' moving previews (the trailer where the catalogue has none that moves), one after another,
 * each shown on its poster and played muted while it is in view. A member bookmarks a reel (their favourite videos) and, with a pay-per-video credit, buys
 * its video right there; each of those sends its reel event. Pure: the page and the script share it.
 */

/** What a reel needs of a video of the snapshot. */
export type ReelVideo = AccessVideo & {
  slug: string;
  title: string;
  trailer: Trailer | null;
  previews: { listing: readonly Preview[]; poster: readonly Preview[] };
  images: { poster: readonly Image[]; listing: readonly Image[] };
};

/** What a reel plays: a moving preview, or the trailer. */
export type ReelClip = Pick<Trailer, 'src' | 'type' | 'width' | 'height'>;

/** One reel: the video's clip on its poster. None for a video with nothing that moves. */
export interface Reel {
  videoId: number;
  slug: string;
  title: string;
  clip: ReelClip;
  poster: Image | undefined;
}

const moves = (preview: Preview) => preview.type.startsWith('video/');

export function reelOf(video: ReelVideo): Reel | null {
  const clip = video.previews.listing.find(moves) ?? video.previews.poster.find(moves) ?? video.trailer;
  if (!clip) return null;
  return { videoId: video.videoId, slug: video.slug, title: video.title, clip, poster: video.images.poster[0] ?? video.images.listing[0] };
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
