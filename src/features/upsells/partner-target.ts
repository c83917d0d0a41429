import { isSafePath } from '../../routing/redirect-target.ts';
import { allowedPartnerUrl } from './partner-allow-list.ts';

/**
 * Where the site may send a member that an upstream answer names: a path of this tenant (a safe
 * same-origin path, e.g. the upsell's success page) or an allowed partner's URL. Null otherwise:
 * the page then stays put and says so rather than follow an answer anywhere.
 */
export function upsellRedirectTarget(redirectUrl: string | null | undefined, allowedHosts: readonly string[]): string | null {
  if (!redirectUrl) return null;
  if (redirectUrl.startsWith('/')) return isSafePath(redirectUrl) ? redirectUrl : null;
  return allowedPartnerUrl(redirectUrl, allowedHosts)?.href ?? null;
}
