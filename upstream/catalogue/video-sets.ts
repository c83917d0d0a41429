import type { SQLInputValue } from 'node:sqlite';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import type { RowSet } from './pages.ts';

/** The video facets of browsing spec section 3, in the order the catalogue lists them. */
const VIDEO_FACETS = ['categories', 'featuredCategories', 'directors', 'modelsF', 'modelsM', 'sites', 'channels', 'hairColor', 'ageF', 'ageM', 'breast', 'year', 'nationalityF', 'nationalityM'];
/** Newest first: the order of every list of videos but the top-rated. */
export const NEWEST = 'v.release_date DESC, v.video_id DESC';

const videoFacets = { table: 'video_facets', key: 'video_id', names: VIDEO_FACETS };

/** The videos a site shows (its content sites'), newest first, narrowed by `where` and its parameters. */
export const videosOf = ({ sitesOf }: CatalogueContext, site: string, where = '1', ...params: SQLInputValue[]): RowSet => ({
  from: 'videos v',
  where: `${IN_SITES('v.site')} AND ${where}`,
  params: [sitesOf(site), ...params],
  order: NEWEST,
  id: 'v.video_id',
  facets: videoFacets,
});
