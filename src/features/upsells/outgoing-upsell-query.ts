import { z } from 'zod';
import { OUTGOING_UPSELL_PATH } from '../../routing/partner-paths.ts';

/**
 * The query of /oneclick/outgoing-upsell (membership spec section 2): the offer's biller ids, the
 * partner's tour link, the partner's members link, the click id and the confirmed marker.
 */
export const OUTGOING_UPSELL_PARAMS = {
  epochUpsellId: 'epoch_upsellid',
  segpayUpsellId: 'segpay_upsellid',
  rgUpsellId: 'rg_upsellid',
  tourLinkCode: 'tour_link_code',
  memberLink: 'member_link',
  clickId: 'gas_cid',
  confirmed: 'confirmed',
} as const;

/** Anything longer is no id or link of a partner. */
const MAX_VALUE_LENGTH = 2048;
const value = z.string().trim().min(1).max(MAX_VALUE_LENGTH).optional().catch(undefined);
/** `confirmed=1` or `confirmed=true`; anything else is not a confirmation. */
const confirmedFlag = z.string().optional().transform((raw) => raw === '1' || raw === 'true');

const outgoingUpsellQuerySchema = z
  .object({
    epochUpsellId: value,
    segpayUpsellId: value,
    rgUpsellId: value,
    tourLinkCode: value,
    memberLink: value,
    clickId: value,
    confirmed: confirmedFlag,
  })
  .refine((query) => query.epochUpsellId ?? query.segpayUpsellId ?? query.rgUpsellId, { message: 'names no offer' });
export type OutgoingUpsellQuery = z.infer<typeof outgoingUpsellQuerySchema>;

/** The page's query, or null when it names no offer (none of the three biller ids). */
export function parseOutgoingUpsellQuery(search: URLSearchParams): OutgoingUpsellQuery | null {
  const raw = Object.fromEntries(Object.entries(OUTGOING_UPSELL_PARAMS).map(([field, param]) => [field, search.get(param) ?? undefined]));
  const parsed = outgoingUpsellQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A link to the outgoing-upsell page with these fields (e.g. a deal's one-click). */
export function outgoingUpsellHref(fields: Partial<OutgoingUpsellQuery>): string {
  const search = new URLSearchParams();
  for (const [field, param] of Object.entries(OUTGOING_UPSELL_PARAMS)) {
    const given = fields[field as keyof OutgoingUpsellQuery];
    if (typeof given === 'string') search.set(param, given);
    else if (given === true) search.set(param, '1');
  }
  return `${OUTGOING_UPSELL_PATH}?${search}`;
}

/**
 * The confirmation link: the same page, its query as parsed, marked confirmed. The modal sends it
 * back to the confirming Action, never follows it: a link alone must not charge anyone's card.
 */
export function confirmationLinkOf(query: OutgoingUpsellQuery): string {
  return outgoingUpsellHref({ ...query, confirmed: true });
}

/** The query of a confirmation link of ours (a path to the outgoing-upsell page, confirmed), else null. */
export function queryOfConfirmationLink(link: string): OutgoingUpsellQuery | null {
  if (!link.startsWith(`${OUTGOING_UPSELL_PATH}?`)) return null;
  const url = URL.parse(link, 'http://same-origin.invalid');
  if (url?.origin !== 'http://same-origin.invalid' || url.pathname !== OUTGOING_UPSELL_PATH) return null;
  const query = parseOutgoingUpsellQuery(url.searchParams);
  return query?.confirmed ? query : null;
}
