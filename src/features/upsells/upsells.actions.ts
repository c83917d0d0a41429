import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { CONFIRMATION_LINK_MISSING, UPSELL_FAILED_MESSAGE } from './messages.ts';
import { queryOfConfirmationLink } from './outgoing-upsell-query.ts';
import { requestOutgoingUpsell } from './outgoing-upsell.server.ts';
import { upsellRedirectTarget } from './partner-target.ts';

/**
 * The confirm-upsell modal's Confirm: buys the outgoing upsell its confirmation link names
 * (outgoingUpsellOneclick without confirmation) and answers where the member goes next, an
 * allowed partner or a page of ours. A POST from our own origin only: a link alone never charges.
 */
export const upsells = {
  confirmOutgoing: defineAction({
    input: z.object({ confirmationLink: z.string().max(4096).optional() }),
    handler: async ({ confirmationLink }, { locals }) => {
      const { context, member } = signedInAction(locals, 'buy this offer');
      if (!confirmationLink) throw new ActionError({ code: 'BAD_REQUEST', message: CONFIRMATION_LINK_MISSING });
      const query = queryOfConfirmationLink(confirmationLink);
      if (!query) throw new ActionError({ code: 'BAD_REQUEST', message: 'This confirmation link is not one of ours.' });
      const { allowedPartnerHosts } = context.partners;
      let answer;
      try {
        answer = await requestOutgoingUpsell(member.gateway, { query, site: context.tenant.site, confirmationRequired: false, allowedPartnerHosts });
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error }, 'outgoing upsell failed');
        throw new ActionError({ code: error.kind === 'unauthorised' ? 'UNAUTHORIZED' : 'BAD_GATEWAY', message: UPSELL_FAILED_MESSAGE });
      }
      const location = upsellRedirectTarget(answer.redirectUrl, allowedPartnerHosts);
      if (!location) {
        context.log.warn({ redirectUrl: answer.redirectUrl, success: answer.success }, 'outgoing upsell answered no redirect the site may follow');
        throw new ActionError({ code: 'BAD_GATEWAY', message: UPSELL_FAILED_MESSAGE });
      }
      return { success: answer.success, location };
    },
  }),
};
