import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { isGatewayError } from '../../gateway/errors.ts';
import { purchasingAction } from '../../shell/signed-in-action.ts';
import { confirmationHolder, MAX_SIGNED_CONFIRMATION_LENGTH, openConfirmation } from './confirmation.ts';
import { CONFIRMATION_LINK_MISSING, CONFIRMATION_REFUSED, UPSELL_FAILED_MESSAGE } from './messages.ts';
import { queryOfConfirmationLink } from './outgoing-upsell-query.ts';
import { requestOutgoingUpsell } from './outgoing-upsell.server.ts';
import { upsellRedirectTarget } from './partner-target.ts';

/**
 * The confirm-upsell modal's Confirm: buys the outgoing upsell of the confirmation the server signed
 * for this member (outgoingUpsellOneclick without confirmation) and answers where the member goes
 * next, an allowed partner or a page of ours. A POST from our own origin only: a link alone never
 * charges, and a confirmation forged, altered, expired or made for someone else buys nothing.
 */
export const upsells = {
  confirmOutgoing: defineAction({
    input: z.object({ confirmation: z.string().max(MAX_SIGNED_CONFIRMATION_LENGTH) }),
    handler: async (input, { locals }) => {
      const { context, member } = purchasingAction(locals, 'buy this offer');
      const opened = openConfirmation(context.partners.confirmationKey, input.confirmation, confirmationHolder(member, context.tenant), Date.now());
      if (!opened.ok) {
        context.log.warn({ problem: opened.problem }, 'outgoing upsell: a confirmation the server did not sign for this member was refused');
        throw new ActionError({ code: 'BAD_REQUEST', message: CONFIRMATION_REFUSED });
      }
      const { confirmationLink } = opened.confirmation;
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
