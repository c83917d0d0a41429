import type { TenantConfig } from '../../../src/tenants/schema.ts';
import type { AccountRecord } from '../accounts.ts';
import { ownedSites, type MembershipFacts } from '../membership-facts.ts';
import { tenantOf, type BillingContext } from './billing-context.ts';
import { chargeCard, TEST_CARDS, type Card } from './cards.ts';
import { idempotent, type Charged } from './idempotency.ts';
import { YEAR_DAYS, type JoinOption } from './join-options.ts';
import type { TransactionKind } from './records.ts';
import type { SaleTracking } from './sale-tracking.ts';
import { siteIdOf } from './site-ids.ts';
import { membershipFor, noLongerGuest, subscriptionFields, subscriptionOf } from './subscriptions.ts';
import { welcomeOf } from './welcome.ts';

/*
 * The one-click purchases of a signed-in member, each charged on the card on file: a multisite
 * package, a brand on its own, a trial's upgrade, the switch to a yearly membership.
 */

export interface UpsellAnswer {
  success: boolean;
  location: string | null;
  errors: string[];
  username: string | null;
  memberId: string | null;
  hashedMemberId: string | null;
  siteId: string | null;
}

const HOME = '/';
/** The biller's refusals of a one-click purchase (the membership spec's join texts where it has one). */
const REFUSALS = {
  optionUnavailable: 'The selected offer or payment option is not available anymore',
  membershipUnavailable: 'Membership not available at this time',
  alreadyOwned: 'You already have this membership',
} as const;

const refused = (error: string): { answer: UpsellAnswer } => ({
  answer: { success: false, location: null, errors: [error], username: null, memberId: null, hashedMemberId: null, siteId: null },
});

/** The card a one-click charge uses: the one the member joined with (demo accounts: the approving test card). */
export function cardOnFile({ records }: Pick<BillingContext, 'records'>, accountId: string): Card {
  return { number: records.member(accountId)?.card_number ?? TEST_CARDS.approves, expiry: '12/99', cvc: '123' };
}

interface PurchaseOnFile {
  kind: Extract<TransactionKind, `upgrade-${string}`>;
  account: AccountRecord;
  option: JoinOption;
  /** The membership once the charge is approved. */
  membership: MembershipFacts;
  /** Whether the member's current subscription goes on beside the new one (a brand bought on top). */
  keepsSubscription?: boolean;
  /** The site whose welcome data the answer carries, if any. */
  welcomeSite?: string;
}

/**
 * The steps every one-click purchase shares: the card on file is charged the option's price; once
 * approved, the option's subscription replaces the member's current one (or joins it) and the
 * membership becomes `membership`. A refused charge changes nothing but its own record.
 */
function purchaseOnFile(context: BillingContext, { kind, account, option, membership, keepsSubscription = false, welcomeSite }: PurchaseOnFile): Charged<UpsellAnswer> {
  const { records, accounts, now } = context;
  const when = now();
  const previous = subscriptionOf(context, account);
  const charged = chargeCard(cardOnFile(context, account.accountId), when);
  const charge = { kind, amount: option.price, currency: option.currency, accountId: account.accountId, subscriptionId: previous?.subscription_id ?? null };
  if (charged.outcome !== 'APPROVED') {
    const reason = charged.outcome === 'DECLINED' ? charged.reason : charged.code;
    return { ...refused(reason), charge: { ...charge, outcome: charged.outcome, reason } };
  }
  if (previous && !keepsSubscription) records.replaceSubscription(previous.subscription_id);
  const subscriptionId = records.addSubscription(subscriptionFields(account.accountId, option), when);
  accounts.setMembership(account.accountId, membership);
  const welcome = welcomeSite === undefined ? null : welcomeOf(context, account, welcomeSite);
  return {
    answer: {
      success: true,
      location: HOME,
      errors: [],
      username: welcome?.username ?? null,
      memberId: welcome?.memberid ?? null,
      hashedMemberId: welcome?.hashedMemberId ?? null,
      siteId: welcome?.siteId ?? null,
    },
    charge: { ...charge, subscriptionId, outcome: 'APPROVED', reason: null },
  };
}

