import { curatorPost, CURATOR_FEED_MAX, type CuratorSource } from '../curator.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { paging } from './pages.ts';
import { NEWEST } from './video-sets.ts';

/** getCuratorFeed: the brand's wall, one post per newest video, at most CURATOR_FEED_MAX. */
export function curatorFeedQueries({ all, sitesOf, media }: CatalogueContext) {
  return {
    getCuratorFeed(_: unknown, args: { site: string; first?: number | null }) {
      const first = Math.min(paging({ first: args.first ?? 24 }).first, CURATOR_FEED_MAX);
      const rows = all<CuratorSource>(
        `SELECT v.*, (SELECT p.name FROM video_performers vp JOIN performers p USING (performer_id) WHERE vp.video_id = v.video_id ORDER BY p.name LIMIT 1) AS performer
         FROM videos v WHERE ${IN_SITES('v.site')} ORDER BY ${NEWEST} LIMIT ?`,
        sitesOf(args.site),
        first,
      );
      return rows.map((row, index) => curatorPost(row, index, media));
    },
  };
}
