import type { MultisitePackage, TenantConfig, TenantId } from '../tenants/schema.ts';
import { FULL_TENANT_ACCESS, GUEST_USER_SCOPE, type SubscriptionType, type UserProfile } from './profile.ts';

/** The subset of the profile that subscription rules read; `getUserSubscription` answers fit it too. */
export type SubscriptionFacts = Pick<
  UserProfile,
  'subscription' | 'hasActiveMultisiteSubscription' | 'multisiteType' | 'tenantsSubscriptionState'
>;

/** Membership spec section 9: stored types plus the derived anonymous and expired. */
export type DerivedSubscriptionType = SubscriptionType | MultisitePackage | 'anonymous' | 'expired';

export const SITE_TYPES = ['multi-site', 'single-site', 'trial', 'inactive', 'expired'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/**
 * Billers run by the company itself (membership spec section 3): the site changes what they bill (a
 * card, a cancellation, the reactivation of a cancelled rebill). Any other biller (the spec's
 * external ECHST, SUPPORTSK and SPIZOO) keeps the card and the membership with itself.
 */
export const INTERNAL_BILLERS = ['EPOCH', 'SEGPAY', 'VXNBILL', 'CENTROBILL'] as const;

export function isNativeBiller(billerName: string): boolean {
  return (INTERNAL_BILLERS as readonly string[]).includes(billerName);
}

const hasActiveMultisite = (facts: SubscriptionFacts): boolean => facts.hasActiveMultisiteSubscription;

/**
 * Membership spec section 4: the multisite package when a multisite subscription is active; else the
 * active subscription's type, or porn-portal; else expired. No profile at all is anonymous.
 */
export function derivedSubscriptionType(facts: SubscriptionFacts | null): DerivedSubscriptionType {
  if (facts === null) return 'anonymous';
  const subscription = facts.subscription;
  if (hasActiveMultisite(facts) && facts.multisiteType) return facts.multisiteType;
  if (subscription?.isActive) return subscription.subscriptionType;
  if (subscription?.pornPortal || subscription?.subscriptionType === 'porn-portal') return 'porn-portal';
  return 'expired';
}

export function tenantAccess(facts: SubscriptionFacts, tenant: TenantId): string | null {
  return facts.tenantsSubscriptionState?.[tenant] ?? null;
}

/** Membership spec section 4, "Site type", in the order the spec lists the rules. */
export function siteType(facts: SubscriptionFacts | null, tenant: TenantId): SiteType {
  const subscription = facts?.subscription;
  if (!facts || !subscription) return 'expired';
  const full = tenantAccess(facts, tenant) === FULL_TENANT_ACCESS;
  if (hasActiveMultisite(facts)) return 'multi-site';
  if (subscription.subscriptionType === 'trial') return 'trial';
  if (subscription.subscriptionType === 'porn-portal' && !full) return 'inactive';
  if (full && subscription.isActive) return 'single-site';
  return 'expired';
}

/**
 * Membership spec section 4: a trial user is one who is not active with subscription type member or
 * trial — except on the combined tenant, where an active trial subscription also counts as trial.
 */
export function isTrialUser(facts: SubscriptionFacts | null, tenant: Pick<TenantConfig, 'role'>): boolean {
  const subscription = facts?.subscription;
  if (!subscription) return true;
  const activeTrial = subscription.isActive && subscription.subscriptionType === 'trial';
  if (tenant.role === 'combined' && activeTrial) return true;
  const activeMemberOrTrial =
    subscription.isActive && (subscription.subscriptionType === 'member' || subscription.subscriptionType === 'trial');
  return !activeMemberOrTrial;
}

export function isGuest(profile: Pick<UserProfile, 'scopes' | 'subscription'>): boolean {
  return profile.scopes.includes(GUEST_USER_SCOPE) || profile.subscription?.isGuestUser === true;
}

/** A cancelled subscription billed by an internal biller may be reactivated (membership spec section 4). */
export function canReactivateCancelledRebill(profile: Pick<UserProfile, 'subscription' | 'billerName'>): boolean {
  const subscription = profile.subscription;
  const biller = subscription?.billerName ?? profile.billerName;
  return subscription?.cancelled === true && biller != null && isNativeBiller(biller);
}
