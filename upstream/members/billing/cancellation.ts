import type { MembershipFacts } from '../membership-facts.ts';
import type { MemberStore } from '../store.ts';
import type { BillingContext } from './billing-context.ts';
import { NATIVE_BILLERS } from './billers.ts';
import { subscriptionOf } from './subscriptions.ts';

export interface CancelAnswer {
  success: boolean;
  alreadyCancelled: boolean;
  errors: string[];
}

/**
 * Why this biller cannot cancel the membership, or null when it can: only a paid membership it bills
 * itself (a native biller's), held by the member who asks (a tandem child's is the parent's; a guest
 * holds none). An external biller's members cancel with that biller.
 */
function refusal(m: MembershipFacts): string | null {
  if (!m.isActive || m.subscriptionType !== 'member' || m.isGuestUser) return 'No paid membership to cancel';
  if (!(NATIVE_BILLERS as readonly string[]).includes(m.billerName)) return `The membership is billed by ${m.billerName}: cancel it with their billing support`;
  if (m.tandem.isTandemChildAccount) return 'A tandem account is cancelled by its parent account';
  return null;
}

/** The member cancels: the rebill stops (access lasts to the end of the paid period) and the gems are lost. */
export function cancel(context: BillingContext, forfeitGems: (store: MemberStore, accountId: string, when: Date) => void, accountId: string): CancelAnswer {
  const { store, records, accounts, now } = context;
  return store.transaction(() => {
    const account = accounts.byId(accountId);
    const refused = account ? refusal(account.membership) : 'Unknown member';
    const subscription = account && !refused ? subscriptionOf(context, account) : undefined;
    if (!account || refused || !subscription) return { success: false, alreadyCancelled: false, errors: [refused ?? 'No subscription to cancel'] };
    if (account.membership.cancelled) return { success: true, alreadyCancelled: true, errors: [] };
    const when = now();
    records.cancelSubscription(subscription.subscription_id, accountId, when);
    accounts.setMembership(accountId, { ...account.membership, cancelled: true });
    forfeitGems(store, accountId, when);
    return { success: true, alreadyCancelled: false, errors: [] };
  });
}
