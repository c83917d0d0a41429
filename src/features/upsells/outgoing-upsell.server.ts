import { z } from 'zod';
import { OUTGOING_UPSELL_ONECLICK, OUTGOING_UPSELL_ONECLICK_TRACKING } from '../../gateway/documents/upsells.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { allowedPartnerUrl } from './partner-allow-list.ts';
import type { OutgoingUpsellQuery } from './outgoing-upsell-query.ts';

const outgoingUpsellAnswerSchema = z.object({
  success: z.boolean(),
  redirectUrl: z.string().nullable(),
  redirectToConfirmationStep: z.boolean(),
  confirmationModal: z
    .object({ title: z.string(), description: z.string(), component: z.string(), price: z.object({ initial: z.string(), recurring: z.string() }) })
    .nullable(),
});
export type OutgoingUpsellAnswer = z.infer<typeof outgoingUpsellAnswerSchema>;

const trackingAnswerSchema = z.object({ success: z.boolean(), redirectUrl: z.string().nullable() });
export type UpsellTrackingAnswer = z.infer<typeof trackingAnswerSchema>;

export interface OutgoingUpsellCall {
  query: OutgoingUpsellQuery;
  /** The tenant's site (upper case), as the gateway names it. */
  site: string;
  /** True until the member confirmed in the modal. */
  confirmationRequired: boolean;
  allowedPartnerHosts: readonly string[];
}

/**
 * Membership spec section 7, outgoingUpsellOneclick. The partner links of the query go to the
 * upstream only when the allow-list accepts them: the member is later sent to them.
 */
export function requestOutgoingUpsell(gateway: MemberGateway, { query, site, confirmationRequired, allowedPartnerHosts }: OutgoingUpsellCall): Promise<OutgoingUpsellAnswer> {
  const partnerLink = (raw: string | undefined) => allowedPartnerUrl(raw, allowedPartnerHosts)?.href ?? null;
  const input = {
    epochUpsellId: query.epochUpsellId ?? null,
    segpayUpsellId: query.segpayUpsellId ?? null,
    rgUpsellId: query.rgUpsellId ?? null,
    fallbackUrl: partnerLink(query.tourLinkCode),
    memberLink: partnerLink(query.memberLink),
    clickId: query.clickId ?? null,
    confirmationRequired,
    site,
  };
  return gateway.charge('outgoingUpsellOneclick', OUTGOING_UPSELL_ONECLICK, { input }, resultOf(outgoingUpsellAnswerSchema));
}

/** Membership spec section 7, outgoingUpsellOneclickTracking: true on the success page, false on the failure page. */
export function trackOutgoingUpsell(gateway: MemberGateway, status: boolean): Promise<UpsellTrackingAnswer> {
  return gateway.mutate('outgoingUpsellOneclickTracking', OUTGOING_UPSELL_ONECLICK_TRACKING, { input: { status } }, resultOf(trackingAnswerSchema));
}
