import type { AstroCookies } from 'astro';
import { isGatewayError } from '../../gateway/errors.ts';
import { isSecureOrigin, type Member, type RequestContext } from '../../server/request-context.ts';
import { cookieAttributes, COOKIES } from '../tracking/cookies.ts';
import { trackOutgoingUpsell } from './outgoing-upsell.server.ts';
import { allowedPartnerUrl } from './partner-allow-list.ts';

/** The value of the outgoing-upsell cookies (membership spec section 9). */
const UPSELL_COOKIE_VALUE = '1';

/**
 * The outgoing upsell's success and failure pages (membership spec section 2): first the tracking
 * mutation (status true on success, false on failure); when it answers a redirectUrl, the page's
 * cookie is set (outgoing_upsell_oneclick_success or _fallback) and the member goes there, if the
 * partner allow-list accepts it. Null: the page stays and says what happened.
 */
export async function upsellOutcomeRedirect(context: RequestContext, member: Member, cookies: AstroCookies, bought: boolean): Promise<string | null> {
  let redirectUrl: string | null;
  try {
    ({ redirectUrl } = await trackOutgoingUpsell(member.gateway, bought));
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    // The tracking is the upstream's record; the member still reads what happened to their purchase.
    context.log.warn({ operation: error.operation, kind: error.kind, err: error }, 'outgoing upsell tracking failed');
    return null;
  }
  if (!redirectUrl) return null;
  const cookie = bought ? COOKIES.outgoingUpsellOneclickSuccess : COOKIES.outgoingUpsellOneclickFallback;
  cookies.set(cookie.name, UPSELL_COOKIE_VALUE, cookieAttributes(cookie, { secure: isSecureOrigin(context) }));
  const target = allowedPartnerUrl(redirectUrl, context.partners.allowedPartnerHosts);
  if (!target) context.log.warn({ redirectUrl }, 'outgoing upsell tracking answered a URL outside the partner allow-list');
  return target?.href ?? null;
}
