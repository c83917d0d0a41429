import type { SQLInputValue } from 'node:sqlite';
import type { CategoryRow, TotalRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { paging, type Paging } from './pages.ts';

/** The categories with scenes on the sites of `sitesJson` (narrowed by `extra`), by name, each with its count of scenes. */
export function categoryRows({ all }: CatalogueContext, sitesJson: string, extra: string, params: SQLInputValue[], { skip, first }: { skip: number; first: number }) {
  return all<CategoryRow>(
    `SELECT c.*, COUNT(*) AS scenes FROM categories c JOIN video_categories USING (category_id) JOIN videos v USING (video_id)
     WHERE ${IN_SITES('v.site')} ${extra} GROUP BY c.category_id ORDER BY c.name LIMIT ? OFFSET ?`,
    sitesJson, ...params, first, skip,
  ).map((row) => ({ id: row.category_id, slug: row.slug, name: row.name, scenes: row.scenes, isHighlighted: row.is_highlighted === 1 }));
}

/** A site's categories, by name; `scenes` counts the asked site's videos. */
export function categoryQueries(context: CatalogueContext) {
  const { one, sitesOf } = context;
  return {
    categories(_: unknown, args: Paging & { site: string }) {
      const sitesJson = sitesOf(args.site);
      const window = paging(args);
      return {
        totalCount: () =>
          one<TotalRow>(
            `SELECT COUNT(DISTINCT vc.category_id) AS total FROM video_categories vc JOIN videos v USING (video_id) WHERE ${IN_SITES('v.site')}`,
            sitesJson,
          )?.total ?? 0,
        nodes: () => categoryRows(context, sitesJson, '', [], window),
      };
    },
  };
}
