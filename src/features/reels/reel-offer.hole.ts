import { tenant } from 'virtual:tenant';
import type { HoleRequest } from '../../holes/hole-request.ts';
import { loadFavoriteButton, type FavoriteButtonProps } from '../favorites/favorite-button.hole.ts';
import { reelOffer, type ReelOffer, type ReelVideo } from './reels.ts';

/** What a reel offers below its clip (src/features/reels/ReelOffer.astro). */
export interface ReelOfferProps {
  video: Pick<ReelVideo, 'slug' | 'title'>;
  /** A member's: the bookmark (their favourite videos) and the offer; null for a visitor. */
  member: { favorite: FavoriteButtonProps; offer: ReelOffer } | null;
}

/** A visitor's title leads to the trailer page; a member's to the video page, with the bookmark and the full video, a purchase with a credit, or the video page's offer. */
export async function loadReelOffer({ video }: { video: ReelVideo }, request: HoleRequest): Promise<ReelOfferProps> {
  const member = request.locals?.context.member ?? null;
  const shown = { slug: video.slug, title: video.title };
  if (!member) return { video: shown, member: null };
  const favorite = await loadFavoriteButton({ subject: 'video', slug: video.slug, id: video.videoId, name: video.title, compact: true }, request);
  return { video: shown, member: { favorite, offer: reelOffer(video, member, tenant) } };
}
