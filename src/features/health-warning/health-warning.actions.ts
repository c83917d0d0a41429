import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { UPSTREAM_FAILED_MESSAGE } from '../../gateway/failure.ts';
import { HEALTH_WARNING_REGIONS } from '../../tenants/schema.ts';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { recordHealthWarningAcknowledgement } from './health-warning.server.ts';

/** The member's acknowledgement of the cover (a visitor's is a cookie, set by the site server). */
export const healthWarning = {
  acknowledge: defineAction({
    input: z.object({ region: z.enum(HEALTH_WARNING_REGIONS) }),
    handler: async ({ region }, { locals }) => {
      const { context, member } = signedInAction(locals, 'acknowledge the health warning');
      if (!(await recordHealthWarningAcknowledgement(member.gateway, region, context.log))) throw new ActionError({ code: 'BAD_GATEWAY', message: UPSTREAM_FAILED_MESSAGE });
      return true;
    },
  }),
};
