import { ActionError, defineAction } from 'astro:actions';
import { video } from '../../catalogue/tenant-items.ts';
import { signedInActionOn } from '../../shell/signed-in-action.ts';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { unlockVideo } from './unlock-video.server.ts';

/**
 * The UnlockVideo modal's call: spends one pay-per-video credit on the video (membership spec
 * sections 4, 6 and 7) and answers the credits left. The island shows every failure as the spec's
 * one message (video_unlock_modal.error); the upstream's reason goes to the log.
 */
export const unlock = {
  video: defineAction({
    input: z.object({ videoId: z.number().int().positive() }),
    handler: async ({ videoId }, { locals }) => {
      const { context, member } = await signedInActionOn(locals, 'unlock videos', [video(videoId)]);
      // Credits are not spent where pay-per-video is not sold (the premium-plus brand, any non-trial).
      if (!member.abilities.can('use', 'PayPerVideo')) throw new ActionError({ code: 'FORBIDDEN', message: 'The video could not be unlocked.' });
      try {
        return await unlockVideo(member.gateway, videoId);
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, reason: error.refusal?.extensions['reason'], videoId, err: error }, 'video unlock failed');
        throw new ActionError({ code: error.kind === 'unauthorised' ? 'UNAUTHORIZED' : 'BAD_REQUEST', message: 'The video could not be unlocked.' });
      }
    },
  }),
};
