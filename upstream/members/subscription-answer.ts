import type { UserSubscription } from '../../src/membership/profile.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { AccountRecord } from './accounts.ts';
import { billerSupportUrl } from './billing/support-urls.ts';
import { shiftByCalendarMonths } from './calendar-months.ts';
import type { DirectoryContext } from './directory-context.ts';
import { ownedSites } from './membership-facts.ts';

/** Midnight of the day `months` calendar months before `date`: when a membership of that length began. */
export function monthsBefore(date: Date, months: number): Date {
  const result = shiftByCalendarMonths(date, -months);
  result.setUTCHours(0, 0, 0, 0);
  return result;
}

/**
 * getUserSubscription: the member's subscription as `tenant` sees it, derived from their membership
 * facts against the brands' multisite packages, with the unlock feature's credits and videos. The
 * unlocked videos are those unlocked with credits and those the free limited trial played (its three
 * are counted at the play), so the site can tell what the trial has left.
 */
export function subscriptionAnswer({ now, sites, unlocks, freeTrial, tenantIds }: DirectoryContext, member: AccountRecord, tenant: TenantId): UserSubscription {
  const m = member.membership;
  const today = now();
  const activeSince = monthsBefore(today, m.activeMonths).toISOString();
  const multisite = m.multisiteType !== null && m.isActive;
  const owned = ownedSites(m, sites.contentTenants);
  const state = (id: TenantId): string | null => {
    if (owned.includes(id)) return 'full';
    if (id === m.site) return m.subscriptionType === 'trial' && m.isActive ? 'trial' : 'expired';
    return null;
  };
  const tenantsSubscriptionState = {
    ...(Object.fromEntries(tenantIds.map((id) => [id, state(id)])) as Record<TenantId, string | null>),
    channels: [],
  };
  return {
    siteAccessArray: owned,
    tenantsSubscriptionState,
    billerName: m.billerName,
    multisiteType: m.multisiteType,
    hasActiveMultisiteSubscription: multisite,
    subscription: {
      subscriptionType: m.subscriptionType,
      pornPortal: m.subscriptionType === 'porn-portal',
      payPerVideoCredits: Math.max(0, m.payPerVideoCredits + unlocks.creditChange(member.accountId)),
      unlockedVideoIds: [...new Set([...unlocks.unlockedVideoIds(member.accountId), ...freeTrial.played(member.accountId).map(String)])],
      seniority: m.activeMonths,
      isActive: m.isActive,
      activeSince,
      joinDate: activeSince,
      xSiteInfo: m.site === tenant ? null : { site: m.site.toUpperCase() },
      isFreeLimitedTrial: m.isFreeLimitedTrial,
      isGuestUser: m.isGuestUser,
      cancelled: m.cancelled,
      siteType: null,
      billerName: m.billerName,
      billerUrl: billerSupportUrl(m.billerName),
      upgradeOptions: { isUpgradeableToVixenPlusYearly: m.isActive && m.subscriptionType === 'member' && !multisite && m.billingPeriod !== 'yearly' },
    },
  };
}
