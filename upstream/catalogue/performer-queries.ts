import type { PerformerRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { page, withFacetFilters, type FacetFilter, type Paging, type RowSet } from './pages.ts';
import { videosOf } from './video-sets.ts';

/** The performer facets of browsing spec section 3. */
const PERFORMER_FACETS = ['sex', 'name', 'sites', 'breast', 'hairColor', 'nationality'];
const PERFORMER_ORDERS: Record<string, string> = {
  rating: 'p.rating DESC, p.name, p.performer_id',
  name: 'p.name, p.performer_id',
  newest: 'p.performer_id DESC',
};
const PERFORMER_SELECT = 'p.*, (SELECT COUNT(*) FROM video_performers vp WHERE vp.performer_id = p.performer_id) AS video_count';

/** A site's performers, highest rated first unless asked otherwise, narrowed by facets. */
export function performerQueries(context: CatalogueContext) {
  const { sitesOf, shape } = context;
  return {
    performers(_: unknown, args: Paging & { site: string; filter?: FacetFilter[] | null; orderBy?: string | null }) {
      const set: RowSet = {
        from: 'performers p',
        where: IN_SITES('p.site'),
        params: [sitesOf(args.site)],
        order: PERFORMER_ORDERS[args.orderBy ?? 'rating'] ?? 'p.rating DESC',
        id: 'p.performer_id',
        facets: { table: 'performer_facets', key: 'performer_id', names: PERFORMER_FACETS },
      };
      return page(context, withFacetFilters(set, args.filter), args, (rows: PerformerRow[]) => rows.map(shape.performer), PERFORMER_SELECT);
    },
  };
}

/** A performer's videos, on the performer's site. */
export function performerVideos(context: CatalogueContext) {
  return {
    videos: (p: { performerId: number; site: string }, args: Paging) =>
      page(context, { ...videosOf(context, p.site, 'v.video_id IN (SELECT video_id FROM video_performers WHERE performer_id = ?)', p.performerId) }, args, context.videos),
  };
}
