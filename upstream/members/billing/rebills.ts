import type { MemberStore } from '../store.ts';
import { DAY_MS, type BillingContext } from './billing-context.ts';
import { NATIVE_BILLERS } from './billers.ts';
import { chargeCard } from './cards.ts';
import { idempotent, type Charged } from './idempotency.ts';
import { cardOnFile } from './one-click.ts';
import { retentionOfferFor, type RetentionOffer, type RetentionOfferAnswer } from './retention.ts';
import { subscriptionOf } from './subscriptions.ts';

export interface ReactivateAnswer {
  success: boolean;
  errors: string[];
}

/** How long a reactivated rebill runs before its next charge. */
const REACTIVATED_PERIOD_DAYS = 30;

/**
 * getRetentionOffer: the offer a native-biller member may stay with (before cancelling) or come back
 * with (once cancelled), and their current rebill.
 */
export function retentionOffer(context: BillingContext, accountId: string): RetentionOfferAnswer {
  const account = context.accounts.byId(accountId);
  const subscription = account && subscriptionOf(context, account);
  if (!account || !subscription) return { offer: null, currentRebill: null };
  return retentionOfferFor(account.membership, subscription, context.tenants, context.records.retentionOfferTaken(subscription.subscription_id));
}

/**
 * acceptRetentionOffer: a member about to cancel stays on the retention offer instead; the running
 * rebill takes the offer's price, or its gems are credited now. The offer must be the one
 * getRetentionOffer answers now (never a price or gems it did not offer), and is taken once.
 * Nothing is charged.
 */
export function stayWithRetentionOffer(
  context: BillingContext,
  creditGems: (store: MemberStore, accountId: string, amount: number, when: Date) => void,
  accountId: string,
  input: { retentionOfferName: string; idempotencyKey: string },
): ReactivateAnswer {
  const { store, records, accounts, tenants, now } = context;
  const request = { accountId, kind: 'retention-offer', offer: input.retentionOfferName };
  return idempotent(store, records, input.idempotencyKey, request, (): Charged<ReactivateAnswer> => {
    const failed = (error: string): { answer: ReactivateAnswer } => ({ answer: { success: false, errors: [error] } });
    const account = accounts.byId(accountId);
    const subscription = account && subscriptionOf(context, account);
    if (!account || !subscription || account.membership.cancelled) return failed('No running rebill of a native biller to keep');
    const answer = retentionOfferFor(account.membership, subscription, tenants, records.retentionOfferTaken(subscription.subscription_id));
    const offer = answer.offer?.name === input.retentionOfferName ? answer.offer : null;
    if (!offer) return failed('The retention offer is not available anymore');
    const when = now();
    if (offer.deal.newPrice !== null) records.keepAtPrice(subscription.subscription_id, offer.deal.newPrice);
    if (offer.deal.offeredGems) creditGems(store, accountId, offer.deal.offeredGems, when);
    records.takeRetentionOffer(subscription, offer.name, 'stay', when);
    const charge = { kind: 'retention-offer' as const, amount: 0, currency: answer.currentRebill?.currency ?? 'USD', accountId, subscriptionId: subscription.subscription_id };
    return { answer: { success: true, errors: [] }, charge: { ...charge, outcome: 'APPROVED', reason: null } };
  });
}

/**
 * reactivateCancelledRebill: the cancelled rebill runs again, at the offer's new price when it has
 * one; the offer must be the one getRetentionOffer answers now. Nothing is charged until the rebill.
 * A deal sent with it must be that offer's own: the biller never takes a price or gems it did not
 * offer (a site passing on what a browser said would be refused here, not obeyed).
 */
export function reactivate(
  context: BillingContext,
  creditGems: (store: MemberStore, accountId: string, amount: number, when: Date) => void,
  accountId: string,
  input: { retentionOfferName: string | null; deal: RetentionOffer['deal'] | null; idempotencyKey: string },
): ReactivateAnswer {
  const { store, records, accounts, tenants, now } = context;
  const request = { accountId, kind: 'reactivate', offer: input.retentionOfferName, deal: input.deal };
  return idempotent(store, records, input.idempotencyKey, request, (): Charged<ReactivateAnswer> => {
    const failed = (error: string): { answer: ReactivateAnswer } => ({ answer: { success: false, errors: [error] } });
    const account = accounts.byId(accountId);
    const subscription = account && subscriptionOf(context, account);
    if (!account || !subscription || !account.membership.cancelled || !(NATIVE_BILLERS as readonly string[]).includes(account.membership.billerName)) {
      return failed('No cancelled rebill of a native biller to reactivate');
    }
    const { offer, currentRebill } = retentionOfferFor(account.membership, subscription, tenants, records.retentionOfferTaken(subscription.subscription_id));
    if (input.retentionOfferName !== null && offer?.name !== input.retentionOfferName) return failed('The retention offer is not available anymore');
    if (input.deal !== null && (offer?.deal.newPrice !== input.deal.newPrice || offer.deal.offeredGems !== input.deal.offeredGems)) {
      return failed('The deal is not the retention offer\'s');
    }
    const when = now();
    // The card on file must still be good, or the rebill would fail at once.
    const charged = chargeCard(cardOnFile(context, accountId), when);
    const charge = { kind: 'reactivate' as const, amount: 0, currency: currentRebill?.currency ?? 'USD', accountId, subscriptionId: subscription.subscription_id };
    if (charged.outcome !== 'APPROVED') {
      const reason = charged.outcome === 'DECLINED' ? charged.reason : charged.code;
      return { ...failed(reason), charge: { ...charge, outcome: charged.outcome, reason } };
    }
    const price = input.retentionOfferName !== null && offer?.deal.newPrice != null ? offer.deal.newPrice : subscription.rebill_price;
    records.reactivateSubscription(subscription, price, input.retentionOfferName ?? 'none', new Date(when.getTime() + REACTIVATED_PERIOD_DAYS * DAY_MS), when);
    accounts.setMembership(accountId, { ...account.membership, cancelled: false, isActive: true });
    const offeredGems = input.retentionOfferName !== null ? offer?.deal.offeredGems : null;
    if (offeredGems) creditGems(store, accountId, offeredGems, when);
    if (input.retentionOfferName !== null && offer) records.takeRetentionOffer(subscription, offer.name, 'reactivate', when);
    return { answer: { success: true, errors: [] }, charge: { ...charge, outcome: 'APPROVED', reason: null } };
  });
}
