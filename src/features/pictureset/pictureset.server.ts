import { z } from 'zod';
import type { PictureSetAccess } from '../../access/index.ts';
import type { CatalogueCalls } from '../../catalogue/calls.ts';
import { isGatewayError } from '../../gateway/errors.ts';
import type { PictureSet, VideoDetail } from '../../catalogue/schemas.ts';
import { GENERATE_PICTURE_SET_TOKEN } from '../../gateway/documents/pictureset.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import type { Logger } from '../../server/log.ts';
import { tokenUrl } from '../player/video-sources.ts';

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

const setTokenSchema = z.object({ token: z.string().min(1), cdn: z.url({ message: 'must be the absolute URL of the zip' }) });

/** The set's token for this member (generatePictureSetToken): its zip at `cdn`, and its full-size photos. The upstream checks the member may have the set. */
function pictureSetToken(gateway: MemberGateway, slug: string) {
  return gateway.query('generatePictureSetToken', GENERATE_PICTURE_SET_TOKEN, { slug }, resultOf(setTokenSchema));
}

/** Membership spec section 2, "picture set download as zip": the zip's URL with the set's token. */
export async function pictureSetZipUrl(gateway: MemberGateway, slug: string): Promise<string> {
  return tokenUrl(await pictureSetToken(gateway, slug));
}

/**
 * The token that opens the set's full-size photos, for a member the page lets see the set: the CDN
 * serves them only with it, as it serves the zip (a set's slug is public in the tour). Null when the
 * page denies the set, or the gateway refused or failed (logged): the gallery then shows its
 * thumbnails without links to the full size.
 */
export async function fullSizePhotoToken(gateway: MemberGateway, slug: string, access: PictureSetAccess, log: Logger): Promise<string | null> {
  if (access.kind !== 'allowed') return null;
  try {
    return (await pictureSetToken(gateway, slug)).token;
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    log.warn({ operation: error.operation, kind: error.kind, code: error.code, slug, err: error }, 'picture set: no token for its full-size photos');
    return null;
  }
}

/** A full-size photo's address with the set's token. */
export function fullSizePhotoUrl(src: string, token: string): string {
  return tokenUrl({ cdn: src, token });
}
