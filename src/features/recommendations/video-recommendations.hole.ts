import type { ChannelRef, RecommendedVideo } from '../../catalogue/schemas.ts';
import { loadFromGateway } from '../../gateway/failure.ts';
import type { HoleRequest } from '../../holes/hole-request.ts';
import { loadDetailView, type DetailViewProps } from './detail-view.hole.ts';
import { recommendationsFor } from './recommendations.server.ts';
import { channelVideoPageShelf, videoPageShelf } from './shelf.ts';

export interface VideoRecommendationsInput {
  video: { videoId: number; channel: Pick<ChannelRef, 'isThirdPartyChannel'> | null };
}

/** The recommender on a video page (src/features/recommendations/VideoRecommendations.astro). */
export interface VideoRecommendationsProps {
  detailView: DetailViewProps;
  /** The shelf's picks; null when the member's abilities name none, or the recommender could not fill it. */
  videos: RecommendedVideo[] | null;
}

/**
 * The detail-view event, and the shelf the member's abilities name for the page (a channel's video
 * gets its channel shelf), from the catalogue's recommender: the same picks for every member whose
 * shelf is the same. A shelf the recommender cannot fill is left out: the page is about the video.
 */
export async function loadVideoRecommendations({ video }: VideoRecommendationsInput, request: HoleRequest): Promise<VideoRecommendationsProps> {
  const context = request.locals?.context;
  const member = context?.member ?? null;
  const detailView = loadDetailView({ kind: 'video', id: video.videoId }, request);
  const shelf = member ? (video.channel ? channelVideoPageShelf(member.abilities, video.channel) : videoPageShelf(member.abilities)) : null;
  if (!context || !shelf) return { detailView, videos: null };
  const recommended = await loadFromGateway('recommendations', () => recommendationsFor(context.catalogue, context.tenant.site, video.videoId, shelf.crossNavigation), context.log);
  return { detailView, videos: recommended.ok ? recommended.data : null };
}
