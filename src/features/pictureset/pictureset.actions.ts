import { ActionError, defineAction } from 'astro:actions';
import { pictureSet } from '../../catalogue/tenant-items.ts';
import { signedInActionOn } from '../../shell/signed-in-action.ts';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { namedThingFailureCode } from '../../gateway/failure.ts';
import { isValidSlug } from '../../routing/slug.ts';
import { pictureSetZipUrl } from './pictureset.server.ts';

/** When the zip cannot be had and the gateway said nothing the member can use. */
export const PICTURE_SET_ZIP_FAILED = 'The picture set could not be downloaded. Please try again later.';

/**
 * The picture set's zip download (membership spec section 2): the zip's URL with a token for this
 * set and member (generatePictureSetToken), which the island loads to start the download.
 */
export const pictureSets = {
  zip: defineAction({
    input: z.object({ slug: z.string().refine(isValidSlug, { message: 'must be a picture set slug' }) }),
    handler: async ({ slug }, { locals }) => {
      const { context, member } = await signedInActionOn(locals, 'download picture sets', [pictureSet(slug)]);
      try {
        return { url: await pictureSetZipUrl(member.gateway, slug) };
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, slug, err: error }, 'picture set zip refused');
        if (error.kind === 'unauthorised') throw new ActionError({ code: 'UNAUTHORIZED', message: 'Please log in again to download picture sets.' });
        throw new ActionError({ code: namedThingFailureCode(error), message: error.refusal?.message ?? PICTURE_SET_ZIP_FAILED });
      }
    },
  }),
};
