import type { PerformerRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { categoryRows } from './category-queries.ts';
import { MAX_PAGE_SIZE, page, paging, type Paging, type RowSet } from './pages.ts';
import { videosOf } from './video-sets.ts';

/** The quick search: videos whose title, performer or category matches `q`, and the matching categories and models. */
export function searchQueries(context: CatalogueContext) {
  const { all, sitesOf, shape, videos } = context;
  return {
    search(_: unknown, args: Paging & { site: string; q: string }) {
      const sitesJson = sitesOf(args.site);
      const q = args.q.trim().toLowerCase();
      const like = `%${q}%`;
      const matching = q === ''
        ? '0'
        : `(lower(v.title) LIKE ?
           OR v.video_id IN (SELECT vp.video_id FROM video_performers vp JOIN performers p USING (performer_id) WHERE lower(p.name) LIKE ?)
           OR v.video_id IN (SELECT vc.video_id FROM video_categories vc JOIN categories c USING (category_id) WHERE lower(c.name) LIKE ?))`;
      const set: RowSet = { ...videosOf(context, args.site, matching, ...(q === '' ? [] : [like, like, like])) };
      const found = page(context, set, args, videos);
      return {
        videos: found.nodes,
        totalCount: found.totalCount,
        categories: () => (q === '' ? [] : categoryRows(context, sitesJson, 'AND lower(c.name) LIKE ?', [like], { skip: 0, first: MAX_PAGE_SIZE })),
        models: () =>
          q === ''
            ? []
            : all<PerformerRow>(`SELECT * FROM performers p WHERE ${IN_SITES('p.site')} AND lower(p.name) LIKE ? ORDER BY p.rating DESC, p.name LIMIT ?`, sitesJson, like, paging(args).first).map(shape.modelRef),
      };
    },
  };
}