/** internalUpsellOneclickMultisite: a member buys a multisite package (the special price) on the card on file. */
export function upgradeToMultisite(context: BillingContext, accountId: string, input: { optionId: string; idempotencyKey: string; sale: SaleTracking }): UpsellAnswer {
  const { store, records, accounts, options } = context;
  return idempotent(store, records, input.idempotencyKey, { accountId, kind: 'upgrade-multisite', option: input.optionId, sale: input.sale }, (): Charged<UpsellAnswer> => {
    const account = accounts.byId(accountId);
    const site = account && tenantOf(context, account.membership.site);
    const option = site ? options.upsellOptions(site).find((candidate) => candidate.joinOptionId === input.optionId) : undefined;
    if (!account || !site || !option?.package) return refused('The selected offer is not available anymore');
    if (account.membership.isActive && account.membership.multisiteType === option.package && !account.membership.cancelled) return refused(REFUSALS.alreadyOwned);
    return purchaseOnFile(context, { kind: 'upgrade-multisite', account, option, membership: membershipFor(option, account.membership), welcomeSite: siteIdOf(option, site) });
  });
}

/**
 * internalUpsellOneclickSinglesite: a member buys a brand's single-site option on the card on
 * file. A member still paid up (active, trial, cancelled) adds the brand on top of what they have
 * (extraSites, with its own subscription and rebill); a lapsed one becomes a member of that brand.
 */
export function buySingleSite(context: BillingContext, accountId: string, input: { site: TenantConfig; joinOptionId: string; idempotencyKey: string; sale: SaleTracking }): UpsellAnswer {
  const { store, records, accounts, options, contentTenants } = context;
  const request = { accountId, kind: 'upgrade-singlesite', site: input.site.tenant, option: input.joinOptionId, sale: input.sale };
  return idempotent(store, records, input.idempotencyKey, request, (): Charged<UpsellAnswer> => {
    const account = accounts.byId(accountId);
    if (!account) return refused(REFUSALS.membershipUnavailable);
    // The combined tenant sells nothing: it is hidden from the payment page.
    if (options.joinOptions(input.site).length === 0) return refused(REFUSALS.membershipUnavailable);
    const option = options.find(input.site, input.joinOptionId);
    // One click buys the brand alone, at its own price: not a package, a special price or a trial.
    if (option?.package !== null || option.special || option.trial) return refused(REFUSALS.optionUnavailable);
    const m = account.membership;
    if (ownedSites(m, contentTenants).includes(option.site)) return refused(REFUSALS.alreadyOwned);
    const membership = m.isActive
      ? { ...m, ...noLongerGuest(m), extraSites: [...(m.extraSites ?? []), option.site] }
      : { ...membershipFor(option, m), site: option.site, multisiteType: null };
    return purchaseOnFile(context, { kind: 'upgrade-singlesite', account, option, membership, keepsSubscription: m.isActive, welcomeSite: siteIdOf(option, input.site) });
  });
}

/** internalUpsellTrialUpgrade(WelcomePage): a trial becomes a member at the fixed monthly price of its site. */
export function upgradeTrial(context: BillingContext, account: AccountRecord, idempotencyKey: string, sale: SaleTracking): UpsellAnswer {
  const { store, records, accounts, options } = context;
  return idempotent(store, records, idempotencyKey, { accountId: account.accountId, kind: 'upgrade-trial', sale }, (): Charged<UpsellAnswer> => {
    const current = accounts.byId(account.accountId) ?? account;
    const m = current.membership;
    if (m.subscriptionType !== 'trial' || !m.isActive) return refused('Only an active trial can be upgraded');
    const site = tenantOf(context, m.site);
    const option = site ? options.all(site).find((candidate) => candidate.package === m.multisiteType && !candidate.trial && !candidate.special) : undefined;
    if (!site || !option) return refused(REFUSALS.membershipUnavailable);
    return purchaseOnFile(context, { kind: 'upgrade-trial', account: current, option, membership: { ...membershipFor(option, m), payPerVideoCredits: 0 } });
  });
}

/** UpgradeToYearlyMembership: a monthly single-site member switches to the yearly option of their site. */
export function upgradeToYearly(context: BillingContext, accountId: string, idempotencyKey: string): UpsellAnswer {
  const { store, records, accounts, options } = context;
  return idempotent(store, records, idempotencyKey, { accountId, kind: 'upgrade-yearly' }, (): Charged<UpsellAnswer> => {
    const account = accounts.byId(accountId);
    const m = account?.membership;
    if (!account || !m || !m.isActive || m.subscriptionType !== 'member' || m.multisiteType !== null || m.billingPeriod === 'yearly') {
      return refused('Only a monthly single-site membership can switch to yearly');
    }
    const site = tenantOf(context, m.site);
    const option = site ? options.all(site).find((candidate) => candidate.package === null && !candidate.trial && candidate.periodDays >= YEAR_DAYS) : undefined;
    if (!site || !option) return refused(REFUSALS.membershipUnavailable);
    return purchaseOnFile(context, { kind: 'upgrade-yearly', account, option, membership: { ...membershipFor(option, m), cancelled: false } });
  });
}
