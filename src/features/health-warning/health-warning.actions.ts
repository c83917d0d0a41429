import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { isSecureOrigin } from '../../server/request-context.ts';
import { HEALTH_WARNING_REGIONS } from '../../tenants/schema.ts';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { acknowledgementCookieOf, ACKNOWLEDGED_COOKIE_VALUE } from './acknowledgement.ts';
import { cookieAttributes } from '../tracking/cookies.ts';
import { recordHealthWarningAcknowledgement } from './health-warning.server.ts';

/**
 * The member's acknowledgement of the cover, recorded in their profile. With the gateway down it is
 * kept in this browser's cookie instead, as a visitor's is (src/server/health-warning.ts answers the
 * form without JavaScript the same way): the cover fails closed, and its answer must still lift it.
 */
export const healthWarning = {
  acknowledge: defineAction({
    input: z.object({ region: z.enum(HEALTH_WARNING_REGIONS) }),
    handler: async ({ region }, { locals, cookies }) => {
      const { context, member } = signedInAction(locals, 'acknowledge the health warning');
      if (await recordHealthWarningAcknowledgement(member.gateway, region, context.log)) return { keptIn: 'profile' as const };
      const cookie = acknowledgementCookieOf(region);
      cookies.set(cookie.name, ACKNOWLEDGED_COOKIE_VALUE, cookieAttributes(cookie, { secure: isSecureOrigin(context) }));
      return { keptIn: 'cookie' as const };
    },
  }),
};
