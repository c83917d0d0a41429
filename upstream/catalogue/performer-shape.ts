import type { PerformerRow } from '../rows.ts';
import { SIZES } from './picture-sizes.ts';
import type { ShapeContext } from './shape-context.ts';
import { tourPerformerUrl } from '../tour-pages.ts';

/** A performer as a video, a search or a performer's page names them. */
export type ModelRefRow = Pick<PerformerRow, 'slug' | 'name' | 'sex' | 'site' | 'performer_id'>;

/** Performers as the catalogue answers them: named from a video or a search (modelRef), or whole (performer). */
export function performerShapes({ tourUrl, images }: ShapeContext) {
  const modelRef = (row: ModelRefRow) => ({
    slug: row.slug,
    name: row.name,
    sex: row.sex,
    globalId: row.performer_id,
    absoluteUrl: tourPerformerUrl(tourUrl(row.site), row.slug),
  });

  function performer(row: PerformerRow) {
    return {
      performerId: row.performer_id,
      slug: row.slug,
      site: row.site,
      name: row.name,
      sex: row.sex,
      hairColor: row.hair_color,
      breast: row.breast,
      nationality: row.nationality,
      age: row.age,
      rating: row.rating,
      isAngel: row.is_angel === 1,
      bio: row.bio,
      absoluteUrl: tourPerformerUrl(tourUrl(row.site), row.slug),
      videoCount: row.video_count,
      images: {
        listing: images(row.site, 'performer', row.slug, SIZES.performerListing),
        main: images(row.site, 'performer', row.slug, SIZES.performerMain),
      },
    };
  }

  return { modelRef, performer };
}
