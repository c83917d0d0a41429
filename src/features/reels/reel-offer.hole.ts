import { tenant } from 'virtual:tenant';
import type { HoleRequest } from '../../holes/hole-request.ts';
import { loadFavoriteButton, type FavoriteButtonProps } from '../favorites/favorite-button.hole.ts';
import type { UserVideoRatings } from '../ratings/rating-rules.ts';
import { loadOwnRatings } from '../ratings/ratings.server.ts';
import { reelOffer, type ReelOffer, type ReelVideo } from './reels.ts';

/** What a reel offers below its clip (src/features/reels/ReelOffer.astro). */
export interface ReelOfferProps {
  video: Pick<ReelVideo, 'slug' | 'title' | 'videoId'>;
  /**
   * A member's: the bookmark (their favourite videos), the offer, and their rating of the video where
   * they may rate (null where they may not, or where it could not be loaded: the reel is about its
   * preview); null for a visitor.
   */
  member: { favorite: FavoriteButtonProps; offer: ReelOffer; rating: UserVideoRatings | null } | null;
}

/**
 * A visitor's title leads to the trailer page; a member's to the video page, with the bookmark and
 * the full video, a purchase with a credit, or the video page's offer, and their rating.
 */
export async function loadReelOffer({ video }: { video: ReelVideo }, request: HoleRequest): Promise<ReelOfferProps> {
  const member = request.locals?.context.member ?? null;
  const shown = { slug: video.slug, title: video.title, videoId: video.videoId };
  if (!member) return { video: shown, member: null };
  // Asked in the same turn, so the reels page still makes one gateway call.
  const [favorite, rating] = await Promise.all([
    loadFavoriteButton({ subject: 'video', slug: video.slug, id: video.videoId, name: video.title, compact: true }, request),
    loadOwnRatings(request.locals?.context, video.videoId),
  ]);
  return { video: shown, member: { favorite, offer: reelOffer(video, member, tenant), rating: rating?.ok ? rating.data : null } };
}
