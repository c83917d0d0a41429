import type { MemberStore } from '../store.ts';
import type { BillingContext } from './billing-context.ts';
import { subscriptionOf } from './subscriptions.ts';

/** The member cancels: the rebill stops (access lasts to the end of the paid period) and the gems are lost. */
export function cancel(
  context: BillingContext,
  forfeitGems: (store: MemberStore, accountId: string, when: Date) => void,
  accountId: string,
): { success: boolean; alreadyCancelled: boolean } {
  const { store, records, accounts, now } = context;
  return store.transaction(() => {
    const account = accounts.byId(accountId);
    const subscription = account && subscriptionOf(context, account);
    if (!account || !subscription || !account.membership.isActive) return { success: false, alreadyCancelled: false };
    if (account.membership.cancelled) return { success: true, alreadyCancelled: true };
    const when = now();
    records.cancelSubscription(subscription.subscription_id, accountId, when);
    accounts.setMembership(accountId, { ...account.membership, cancelled: true });
    forfeitGems(store, accountId, when);
    return { success: true, alreadyCancelled: false };
  });
}
