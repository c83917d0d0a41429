import { JOIN_PATH, SIGNUP_DENIAL_PATH, SIGNUP_EXTERN_PREFIX, SIGNUP_SUCCESS_PATH, UPGRADE_DENIAL_PATH, UPGRADE_MEMBERSHIP_PATH, UPGRADE_SUCCESS_PATH } from '../../routing/paths.ts';

/**
 * The pages where a card is typed or a purchase comes back, which are never served from a shared
 * cache and carry no third-party script: they are server-rendered
 * `private, no-store`, and the tracking plan leaves the tenant's tracker off them.
 */
export const PAYMENT_PAGE_PATHS: readonly string[] = [JOIN_PATH, SIGNUP_SUCCESS_PATH, SIGNUP_DENIAL_PATH, UPGRADE_MEMBERSHIP_PATH, UPGRADE_SUCCESS_PATH, UPGRADE_DENIAL_PATH];

export function isPaymentPage(pathname: string): boolean {
  return PAYMENT_PAGE_PATHS.includes(pathname) || pathname.startsWith(SIGNUP_EXTERN_PREFIX);
}
