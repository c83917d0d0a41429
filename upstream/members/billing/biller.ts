import { randomUUID } from 'node:crypto';
import type { TenantConfig } from '../../../src/tenants/schema.ts';
import type { AccountRecord, AccountRecords } from '../accounts.ts';
import { isAcceptablePassword, isEmailAddress, normalizeEmail } from '../input-rules.ts';
import { GUEST_SCOPE, newMembership, ownedSites, type MembershipFacts } from '../membership-facts.ts';
import type { MemberStore } from '../store.ts';
import { cardDigits, chargeCard, TEST_CARDS, type Card } from './cards.ts';
import { BillingInputError, idempotent, type Charged } from './idempotency.ts';

export { BillingInputError };
import { joinOptionCatalogue, type JoinOption } from './join-options.ts';
import { billingRecords, type SubscriptionRow } from './records.ts';
import { retentionOfferFor, type RetentionOffer, type RetentionOfferAnswer } from './retention.ts';
import { joinSiteIdOf, siteIdOf } from './site-ids.ts';

/** A guest who buys is a member from now on: the guest flag and scope go. */
function noLongerGuest(m: MembershipFacts | null): Pick<MembershipFacts, 'isGuestUser' | 'scopes'> {
  return { isGuestUser: false, scopes: (m?.scopes ?? []).filter((scope) => scope !== GUEST_SCOPE) };
}

/** Membership spec section 3: the native billers; a cancelled rebill of theirs can be reactivated. */
export const NATIVE_BILLERS = ['EPOCH', 'SEGPAY', 'VXNBILL', 'CENTROBILL'] as const;
/** The external billers, known by name only: their signups come back through /_signup-extern/:biller. */
export const EXTERNAL_BILLERS = ['ECHST', 'SUPPORTSK', 'SPIZOO'] as const;
/** Membership spec section 5: 3 to 20 lower-case letters and numbers (the stand-in's own check). */
const USERNAME = /^[a-z0-9]{3,20}$/;
/** How long after a purchase its welcome data still welcomes (and hands out an autologin). */
export const WELCOME_WINDOW_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;

export type SignupStatus = 'APPROVED' | 'DECLINED' | 'FAILED' | 'ACCOUNT_EXISTS' | 'USERNAME_TAKEN' | 'OPTION_UNAVAILABLE' | 'MEMBERSHIP_UNAVAILABLE';

export interface WelcomeData {
  memberid: string;
  hashedMemberId: string;
  username: string;
  siteId: string;
}

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

export interface SignupAnswer {
  status: SignupStatus;
  reason: string | null;
  code: string | null;
  welcome: WelcomeData | null;
}

export interface UpsellAnswer {
  success: boolean;
  location: string | null;
  errors: string[];
  username: string | null;
  memberId: string | null;
  hashedMemberId: string | null;
  siteId: string | null;
}


export interface ReactivateAnswer {
  success: boolean;
  errors: string[];
}

const HOME = '/';
/** The biller's refusals of a one-click purchase (the membership spec's join texts where it has one). */
const REFUSALS = {
  optionUnavailable: 'The selected offer or payment option is not available anymore',
  membershipUnavailable: 'Membership not available at this time',
  alreadyOwned: 'You already have this membership',
} as const;

/**
 * The sales tracking a purchase carries (membership spec sections 7 and 9: ref, elm, the NATS code
 * and the conversion and marketing markers; a join also the forwarded sid10, the pricing test groups,
 * the tour's conversion and the join button). The biller keeps it with the purchase's transaction, in
 * its request: it is what credits the partner who sent the member.
 */
export interface SaleTracking {
  ref: string | null;
  elm: string | null;
  natsCode: string | null;
  externalConversion: string | null;
  marketing: string | null;
  /** A join's alone. */
  sid10?: string | null;
  pricingTests?: { pt: string | null; ppt: string | null; xspt: string | null } | null;
  conversion?: { key: string; transactionType: string; trackingId: string | null } | null;
  joinButton?: string | null;
}

