import { actions } from '../shell/actions/member-actions.ts';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import type { PurchaseChoice } from '../../src/features/membership-purchase/single-site-upsell.ts';
import { pageSalesTracking } from '../tracking/page-sales-tracking.ts';

/**
 * The one-click upsell Actions (src/features/membership-purchase/purchase.actions.ts) as the purchase
 * modal calls them: this brand's single-site options (only when the offer includes them), the
 * multisite ones, and the purchase of the chosen one with the attempt's key and the page's sales tracking.
 */
type OneClickAnswer = { data?: { success: true; location: string } | { success: false; errors: string[] } | undefined; error?: unknown };

export async function loadOneClickOptions(singleSite: boolean): Promise<{ singleSite: JoinOption[]; multisite: JoinOption[] }> {
  const [single, multisite] = await Promise.all([singleSite ? actions.purchase.singleSiteOptions() : Promise.resolve({ data: [] }), actions.purchase.upsellOptions()]);
  return { singleSite: single.data ?? [], multisite: multisite.data ?? [] };
}

export function buyOneClick(choice: PurchaseChoice, idempotencyKey: string): Promise<OneClickAnswer> {
  return choice.kind === 'singleSite'
    ? actions.purchase.singleSite({ joinOptionId: choice.option.joinOptionId, idempotencyKey, ...pageSalesTracking() })
    : actions.purchase.multisite({ optionId: choice.option.joinOptionId, idempotencyKey, ...pageSalesTracking() });
}
