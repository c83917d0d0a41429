import { z } from 'zod';
import type { CatalogueCalls } from '../../catalogue/calls.ts';
import type { PictureSet, VideoDetail } from '../../catalogue/schemas.ts';
import { GENERATE_PICTURE_SET_TOKEN } from '../../gateway/documents/pictureset.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { tokenUrl } from '../watching/video-sources.ts';

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

const zipTokenSchema = z.object({ token: z.string().min(1), cdn: z.url({ message: 'must be the absolute URL of the zip' }) });

/**
 * Membership spec section 2, "picture set download as zip": a token for the set's zip, as the zip's
 * URL. The upstream checks the member may have the set.
 */
export async function pictureSetZipUrl(gateway: MemberGateway, slug: string): Promise<string> {
  return tokenUrl(await gateway.query('generatePictureSetToken', GENERATE_PICTURE_SET_TOKEN, { slug }, resultOf(zipTokenSchema)));
}