export interface BillerDeps {
  store: MemberStore;
  accounts: AccountRecords;
  tenants: readonly TenantConfig[];
  /** The brands with content of their own (sites.ts): whose libraries a multisite package opens. */
  contentTenants: readonly TenantConfig[];
  /** Membership spec section 9: gems are lost on cancellation (the gems feature's wallet). */
  forfeitGems: (store: MemberStore, accountId: string, when: Date) => void;
  /** The gems feature's credit (gems/wallet.ts): a retention offer's gems come with the reactivation. */
  creditGems: (store: MemberStore, accountId: string, amount: number, when: Date) => void;
  now?: () => Date;
}

export function createBiller({ store, accounts, tenants, contentTenants, forfeitGems, creditGems, now = () => new Date() }: BillerDeps) {
  const records = billingRecords(store);
  const options = joinOptionCatalogue(tenants);
  const tenantOf = (tenantId: string) => tenants.find((tenant) => tenant.tenant === tenantId);

  function welcomeOf(account: AccountRecord, siteId: string): WelcomeData {
    const memberid = String(account.seq);
    return { memberid, hashedMemberId: records.hashMemberId(memberid), username: records.member(account.accountId)?.username ?? account.displayName, siteId };
  }

  /** The account of welcome data whose hash the biller made, else undefined. */
  function accountOfWelcome(memberId: string, hashedMemberId: string): AccountRecord | undefined {
    if (!/^\d{1,12}$/.test(memberId) || records.hashMemberId(memberId) !== hashedMemberId) return undefined;
    return accounts.bySeq(Number(memberId));
  }

  /**
   * The member's current subscription; a demo account's is written from its membership facts the
   * first time the biller touches it (cancelled ones with their cancellation).
   */
  function subscriptionOf(account: AccountRecord): SubscriptionRow | undefined {
    // The membership's own subscription: single sites bought on top (extraSites) have their own rows.
    const found = records.subscriptionOfSite(account.accountId, account.membership.site);
    if (found) return found;
    const m = account.membership;
    const tenant = tenantOf(m.site);
    if (!tenant || m.subscriptionType === 'porn-portal') return undefined;
    const own = options.all(tenant).find((option) => option.package === m.multisiteType && !option.special && option.trial === (m.subscriptionType === 'trial'));
    if (!own) return undefined;
    const startedAt = new Date(now().getTime() - m.activeMonths * 30 * DAY_MS);
    const id = records.addSubscription({ ...subscriptionFields(account.accountId, own), billerName: m.billerName }, startedAt);
    if (m.cancelled) records.cancelSubscription(id, account.accountId, startedAt);
    return records.subscriptionOfSite(account.accountId, account.membership.site);
  }

  function subscriptionFields(accountId: string, option: JoinOption) {
    return {
      accountId,
      joinOptionId: option.joinOptionId,
      package: option.package,
      site: option.site,
      billerName: option.billerName,
      trial: option.trial,
      rebillPrice: option.rebillPrice,
      currency: option.currency,
      periodDays: option.periodDays,
    };
  }

  /** The card a one-click charge uses: the one the member joined with (demo accounts: the approving test card). */
  const cardOnFile = (accountId: string): Card => ({ number: records.member(accountId)?.card_number ?? TEST_CARDS.approves, expiry: '12/99', cvc: '123' });

  function membershipFor(option: JoinOption, base: MembershipFacts | null): MembershipFacts {
    return {
      ...newMembership(option.site, option.billerName),
      ...base,
      ...noLongerGuest(base),
      subscriptionType: option.trial ? 'trial' : 'member',
      isActive: true,
      cancelled: false,
      isFreeLimitedTrial: false,
      multisiteType: option.package ?? base?.multisiteType ?? null,
      billerName: option.billerName,
      billingPeriod: option.periodDays >= YEAR_DAYS ? 'yearly' : 'monthly',
    };
  }

  return {
    records,
    /** The join page's options for `site`: empty when the brand sells no membership. */
    joinOptions: (site: TenantConfig) => options.joinOptions(site),
    upsellOptions: (site: TenantConfig) => options.upsellOptions(site),

    /** A visitor joins: account, subscription, transaction and rebill, or nothing but the refused charge. */
    signup(request: SignupRequest): SignupAnswer {
      const email = normalizeEmail(request.email);
      if (!isEmailAddress(email)) throw new BillingInputError('Invalid email address.');
      if (!USERNAME.test(request.username)) throw new BillingInputError('Username is invalid, please try a different username');
      if (!isAcceptablePassword(request.password)) throw new BillingInputError('INVALID_PASSWORD');
      const fingerprint = { site: request.site.tenant, option: request.joinOptionId, email, username: request.username, card: cardDigits(request.card.number), sale: request.sale };
      return idempotent(store, records, request.idempotencyKey, fingerprint, (): Charged<SignupAnswer> => {
        const refuse = (status: SignupStatus): { answer: SignupAnswer } => ({ answer: { status, reason: null, code: null, welcome: null } });
        if (options.joinOptions(request.site).length === 0) return refuse('MEMBERSHIP_UNAVAILABLE');
        const option = options.find(request.site, request.joinOptionId);
        if (!option || option.special) return refuse('OPTION_UNAVAILABLE');
        if (accounts.byEmail(email)) return refuse('ACCOUNT_EXISTS');
        if (records.usernameTaken(request.username)) return refuse('USERNAME_TAKEN');
        const when = now();
        const charged = chargeCard(request.card, when);
        const charge = { kind: 'join' as const, amount: option.price, currency: option.currency, accountId: null, subscriptionId: null };
        if (charged.outcome === 'DECLINED') {
          const answer: SignupAnswer = { status: 'DECLINED', reason: charged.reason, code: null, welcome: null };
          return { answer, charge: { ...charge, outcome: 'DECLINED', reason: charged.reason } };
        }
        if (charged.outcome === 'FAILED') {
          const answer: SignupAnswer = { status: 'FAILED', reason: null, code: charged.code, welcome: null };
          return { answer, charge: { ...charge, outcome: 'FAILED', reason: charged.code } };
        }
        const account = accounts.create(
          { accountId: `member-${randomUUID()}`, email, password: request.password, displayName: request.username, membership: membershipFor(option, null) },
          when,
        );
        records.addMember(account.accountId, request.username, cardDigits(request.card.number), when);
        const subscriptionId = records.addSubscription(subscriptionFields(account.accountId, option), when);
        const answer: SignupAnswer = { status: 'APPROVED', reason: null, code: null, welcome: welcomeOf(account, joinSiteIdOf(request.site)) };
        return { answer, charge: { ...charge, accountId: account.accountId, subscriptionId, outcome: 'APPROVED', reason: null } };
      });
    },

    /**
     * Membership spec section 7, welcomeCheck: the buyer's welcome data (its hash proves the biller
     * gave it) welcomes for an hour after the purchase, with a fresh one-time autologin.
     */
    welcomeCheck(input: { memberId: string; hashedMemberId: string }) {
      const account = accountOfWelcome(input.memberId, input.hashedMemberId);
      const notWelcome = { isWelcome: false, isTrial: false, autologinId: null, traffikJunkyTransactionId: null };
      if (!account) return notWelcome;
      const purchase = records.lastApprovedTransaction(account.accountId);
      if (!purchase || now().getTime() - Date.parse(purchase.created_at) > WELCOME_WINDOW_MS) return notWelcome;
      return store.transaction(() => ({
        isWelcome: true,
        isTrial: account.membership.subscriptionType === 'trial' && account.membership.isActive,
        autologinId: accounts.issueAutologin(account.accountId, now()),
        traffikJunkyTransactionId: String(purchase.transaction_id),
      }));
    },

    /** internalUpsellOneclickMultisite: a member buys a multisite package (the special price) on the card on file. */
    upgradeToMultisite(accountId: string, input: { optionId: string; idempotencyKey: string; sale: SaleTracking }): UpsellAnswer {
      return idempotent(store, records, input.idempotencyKey, { accountId, kind: 'upgrade-multisite', option: input.optionId, sale: input.sale }, (): Charged<UpsellAnswer> => {
        const failed = (error: string): { answer: UpsellAnswer } => ({ answer: { success: false, location: null, errors: [error], username: null, memberId: null, hashedMemberId: null, siteId: null } });
        const account = accounts.byId(accountId);
        const site = account && tenantOf(account.membership.site);
        const option = site ? options.upsellOptions(site).find((candidate) => candidate.joinOptionId === input.optionId) : undefined;
        if (!account || !site || !option?.package) return failed('The selected offer is not available anymore');
        if (account.membership.isActive && account.membership.multisiteType === option.package && !account.membership.cancelled) return failed(REFUSALS.alreadyOwned);
        const when = now();
        const previous = subscriptionOf(account);
        const charged = chargeCard(cardOnFile(accountId), when);
        const charge = { kind: 'upgrade-multisite' as const, amount: option.price, currency: option.currency, accountId, subscriptionId: previous?.subscription_id ?? null };
        if (charged.outcome !== 'APPROVED') {
          const reason = charged.outcome === 'DECLINED' ? charged.reason : charged.code;
          return { ...failed(reason), charge: { ...charge, outcome: charged.outcome, reason } };
        }
        if (previous) records.replaceSubscription(previous.subscription_id);
        const subscriptionId = records.addSubscription(subscriptionFields(accountId, option), when);
        accounts.setMembership(accountId, membershipFor(option, account.membership));
        const welcome = welcomeOf(account, siteIdOf(option, site));
        return {
          answer: { success: true, location: HOME, errors: [], username: welcome.username, memberId: welcome.memberid, hashedMemberId: welcome.hashedMemberId, siteId: welcome.siteId },
          charge: { ...charge, subscriptionId, outcome: 'APPROVED', reason: null },
        };
      });
    },

    /**
     * internalUpsellOneclickSinglesite: a member buys a brand's single-site option on the card on
     * file. A member still paid up (active, trial, cancelled) adds the brand on top of what they have
     * (extraSites, with its own subscription and rebill); a lapsed one becomes a member of that brand.
     */
    buySingleSite(accountId: string, input: { site: TenantConfig; joinOptionId: string; idempotencyKey: string; sale: SaleTracking }): UpsellAnswer {
      const request = { accountId, kind: 'upgrade-singlesite', site: input.site.tenant, option: input.joinOptionId, sale: input.sale };
      return idempotent(store, records, input.idempotencyKey, request, (): Charged<UpsellAnswer> => {
        const failed = (error: string): { answer: UpsellAnswer } => ({ answer: { success: false, location: null, errors: [error], username: null, memberId: null, hashedMemberId: null, siteId: null } });
        const account = accounts.byId(accountId);
        if (!account) return failed(REFUSALS.membershipUnavailable);
        // The combined tenant sells nothing: it is hidden from the payment page.
        if (options.joinOptions(input.site).length === 0) return failed(REFUSALS.membershipUnavailable);
        const option = options.find(input.site, input.joinOptionId);
        // One click buys the brand alone, at its own price: not a package, a special price or a trial.
        if (option?.package !== null || option.special || option.trial) return failed(REFUSALS.optionUnavailable);
        const m = account.membership;
        if (ownedSites(m, contentTenants).includes(option.site)) return failed(REFUSALS.alreadyOwned);
        const when = now();
        const previous = subscriptionOf(account);
        const charged = chargeCard(cardOnFile(accountId), when);
        const charge = { kind: 'upgrade-singlesite' as const, amount: option.price, currency: option.currency, accountId, subscriptionId: previous?.subscription_id ?? null };
        if (charged.outcome !== 'APPROVED') {
          const reason = charged.outcome === 'DECLINED' ? charged.reason : charged.code;
          return { ...failed(reason), charge: { ...charge, outcome: charged.outcome, reason } };
        }
        if (m.isActive) {
          accounts.setMembership(accountId, { ...m, ...noLongerGuest(m), extraSites: [...(m.extraSites ?? []), option.site] });
        } else {
          if (previous) records.replaceSubscription(previous.subscription_id);
          accounts.setMembership(accountId, { ...membershipFor(option, m), site: option.site, multisiteType: null });
        }
        const subscriptionId = records.addSubscription(subscriptionFields(accountId, option), when);
        const welcome = welcomeOf(account, siteIdOf(option, input.site));
        return {
          answer: { success: true, location: HOME, errors: [], username: welcome.username, memberId: welcome.memberid, hashedMemberId: welcome.hashedMemberId, siteId: welcome.siteId },
          charge: { ...charge, subscriptionId, outcome: 'APPROVED', reason: null },
        };
      });
    },

    /** internalUpsellTrialUpgrade(WelcomePage): a trial becomes a member at the fixed monthly price of its site. */
    upgradeTrial(account: AccountRecord, idempotencyKey: string, sale: SaleTracking): UpsellAnswer {
      return idempotent(store, records, idempotencyKey, { accountId: account.accountId, kind: 'upgrade-trial', sale }, (): Charged<UpsellAnswer> => {
        const failed = (error: string): { answer: UpsellAnswer } => ({ answer: { success: false, location: null, errors: [error], username: null, memberId: null, hashedMemberId: null, siteId: null } });
        const current = accounts.byId(account.accountId) ?? account;
        const m = current.membership;
        if (m.subscriptionType !== 'trial' || !m.isActive) return failed('Only an active trial can be upgraded');
        const site = tenantOf(m.site);
        const option = site ? options.all(site).find((candidate) => candidate.package === m.multisiteType && !candidate.trial && !candidate.special) : undefined;
        if (!site || !option) return failed(REFUSALS.membershipUnavailable);
        const when = now();
        const previous = subscriptionOf(current);
        const charged = chargeCard(cardOnFile(current.accountId), when);
        const charge = { kind: 'upgrade-trial' as const, amount: option.price, currency: option.currency, accountId: current.accountId, subscriptionId: previous?.subscription_id ?? null };
        if (charged.outcome !== 'APPROVED') {
          const reason = charged.outcome === 'DECLINED' ? charged.reason : charged.code;
          return { ...failed(reason), charge: { ...charge, outcome: charged.outcome, reason } };
        }
        if (previous) records.replaceSubscription(previous.subscription_id);
        const subscriptionId = records.addSubscription(subscriptionFields(current.accountId, option), when);
        accounts.setMembership(current.accountId, { ...membershipFor(option, m), payPerVideoCredits: 0 });
        return {
          answer: { success: true, location: HOME, errors: [], username: null, memberId: null, hashedMemberId: null, siteId: null },
          charge: { ...charge, subscriptionId, outcome: 'APPROVED', reason: null },
        };
      });
    },

    /** UpgradeToYearlyMembership: a monthly single-site member switches to the yearly option of their site. */
    upgradeToYearly(accountId: string, idempotencyKey: string): UpsellAnswer {
      return idempotent(store, records, idempotencyKey, { accountId, kind: 'upgrade-yearly' }, (): Charged<UpsellAnswer> => {
        const failed = (error: string): { answer: UpsellAnswer } => ({ answer: { success: false, location: null, errors: [error], username: null, memberId: null, hashedMemberId: null, siteId: null } });
        const account = accounts.byId(accountId);
        const m = account?.membership;
        if (!account || !m || !m.isActive || m.subscriptionType !== 'member' || m.multisiteType !== null || m.billingPeriod === 'yearly') {
          return failed('Only a monthly single-site membership can switch to yearly');
        }
        const site = tenantOf(m.site);
        const option = site ? options.all(site).find((candidate) => candidate.package === null && !candidate.trial && candidate.periodDays >= YEAR_DAYS) : undefined;
        if (!site || !option) return failed(REFUSALS.membershipUnavailable);
        const when = now();
        const previous = subscriptionOf(account);
        const charged = chargeCard(cardOnFile(accountId), when);
        const charge = { kind: 'upgrade-yearly' as const, amount: option.price, currency: option.currency, accountId, subscriptionId: previous?.subscription_id ?? null };
        if (charged.outcome !== 'APPROVED') {
          const reason = charged.outcome === 'DECLINED' ? charged.reason : charged.code;
          return { ...failed(reason), charge: { ...charge, outcome: charged.outcome, reason } };
        }
        if (previous) records.replaceSubscription(previous.subscription_id);
        const subscriptionId = records.addSubscription(subscriptionFields(accountId, option), when);
        accounts.setMembership(accountId, { ...membershipFor(option, m), cancelled: false });
        return {
          answer: { success: true, location: HOME, errors: [], username: null, memberId: null, hashedMemberId: null, siteId: null },
          charge: { ...charge, subscriptionId, outcome: 'APPROVED', reason: null },
        };
      });
    },

    /** The account of welcome data (the trial upgrade from the welcome page, where no one is signed in yet). */
    accountOfWelcome,

    /** getRetentionOffer: the offer a cancelled native-biller member may reactivate with, and their current rebill. */
    retentionOffer(accountId: string): RetentionOfferAnswer {
      const account = accounts.byId(accountId);
      const subscription = account && subscriptionOf(account);
      if (!account || !subscription) return { offer: null, currentRebill: null };
      return retentionOfferFor(account.membership, subscription, tenants);
    },

    /**
     * reactivateCancelledRebill: the cancelled rebill runs again, at the offer's new price when it has
     * one; the offer must be the one getRetentionOffer answers now. Nothing is charged until the rebill.
     * A deal sent with it must be that offer's own: the biller never takes a price or gems it did not
     * offer (a site passing on what a browser said would be refused here, not obeyed).
     */
    reactivate(accountId: string, input: { retentionOfferName: string | null; deal: RetentionOffer['deal'] | null; idempotencyKey: string }) {
      const request = { accountId, kind: 'reactivate', offer: input.retentionOfferName, deal: input.deal };
      return idempotent(store, records, input.idempotencyKey, request, (): Charged<ReactivateAnswer> => {
        const failed = (error: string): { answer: ReactivateAnswer } => ({ answer: { success: false, errors: [error] } });
        const account = accounts.byId(accountId);
        const subscription = account && subscriptionOf(account);
        if (!account || !subscription || !account.membership.cancelled || !(NATIVE_BILLERS as readonly string[]).includes(account.membership.billerName)) {
          return failed('No cancelled rebill of a native biller to reactivate');
        }
        const { offer, currentRebill } = retentionOfferFor(account.membership, subscription, tenants);
        if (input.retentionOfferName !== null && offer?.name !== input.retentionOfferName) return failed('The retention offer is not available anymore');
        if (input.deal !== null && (offer?.deal.newPrice !== input.deal.newPrice || offer.deal.offeredGems !== input.deal.offeredGems)) {
          return failed('The deal is not the retention offer\'s');
        }
        const when = now();
        // The card on file must still be good, or the rebill would fail at once.
        const charged = chargeCard(cardOnFile(accountId), when);
        const charge = { kind: 'reactivate' as const, amount: 0, currency: currentRebill?.currency ?? 'USD', accountId, subscriptionId: subscription.subscription_id };
        if (charged.outcome !== 'APPROVED') {
          const reason = charged.outcome === 'DECLINED' ? charged.reason : charged.code;
          return { ...failed(reason), charge: { ...charge, outcome: charged.outcome, reason } };
        }
        const price = input.retentionOfferName !== null && offer?.deal.newPrice != null ? offer.deal.newPrice : subscription.rebill_price;
        records.reactivateSubscription(subscription, price, input.retentionOfferName ?? 'none', new Date(when.getTime() + 30 * DAY_MS), when);
        accounts.setMembership(accountId, { ...account.membership, cancelled: false, isActive: true });
        const offeredGems = input.retentionOfferName !== null ? offer?.deal.offeredGems : null;
        if (offeredGems) creditGems(store, accountId, offeredGems, when);
        return { answer: { success: true, errors: [] }, charge: { ...charge, outcome: 'APPROVED', reason: null } };
      });
    },

    /** The member cancels: the rebill stops (access lasts to the end of the paid period) and the gems are lost. */
    cancel(accountId: string): { success: boolean; alreadyCancelled: boolean } {
      return store.transaction(() => {
        const account = accounts.byId(accountId);
        const subscription = account && subscriptionOf(account);
        if (!account || !subscription || !account.membership.isActive) return { success: false, alreadyCancelled: false };
        if (account.membership.cancelled) return { success: true, alreadyCancelled: true };
        const when = now();
        records.cancelSubscription(subscription.subscription_id, accountId, when);
        accounts.setMembership(accountId, { ...account.membership, cancelled: true });
        forfeitGems(store, accountId, when);
        return { success: true, alreadyCancelled: false };
      });
    },
  };
}

export type Biller = ReturnType<typeof createBiller>;
