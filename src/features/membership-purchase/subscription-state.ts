/**
 * Membership spec section 3, "Subscription state (shared state)", and section 4's transitions:
 * a payment request sets payment-loading, its success or failure clears it and resets the polling
 * counter; a reactivation sets uncancel-loading until it ends; a retention offer that fails is emptied.
 */
export interface RetentionOfferOption {
  name: string;
  newPrice: number | null;
  offeredGems: number | null;
  currency: string;
}

export interface SubscriptionState {
  isMultiSiteOptions: boolean;
  isLoading: boolean;
  isPaymentLoading: boolean;
  isUnCancelLoading: boolean;
  pollingCounter: number;
  cancelled: boolean;
  retentionOfferOption: RetentionOfferOption | null;
  defaultSubscription: string | null;
}

export const INITIAL_SUBSCRIPTION_STATE: SubscriptionState = {
  isMultiSiteOptions: false,
  isLoading: false,
  isPaymentLoading: false,
  isUnCancelLoading: false,
  pollingCounter: 0,
  cancelled: false,
  retentionOfferOption: null,
  defaultSubscription: null,
};

export type SubscriptionEvent =
  | { type: 'optionsRequested' }
  | { type: 'optionsLoaded'; multisite: boolean; defaultSubscription: string | null }
  | { type: 'paymentRequested' }
  | { type: 'paymentSucceeded' }
  | { type: 'paymentFailed' }
  | { type: 'retentionOfferLoaded'; offer: RetentionOfferOption | null; cancelled: boolean }
  | { type: 'retentionOfferFailed' }
  | { type: 'reactivationRequested' }
  | { type: 'reactivationSucceeded' }
  | { type: 'reactivationFailed' }
  | { type: 'polled'; counter: number };

export function subscriptionReducer(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'optionsRequested':
      return { ...state, isLoading: true };
    case 'optionsLoaded':
      return { ...state, isLoading: false, isMultiSiteOptions: event.multisite, defaultSubscription: event.defaultSubscription };
    case 'paymentRequested':
      return { ...state, isPaymentLoading: true };
    case 'paymentSucceeded':
    case 'paymentFailed':
      return { ...state, isPaymentLoading: false, pollingCounter: 0 };
    case 'retentionOfferLoaded':
      return { ...state, isLoading: false, retentionOfferOption: event.offer, cancelled: event.cancelled };
    case 'retentionOfferFailed':
      return { ...state, isLoading: false, retentionOfferOption: null };
    case 'reactivationRequested':
      return { ...state, isUnCancelLoading: true };
    case 'reactivationSucceeded':
      return { ...state, isUnCancelLoading: false, cancelled: false };
    case 'reactivationFailed':
      // "Retention offer failure empties the offer."
      return { ...state, isUnCancelLoading: false, retentionOfferOption: null };
    case 'polled':
      return { ...state, pollingCounter: event.counter };
  }
}
