import type { PictureSetRow } from '../rows.ts';
import { SIZES, WELCOME_IMAGES } from './picture-sizes.ts';
import type { ShapeContext } from './shape-context.ts';

/** Picture sets as the catalogue answers them (their photos on the CDN), and the welcome page's backgrounds. */
export function pictureSetShapes({ db, media }: ShapeContext) {
  const videoSlug = db.prepare('SELECT slug FROM videos WHERE video_id = ?');

  function pictureSet(row: PictureSetRow) {
    const [lw, lh] = SIZES.pictureSetListing;
    const [mw, mh] = SIZES.pictureSetMain;
    const photos = Array.from({ length: row.image_count }, (_, i) => ({ name: `photo-${String(i + 1).padStart(2, '0')}`, index: i + 1 }));
    const photo = (index: number, width: number, height: number) => media.cdn({ kind: 'photo', set: row.slug, index, width, height });
    return {
      pictureSetId: row.picture_set_id,
      slug: row.slug,
      site: row.site,
      title: row.title,
      videoSlug: row.video_id === null ? null : ((videoSlug.get(row.video_id) as { slug: string } | undefined)?.slug ?? null),
      zip: media.cdn({ kind: 'zip', set: row.slug }),
      images: {
        listing: photos.map((p) => ({ src: photo(p.index, lw, lh), width: lw, height: lh, name: p.name })),
        main: photos.map((p) => ({ src: photo(p.index, mw, mh), width: mw, height: mh, name: p.name })),
      },
    };
  }

  function welcomePictureSet(site: string) {
    return {
      site,
      images: WELCOME_IMAGES.map(({ name, width, height }) => ({
        ...media.image(site, 'welcome', `welcome-${name}`, width, height),
        name,
        fileExtensions: ['svg'],
      })),
    };
  }

  return { pictureSet, welcomePictureSet };
}
