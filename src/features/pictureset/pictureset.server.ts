import type { Gateway } from '../../catalogue/gateway.ts';
import type { PictureSet, VideoDetail } from '../../catalogue/schemas.ts';

export interface PictureSetWithVideo {
  pictureSet: PictureSet;
  /** The video the set belongs to, when it names one that exists. */
  video: VideoDetail | null;
}

/** The picture set and its video (whose facts decide access); undefined when the set does not exist. */
export async function loadPictureSet(gateway: Gateway, site: string, slug: string): Promise<PictureSetWithVideo | undefined> {
  const pictureSet = await gateway.getPictureSet(slug, site);
  if (!pictureSet) return undefined;
  const video = pictureSet.videoSlug ? await gateway.getVideo({ slug: pictureSet.videoSlug, site, relatedCount: 0 }) : null;
  return { pictureSet, video };
}
