import type { Member, RequestContext } from '../../server/request-context.ts';
import type { ArrivalModal } from '../../shell/query-behaviour.ts';
import { purchaseOffer, type PurchaseOffer } from '../player/purchase-offer.ts';

/** The purchase modals the query opens (src/features/membership-purchase/QueryModals.astro). */
export interface QueryModalsProps {
  purchase: PurchaseOffer | null;
  subscriptionStatus: boolean;
  premiumPlus: boolean;
}

/** Which of the purchase modals the query's modals name, with what the purchase offers this member. */
export function queryModals(context: RequestContext, member: Member, modals: readonly ArrivalModal[]): QueryModalsProps {
  const opens = new Set(modals.map((modal) => modal.id));
  return {
    purchase: opens.has('PurchaseMembershipModal') ? purchaseOffer(member.profile, context.tenant) : null,
    subscriptionStatus: opens.has('SubscriptionStatusModal'),
    premiumPlus: context.tenant.role === 'premium-plus',
  };
}
