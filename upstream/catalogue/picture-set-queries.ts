import type { PictureSetRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { page, type Paging, type RowSet } from './pages.ts';

/** Picture sets: one by slug, a site's all, and the welcome page's (membership spec section 2). */
export function pictureSetQueries(context: CatalogueContext) {
  const { one, sitesOf, shape } = context;
  return {
    getPictureSet(_: unknown, { slug, site }: { slug: string; site: string }) {
      const row = one<PictureSetRow>(`SELECT * FROM picture_sets WHERE slug = ? AND ${IN_SITES('site')}`, slug, sitesOf(site));
      return row ? shape.pictureSet(row) : null;
    },
    pictureSets(_: unknown, args: Paging & { site: string }) {
      const set: RowSet = { from: 'picture_sets ps', where: IN_SITES('ps.site'), params: [sitesOf(args.site)], order: 'ps.picture_set_id', id: 'ps.picture_set_id' };
      return page(context, set, args, (rows: PictureSetRow[]) => rows.map(shape.pictureSet));
    },
    getWelcomePagePictureSet(_: unknown, { input }: { input: { site: string } }) {
      sitesOf(input.site);
      return shape.welcomePictureSet(input.site);
    },
  };
}
