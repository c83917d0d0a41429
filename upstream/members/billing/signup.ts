import { randomUUID } from 'node:crypto';
import type { TenantConfig } from '../../../src/tenants/schema.ts';
import { isAcceptablePassword, isEmailAddress, isUsername, normalizeEmail } from '../input-rules.ts';
import { DAY_MS, type BillingContext } from './billing-context.ts';
import { cardDigits, chargeCard, type Card } from './cards.ts';
import { BillingInputError, idempotent, type Charged } from './idempotency.ts';
import type { JoinOption } from './join-options.ts';
import type { SaleTracking } from './sale-tracking.ts';
import { joinSiteIdOf } from './site-ids.ts';
import { membershipFor, subscriptionFields } from './subscriptions.ts';
import { welcomeOf, type WelcomeData } from './welcome.ts';

export type SignupStatus = 'APPROVED' | 'DECLINED' | 'FAILED' | 'ACCOUNT_EXISTS' | 'USERNAME_TAKEN' | 'OPTION_UNAVAILABLE' | 'MEMBERSHIP_UNAVAILABLE';

export interface SignupRequest {
  site: TenantConfig;
  joinOptionId: string;
  email: string;
  username: string;
  password: string;
  card: Card;
  idempotencyKey: string;
  sale: SaleTracking;
}

/** What an approved join bought (billing.graphql Purchase): the welcome confirms it to the member. */
export interface Purchase {
  name: string;
  amount: number;
  currency: string;
  trial: boolean;
  payPerVideoCredits: number;
  nextCharge: { amount: number; currency: string; dueAt: string };
}

export interface SignupAnswer {
  status: SignupStatus;
  reason: string | null;
  code: string | null;
  welcome: WelcomeData | null;
  purchase: Purchase | null;
}

/** The purchase of `option` at `when`: charged now, and the first rebill its period schedules. */
function purchaseOf(option: JoinOption, when: Date): Purchase {
  return {
    name: option.name,
    amount: option.price,
    currency: option.currency,
    trial: option.trial,
    payPerVideoCredits: option.payPerVideoCredits,
    nextCharge: { amount: option.rebillPrice, currency: option.currency, dueAt: new Date(when.getTime() + option.periodDays * DAY_MS).toISOString() },
  };
}

/** A visitor joins: account, subscription, transaction and rebill, or nothing but the refused charge. */
export function signup(context: BillingContext, request: SignupRequest): SignupAnswer {
  const { store, records, options, accounts, now } = context;
  const email = normalizeEmail(request.email);
  if (!isEmailAddress(email)) throw new BillingInputError('Invalid email address.');
  if (!isUsername(request.username)) throw new BillingInputError('Username is invalid, please try a different username');
  if (!isAcceptablePassword(request.password)) throw new BillingInputError('INVALID_PASSWORD');
  const fingerprint = { site: request.site.tenant, option: request.joinOptionId, email, username: request.username, card: cardDigits(request.card.number), sale: request.sale };
  return idempotent(store, records, request.idempotencyKey, fingerprint, (): Charged<SignupAnswer> => {
    const refuse = (status: SignupStatus): { answer: SignupAnswer } => ({ answer: { status, reason: null, code: null, welcome: null, purchase: null } });
    if (options.joinOptions(request.site).length === 0) return refuse('MEMBERSHIP_UNAVAILABLE');
    const option = options.find(request.site, request.joinOptionId);
    if (!option || option.special) return refuse('OPTION_UNAVAILABLE');
    if (accounts.byEmail(email)) return refuse('ACCOUNT_EXISTS');
    if (accounts.usernameTaken(request.username)) return refuse('USERNAME_TAKEN');
    const when = now();
    const charged = chargeCard(request.card, when);
    const charge = { kind: 'join' as const, amount: option.price, currency: option.currency, accountId: null, subscriptionId: null };
    if (charged.outcome === 'DECLINED') {
      const answer: SignupAnswer = { status: 'DECLINED', reason: charged.reason, code: null, welcome: null, purchase: null };
      return { answer, charge: { ...charge, outcome: 'DECLINED', reason: charged.reason } };
    }
    if (charged.outcome === 'FAILED') {
      const answer: SignupAnswer = { status: 'FAILED', reason: null, code: charged.code, welcome: null, purchase: null };
      return { answer, charge: { ...charge, outcome: 'FAILED', reason: charged.code } };
    }
    const account = accounts.create(
      { accountId: `member-${randomUUID()}`, email, password: request.password, displayName: request.username, username: request.username, membership: membershipFor(option, null) },
      when,
    );
    records.addMember(account.accountId, request.username, cardDigits(request.card.number), when);
    const subscriptionId = records.addSubscription(subscriptionFields(account.accountId, option), when);
    const answer: SignupAnswer = { status: 'APPROVED', reason: null, code: null, welcome: welcomeOf(context, account, joinSiteIdOf(request.site)), purchase: purchaseOf(option, when) };
    return { answer, charge: { ...charge, accountId: account.accountId, subscriptionId, outcome: 'APPROVED', reason: null } };
  });
}
