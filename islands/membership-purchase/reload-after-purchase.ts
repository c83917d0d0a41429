import { NOTIFICATION_PARAM } from '../../src/shell/flash/query.ts';
import { AFTER_PURCHASE_PARAM } from '../../src/shell/query-behaviour.ts';

/**
 * The page again, marked as the reload after a purchase (membership spec section 2: fatr=true),
 * without the notification it arrived with: that told of what came before the purchase (a
 * cancellation, say), which the reloaded page must not tell again.
 */
export function reloadAfterPurchase(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(NOTIFICATION_PARAM);
  url.searchParams.set(AFTER_PURCHASE_PARAM, 'true');
  window.location.assign(url.href);
}
