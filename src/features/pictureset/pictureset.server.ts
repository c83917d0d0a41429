import type { CatalogueCalls } from '../../catalogue/calls.ts';
import type { PictureSet, VideoDetail } from '../../catalogue/schemas.ts';

export interface PictureSetWithVideo {
  pictureSet: PictureSet;
  /** The video the set belongs to, when it names one that exists. */
  video: VideoDetail | null;
}

/** The picture set and its video (whose facts decide access); undefined when the set does not exist. */
export async function loadPictureSet(catalogue: CatalogueCalls, site: string, slug: string): Promise<PictureSetWithVideo | undefined> {
  const pictureSet = await catalogue.getPictureSet(slug, site);
  if (!pictureSet) return undefined;
  const video = pictureSet.videoSlug ? await catalogue.getVideo({ slug: pictureSet.videoSlug, site, relatedCount: 0 }) : null;
  return { pictureSet, video };
}
