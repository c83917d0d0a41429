import type { AccountRecord } from '../accounts.ts';
import { GUEST_SCOPE, newMembership, type MembershipFacts } from '../membership-facts.ts';
import { DAY_MS, tenantOf, type BillingContext } from './billing-context.ts';
import { YEAR_DAYS, type JoinOption } from './join-options.ts';
import type { NewSubscription, SubscriptionRow } from './records.ts';

/** A guest who buys is a member from now on: the guest flag and scope go. */
export function noLongerGuest(m: MembershipFacts | null): Pick<MembershipFacts, 'isGuestUser' | 'scopes'> {
  return { isGuestUser: false, scopes: (m?.scopes ?? []).filter((scope) => scope !== GUEST_SCOPE) };
}

/**
 * The member's current subscription; a demo account's is written from its membership facts the
 * first time the biller touches it (cancelled ones with their cancellation).
 */
export function subscriptionOf({ records, options, tenants, now }: BillingContext, account: AccountRecord): SubscriptionRow | undefined {
  // The membership's own subscription: single sites bought on top (extraSites) have their own rows.
  const found = records.subscriptionOfSite(account.accountId, account.membership.site);
  if (found) return found;
  const m = account.membership;
  const tenant = tenantOf({ tenants }, m.site);
  if (!tenant || m.subscriptionType === 'porn-portal') return undefined;
  const own = options.all(tenant).find((option) => option.package === m.multisiteType && !option.special && option.trial === (m.subscriptionType === 'trial'));
  if (!own) return undefined;
  const startedAt = new Date(now().getTime() - m.activeMonths * 30 * DAY_MS);
  const id = records.addSubscription({ ...subscriptionFields(account.accountId, own), billerName: m.billerName }, startedAt);
  if (m.cancelled) records.cancelSubscription(id, account.accountId, startedAt);
  return records.subscriptionOfSite(account.accountId, account.membership.site);
}

/** The subscription a purchase of `option` starts. */
export function subscriptionFields(accountId: string, option: JoinOption): NewSubscription {
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

/** The membership a purchase of `option` makes of `base` (none for a new member): active, not cancelled, of the option's package and period. */
export function membershipFor(option: JoinOption, base: MembershipFacts | null): MembershipFacts {
  return {
    ...newMembership(option.site, option.billerName),
    ...base,
    ...noLongerGuest(base),
    subscriptionType: option.trial ? 'trial' : 'member',
    isActive: true,
    cancelled: false,
    isFreeLimitedTrial: false,
    // A trial deal's credits are its own; any other purchase keeps what the member had.
    payPerVideoCredits: option.trial ? option.payPerVideoCredits : (base?.payPerVideoCredits ?? 0),
    multisiteType: option.package ?? base?.multisiteType ?? null,
    billerName: option.billerName,
    billingPeriod: option.periodDays >= YEAR_DAYS ? 'yearly' : 'monthly',
  };
}
