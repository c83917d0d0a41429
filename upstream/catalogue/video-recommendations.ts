import { randomUUID } from 'node:crypto';
import type { VideoRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { paging } from './pages.ts';
import { NEWEST } from './video-sets.ts';

type RecommendationArgs = { site: string; videoId: number; limit?: number | null };

/**
 * A video page's recommendations (browsing spec section 7): the videos sharing most of its
 * categories, from its own site, or from the sister brands linking there (crossNavigation).
 */
export function videoRecommendations(context: CatalogueContext) {
  const { all, one, sites, sitesOf, shape } = context;

  function recommendations(site: string, videoId: number, limit: number, crossNavigation: boolean) {
    // One id per answer, as the recommender gives: the site sends it back with the events it causes.
    const recommId = randomUUID();
    const source = one<VideoRow>('SELECT * FROM videos WHERE video_id = ?', videoId);
    if (!source) return [];
    const candidates = crossNavigation
      ? sites.contentTenants.map((t) => t.site).filter((s) => s !== source.site)
      : (JSON.parse(sitesOf(site)) as string[]).filter((s) => s === source.site);
    const rows = all<VideoRow>(
      `SELECT v.*, COUNT(*) AS score FROM video_categories mine
       JOIN video_categories theirs ON theirs.category_id = mine.category_id AND theirs.video_id != mine.video_id
       JOIN videos v ON v.video_id = theirs.video_id
       WHERE mine.video_id = ? AND ${IN_SITES('v.site')}
       GROUP BY v.video_id ORDER BY score DESC, ${NEWEST} LIMIT ?`,
      videoId,
      JSON.stringify(candidates),
      limit,
    );
    return shape.videos(rows, 8, crossNavigation).map((video) => ({ ...video, recommId }));
  }

  return {
    getVideoRecommendations: (_: unknown, a: RecommendationArgs) => recommendations(a.site, a.videoId, paging({ first: a.limit ?? 9 }).first, false),
    getVideoRecommendationsCrossNavigation: (_: unknown, a: RecommendationArgs) => {
      sitesOf(a.site);
      return recommendations(a.site, a.videoId, paging({ first: a.limit ?? 9 }).first, true);
    },
  };
}
