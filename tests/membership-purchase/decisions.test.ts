import { describe, expect, it } from 'vitest';
import { firstPollStep, nextPollStep, PROFILE_POLLING } from '../../src/features/membership-purchase/subscription-polling.ts';
import { POLLING_FAILED_MESSAGE } from '../../src/shell/flash/messages.ts';
import { INITIAL_SUBSCRIPTION_STATE, subscriptionReducer, type SubscriptionEvent, type SubscriptionState } from '../../src/features/membership-purchase/subscription-state.ts';

describe('profile polling after a purchase (membership spec section 4)', () => {
  it('polls every 15 s, at most 40 tries, and the premium-plus brand reloads after 10 s', () => {
    expect(PROFILE_POLLING).toEqual({ intervalMs: 15000, maxTries: 40, premiumPlusReloadMs: 10000 });
  });

  it.each([
    [true, { kind: 'reload', delayMs: 10000 }],
    [false, { kind: 'poll', tries: 1, delayMs: 0 }],
  ] as const)('premium-plus %s starts with %j', (premiumPlus, expected) => {
    expect(firstPollStep(premiumPlus)).toEqual(expected);
  });

  it.each([
    [1, 'active', { kind: 'reload', delayMs: 0 }],
    [40, 'active', { kind: 'reload', delayMs: 0 }],
    [1, 'inactive', { kind: 'poll', tries: 2, delayMs: 15000 }],
    [39, 'failed', { kind: 'poll', tries: 40, delayMs: 15000 }],
    [40, 'inactive', { kind: 'polling-failed', message: POLLING_FAILED_MESSAGE }],
    [40, 'failed', { kind: 'polling-failed', message: POLLING_FAILED_MESSAGE }],
  ] as const)('after try %i answering %s: %j', (tries, answer, expected) => {
    expect(nextPollStep(tries, answer)).toEqual(expected);
  });
});

describe('the shared subscription state (membership spec sections 3 and 4)', () => {
  const offer = { name: 'winback-special-price', newPrice: 19.95, offeredGems: null, currency: 'USD' };
  const run = (events: SubscriptionEvent[], from: SubscriptionState = INITIAL_SUBSCRIPTION_STATE) => events.reduce(subscriptionReducer, from);
  it.each<[string, SubscriptionEvent[], Partial<SubscriptionState>]>([
    ['a payment request sets payment-loading', [{ type: 'paymentRequested' }], { isPaymentLoading: true }],
    ['its success clears it and resets the polling counter', [{ type: 'polled', counter: 7 }, { type: 'paymentRequested' }, { type: 'paymentSucceeded' }], { isPaymentLoading: false, pollingCounter: 0 }],
    ['its failure too', [{ type: 'polled', counter: 7 }, { type: 'paymentRequested' }, { type: 'paymentFailed' }], { isPaymentLoading: false, pollingCounter: 0 }],
    ['a reactivation sets uncancel-loading', [{ type: 'reactivationRequested' }], { isUnCancelLoading: true }],
    ['its success clears it', [{ type: 'retentionOfferLoaded', offer, cancelled: true }, { type: 'reactivationRequested' }, { type: 'reactivationSucceeded' }], { isUnCancelLoading: false, cancelled: false, retentionOfferOption: offer }],
    ['its failure empties the offer', [{ type: 'retentionOfferLoaded', offer, cancelled: true }, { type: 'reactivationRequested' }, { type: 'reactivationFailed' }], { isUnCancelLoading: false, retentionOfferOption: null }],
    ['a retention offer that fails to load is empty', [{ type: 'optionsRequested' }, { type: 'retentionOfferFailed' }], { isLoading: false, retentionOfferOption: null }],
  ])('%s', (_case, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });
});
