import type { ShowcaseRow, VideoRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { page, type Paging, type RowSet } from './pages.ts';

/** A site's showcases, each with its videos in the showcase's order. */
export function showcaseQueries(context: CatalogueContext) {
  const { all, sitesOf, videos } = context;
  return {
    showcases(_: unknown, args: Paging & { site: string }) {
      const set: RowSet = { from: 'showcases s', where: IN_SITES('s.site'), params: [sitesOf(args.site)], order: 's.showcase_id', id: 's.showcase_id' };
      return page(context, set, args, (rows: ShowcaseRow[]) => rows.map((row) => ({
        showcaseId: row.showcase_id,
        slug: row.slug,
        site: row.site,
        title: row.title,
        description: row.description,
        videos: () => videos(all<VideoRow>('SELECT v.* FROM showcase_videos sv JOIN videos v USING (video_id) WHERE sv.showcase_id = ? ORDER BY sv.position', row.showcase_id)),
      })));
    },
  };
}
