import type { DatabaseSync } from 'node:sqlite';
import type { MediaUrls } from '../media.ts';
import type { Sites } from '../sites.ts';
import type { Sizes } from './picture-sizes.ts';

/** What every shape works with: the catalogue, its sites and media, and the links and pictures they all write the same way. */
export interface ShapeContext {
  db: DatabaseSync;
  media: MediaUrls;
  /** The tour's URL of a site (empty for a site it does not know). */
  tourUrl: (site: string) => string;
  /** The listed pictures of an item, one per size. */
  images: (site: string, kind: Parameters<MediaUrls['image']>[1], slug: string, sizes: Sizes) => ReturnType<MediaUrls['image']>[];
}

export function createShapeContext(db: DatabaseSync, sites: Sites, media: MediaUrls): ShapeContext {
  return {
    db,
    media,
    tourUrl: (site) => sites.bySite.get(site)?.tourUrl ?? '',
    images: (site, kind, slug, sizes) => sizes.map(([w, h]) => media.image(site, kind, slug, w, h)),
  };
}
