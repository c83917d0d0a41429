import { ActionError, defineAction } from 'astro:actions';
import { video } from '../../catalogue/tenant-items.ts';
import { signedInActionOn } from '../../shell/signed-in-action.ts';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { DOWNLOAD_QUALITIES } from './download-resolutions.ts';
import { requestDownload } from './download.server.ts';

/**
 * The downloads island's one call: a download token (generateVideoToken, device 'download') for one
 * resolution of a video, as the file's URL, with what is left of the quota after it. The upstream
 * decides whether the member may have the file and counts the quota; the page offered the downloads
 * only where src/access's mayDownload allows them.
 */
export const downloads = {
  videoFile: defineAction({
    input: z.object({ videoId: z.number().int().positive(), quality: z.enum(DOWNLOAD_QUALITIES) }),
    handler: async ({ videoId, quality }, { locals }) => {
      const { context, member } = await signedInActionOn(locals, 'download videos', [video(videoId)]);
      try {
        return await requestDownload(member.gateway, context.tenant.site, videoId, quality, context.log);
      } catch (error) {
        if (!isGatewayError(error, 'unauthorised')) throw error;
        throw new ActionError({ code: 'UNAUTHORIZED', message: 'Please log in again to download videos.' });
      }
    },
  }),
};
