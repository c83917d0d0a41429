import type { VideoRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { page, withFacetFilters, type FacetFilter, type Paging } from './pages.ts';
import { NEWEST, videosOf } from './video-sets.ts';

/** getChannelVideos answers the channel's last 6 videos (browsing spec section 7). */
export const CHANNEL_VIDEOS_LIMIT = 6;
/** getAwardedVideos keeps videos whose award equals 1 (browsing spec section 7). */
export const AWARD = 1;

/** The videos of browsing spec section 7's calls and of a tenant's whole catalogue: one, awarded, a channel's last, top rated, all. */
export function videoQueries(context: CatalogueContext) {
  const { all, one, sitesOf, shape, videos } = context;
  return {
    getVideo(_: unknown, { input }: { input: { slug: string; site: string; relatedCount?: number | null } }) {
      const row = one<VideoRow>(`SELECT * FROM videos WHERE slug = ? AND ${IN_SITES('site')}`, input.slug, sitesOf(input.site));
      return row ? shape.video(row, input.relatedCount ?? 8) : null;
    },
    getAwardedVideos: (_: unknown, args: Paging & { site: string }) => page(context, videosOf(context, args.site, 'v.award = ?', AWARD), args, videos),
    getChannelVideos(_: unknown, { channelSlug }: { channelSlug: string }) {
      return videos(all<VideoRow>(
        `SELECT v.* FROM videos v JOIN channels c USING (channel_id) WHERE c.slug = ? ORDER BY ${NEWEST} LIMIT ?`,
        channelSlug,
        CHANNEL_VIDEOS_LIMIT,
      ));
    },
    getTopRatedVideos: (_: unknown, args: Paging & { site: string }) =>
      page(context, { ...videosOf(context, args.site), order: `v.rating DESC, ${NEWEST}` }, args, videos),
    videos: (_: unknown, args: Paging & { site: string; filter?: FacetFilter[] | null }) =>
      page(context, withFacetFilters(videosOf(context, args.site), args.filter), args, videos),
  };
}
