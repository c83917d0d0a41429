import type { CountedRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';

type FilterArgs = { site: string; filter?: string | null; minScenes?: number | null };

/** getAllFilters (browsing spec section 7): the categories, directors, girls and guys with at least `minScenes` scenes, by name. */
export function filterQueries({ all, sitesOf }: CatalogueContext) {
  return {
    getAllFilters(_: unknown, { site, filter, minScenes }: FilterArgs) {
      const sitesJson = sitesOf(site);
      const like = `%${(filter ?? '').toLowerCase()}%`;
      const min = minScenes ?? 1;
      const counted = (sql: string) => all<CountedRow>(sql, sitesJson, like, min);
      const people = (sex: string) =>
        all<CountedRow>(
          `SELECT p.slug, p.name, COUNT(*) AS scenes FROM performers p JOIN video_performers USING (performer_id)
           WHERE p.sex = ? AND ${IN_SITES('p.site')} AND lower(p.name) LIKE ? GROUP BY p.performer_id HAVING scenes >= ? ORDER BY p.name`,
          sex, sitesJson, like, min,
        );
      return {
        categories: counted(
          `SELECT c.category_id AS id, c.slug, c.name, c.is_highlighted = 1 AS isHighlighted, COUNT(*) AS scenes
           FROM categories c JOIN video_categories USING (category_id) JOIN videos v USING (video_id)
           WHERE ${IN_SITES('v.site')} AND lower(c.name) LIKE ? GROUP BY c.category_id HAVING scenes >= ? ORDER BY c.name`,
        ).map((row) => ({ ...row, isHighlighted: Boolean((row as unknown as { isHighlighted: number }).isHighlighted) })),
        directors: counted(
          `SELECT d.slug, d.name, COUNT(*) AS scenes FROM directors d JOIN video_directors USING (director_id)
           WHERE ${IN_SITES('d.site')} AND lower(d.name) LIKE ? GROUP BY d.director_id HAVING scenes >= ? ORDER BY d.name`,
        ),
        girls: people('F'),
        guys: people('M'),
      };
    },
  };
}
