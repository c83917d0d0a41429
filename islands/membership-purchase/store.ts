import { atom } from 'nanostores';
import { INITIAL_SUBSCRIPTION_STATE, subscriptionReducer, type SubscriptionEvent, type SubscriptionState } from '../../src/features/membership-purchase/subscription-state.ts';

/** The purchase flows' shared subscription state (membership spec section 3), changed only by `dispatchSubscription`. */
export const $subscription = atom<SubscriptionState>(INITIAL_SUBSCRIPTION_STATE);

export function dispatchSubscription(event: SubscriptionEvent): void {
  $subscription.set(subscriptionReducer($subscription.get(), event));
}

/** A new idempotency key: one per purchase attempt, so a double click or a retry of it never charges twice. */
export const newPurchaseKey = (): string => crypto.randomUUID();
