import { ActionError, defineAction } from 'astro:actions';
import { isUnlockedVideo } from '../../access/index.ts';
import { video } from '../../catalogue/tenant-items.ts';
import { signedInActionOn } from '../../shell/signed-in-action.ts';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { namedThingFailureCode } from '../../gateway/failure.ts';
import { fetchVideoSources } from './video-sources.server.ts';
import { VIDEO_LOADING_ERROR } from './video-sources.ts';

/**
 * The player island's one call: the signed-in member's streams of a full video (generateVideoToken
 * with device 'web'), in the quality menu's order with the one to start with. The upstream decides
 * whether this member may have them (its own access rules, the free limited trial's count included);
 * the page showed the full player only where src/access allows it.
 */
export const player = {
  videoSources: defineAction({
    input: z.object({ videoId: z.number().int().nonnegative() }),
    handler: async ({ videoId }, { locals }) => {
      const { context, member } = await signedInActionOn(locals, 'watch the full video', [video(videoId)]);
      try {
        const firstTrialPlay = member.profile.subscription?.isFreeLimitedTrial === true && !isUnlockedVideo({ videoId }, member.profile);
        const sources = await fetchVideoSources(member.gateway, videoId, firstTrialPlay);
        if (sources) return sources;
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, videoId, err: error }, 'video sources failed');
        throw new ActionError({ code: namedThingFailureCode(error), message: VIDEO_LOADING_ERROR });
      }
      context.log.warn({ videoId }, 'video sources: the gateway offered no stream');
      throw new ActionError({ code: 'NOT_FOUND', message: VIDEO_LOADING_ERROR });
    },
  }),
};
