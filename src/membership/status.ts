import type { MultisitePackage, TenantId } from '../tenants/schema.ts';
import { FULL_TENANT_ACCESS, type UserProfile } from './profile.ts';
import { canReactivateCancelledRebill, isGuest, isNativeBiller, tenantAccess } from './subscription.ts';

/**
 * What the membership is, in one word and its consequences: the one rule the account page, the
 * header and the offers (the upgrade bar, the purchase modal) read, so that no two of them can tell
 * the member two different things. Built from the spec's own rules of membership spec section 4
 * (subscription type, the trial, the cancelled native-biller rebill) over the profile. Pure.
 */

/**
 * - active: a paid membership that renews (single-site or multi-site);
 * - cancelled: still paid up, but it will not renew (section 4, "Membership lifecycle");
 * - trial, free-trial: a running trial (the free limited trial of section 9 apart);
 * - trial-ended: a trial whose time is over;
 * - expired: a membership that ended;
 * - porn-portal: access through a porn portal, no membership of this site;
 * - guest: the guest-user scope (browsing spec section 1), no membership at all.
 */
export const MEMBERSHIP_STATUS_KINDS = ['active', 'cancelled', 'trial', 'free-trial', 'trial-ended', 'expired', 'porn-portal', 'guest'] as const;
export type MembershipStatusKind = (typeof MEMBERSHIP_STATUS_KINDS)[number];

/** Each status in one or two words, as the account page and the header name it. */
export const MEMBERSHIP_STATUS_LABELS: Readonly<Record<MembershipStatusKind, string>> = {
  active: 'Active',
  cancelled: 'Cancelled',
  trial: 'Trial',
  'free-trial': 'Free trial',
  'trial-ended': 'Trial ended',
  expired: 'Expired',
  'porn-portal': 'Portal access',
  guest: 'Guest',
};

/**
 * Membership spec section 4, "Purchase flow kinds: multi-site ('sixSite'), fixed-pricing trial
 * upgrade ('trial'), and reactivate", plus joining for those with no membership to change; for a
 * membership that ended, 'reactivate' is a purchase anew (the member rejoins).
 */
export type PurchaseFlow = 'join' | 'trial' | 'sixSite' | 'reactivate';

/** What the membership opens: a multisite package, or one site (its code; null: this tenant's). */
export type MembershipPlan = { kind: 'multi-site'; package: MultisitePackage; sites: number } | { kind: 'single-site'; site: string | null };

export interface MembershipStatus {
  kind: MembershipStatusKind;
  /** The paid membership behind an active or cancelled status; null for the others. */
  plan: MembershipPlan | null;
  /** Whether it opens this tenant's whole library. */
  coversThisSite: boolean;
  /** Who bills it now (null for a guest and an ended membership); native: one of the company's own billers, whose rebills the site itself can change. */
  biller: { name: string; native: boolean } | null;
  /** The member may cancel it here: an active membership of a native biller that they hold themselves (a tandem child's is the parent's). */
  cancellable: boolean;
  /** Membership spec section 4: "A cancelled subscription billed by the native biller allows reactivation of the cancelled rebill". */
  reactivatable: boolean;
  /** A monthly single-site membership may switch to yearly (the profile's upgradeOptions), by the member who holds it. */
  yearlyUpgrade: boolean;
  /** The purchase the member is offered (the purchase modal, the upgrade bar). */
  purchase: PurchaseFlow;
}

/** The profile's facts the status reads; the session's profile has them all. */
export type StatusFacts = Pick<
  UserProfile,
  'subscription' | 'hasActiveMultisiteSubscription' | 'multisiteType' | 'tenantsSubscriptionState' | 'siteAccessArray' | 'billerName' | 'scopes' | 'tandemSubscription'
>;

const PURCHASE_BY_KIND: Readonly<Record<MembershipStatusKind, PurchaseFlow>> = {
  active: 'sixSite',
  cancelled: 'sixSite',
  trial: 'trial',
  'free-trial': 'trial',
  'trial-ended': 'trial',
  expired: 'reactivate',
  'porn-portal': 'join',
  guest: 'join',
};

function statusKind(facts: StatusFacts): MembershipStatusKind {
  const subscription = facts.subscription;
  if (isGuest(facts)) return 'guest';
  if (!subscription) return 'expired';
  if (subscription.subscriptionType === 'porn-portal' || subscription.pornPortal) return 'porn-portal';
  if (subscription.subscriptionType === 'trial') {
    if (!subscription.isActive) return 'trial-ended';
    return subscription.isFreeLimitedTrial ? 'free-trial' : 'trial';
  }
  // Section 4: an active multisite subscription makes the member whatever the site's own says.
  if (!facts.hasActiveMultisiteSubscription && !subscription.isActive) return 'expired';
  return subscription.cancelled ? 'cancelled' : 'active';
}

function planOf(facts: StatusFacts): MembershipPlan {
  if (facts.hasActiveMultisiteSubscription && facts.multisiteType) return { kind: 'multi-site', package: facts.multisiteType, sites: facts.siteAccessArray.length };
  return { kind: 'single-site', site: facts.subscription?.xSiteInfo?.site ?? null };
}

export function membershipStatus(facts: StatusFacts, tenant: TenantId): MembershipStatus {
  const kind = statusKind(facts);
  const paid = kind === 'active' || kind === 'cancelled';
  // A guest's access and an ended membership bill nothing.
  const billerName = kind === 'guest' || kind === 'expired' || kind === 'trial-ended' ? null : (facts.subscription?.billerName ?? facts.billerName ?? null);
  const biller = billerName === null ? null : { name: billerName, native: isNativeBiller(billerName) };
  const plan = paid ? planOf(facts) : null;
  // A tandem child watches on its parent's membership: the parent changes it.
  const holder = kind === 'active' && !facts.tandemSubscription.isTandemChildAccount;
  return {
    kind,
    plan,
    // A guest's access is no membership, whatever the tenant state says (browsing spec section 6: the purchase modal only).
    coversThisSite: kind !== 'guest' && (tenantAccess(facts, tenant) === FULL_TENANT_ACCESS || facts.siteAccessArray.includes(tenant)),
    biller,
    cancellable: holder && biller?.native === true,
    reactivatable: kind === 'cancelled' && canReactivateCancelledRebill(facts),
    yearlyUpgrade: holder && plan?.kind === 'single-site' && facts.subscription?.upgradeOptions?.isUpgradeableToVixenPlusYearly === true,
    purchase: PURCHASE_BY_KIND[kind],
  };
}
