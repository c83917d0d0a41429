import type { UserProfileInput } from '../../src/membership/profile.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { AccountRecord } from './accounts.ts';
import { badgesAt } from './badges.ts';
import { settingsOf, type DirectoryContext } from './directory-context.ts';
import { daysUntilRefreshGems } from './gems/weekly-gems.ts';
import { monthsBefore, subscriptionAnswer } from './subscription-answer.ts';

/** Brands launched with the copyright (membership spec section 2: copyright starts in 2014). */
const BRAND_LAUNCH_DATE = new Date('2014-01-01T00:00:00Z');

/**
 * getFullUserProfile: the member's profile on `tenant`: their subscription there, their badges on the
 * directory's clock, their own settings, and what each feature recorded of them (packs unlocked,
 * downloads, one-time acknowledgements).
 */
export function profileAnswer(context: DirectoryContext, member: AccountRecord, tenant: TenantId): UserProfileInput {
  const { now, packUnlocks, downloads, memberState } = context;
  const m = member.membership;
  const own = settingsOf(context, member);
  const subscription = subscriptionAnswer(context, member, tenant);
  const allPacks = context.channelPackIds();
  const unlockedPacks = m.channelPacks === 'all' ? [...allPacks] : packUnlocks.unlockedPackIds(member.accountId);
  const today = now();
  const activeFrom = monthsBefore(today, m.activeMonths);
  const active = m.isActive && m.subscriptionType === 'member';
  // Tenure counts paid membership only: trials and porn-portal access earn no tenure badge.
  const badges = badgesAt(
    {
      stretches: active ? [{ start: activeFrom, end: null }] : [],
      joinedAt: activeFrom,
      brandLaunchedAt: BRAND_LAUNCH_DATE,
      roles: {
        director: m.specialAttributes.isDirectorUser,
        verifiedPerformer: m.specialAttributes.isPornstarUser,
        moderator: m.groups.includes('moderator'),
        king: m.specialAttributes.isKingUser,
      },
    },
    today,
  );
  return {
    userId: member.accountId,
    uuid: `00000000-0000-4000-8000-${String(member.seq).padStart(12, '0')}`,
    email: member.email,
    displayName: own.displayName,
    username: member.username,
    activeSince: activeFrom.toISOString(),
    badges,
    groups: m.groups,
    scopes: m.scopes,
    abTestVariant: null,
    isTelemetryEnabled: false,
    billerName: m.billerName,
    multisiteType: m.multisiteType,
    siteAccessArray: subscription.siteAccessArray,
    autoplayEnabled: own.autoplayEnabled,
    relationshipStatus: own.relationshipStatus,
    relationshipRole: own.relationshipRole,
    daysUntilRefreshGems: daysUntilRefreshGems(today),
    unlockedChannelPackIds: unlockedPacks,
    percentageOfUnlockedChannelPacks: allPacks.length > 0 ? (100 * unlockedPacks.length) / allPacks.length : 0,
    hasActiveMultisiteSubscription: subscription.hasActiveMultisiteSubscription,
    abilities: [],
    hasEmailConsent: own.hasEmailConsent,
    consent: { requestTermsConsent: m.termsConsentPending && own.termsConsent === null, requestEmailConsent: !own.hasEmailConsent },
    subscription: subscription.subscription,
    tandemSubscription: own.tandemChildEmail ? { ...m.tandem, hasTandemChildAccount: true } : m.tandem,
    specialAttributes: own.vipConverted ? { ...m.specialAttributes, isVipUser: false } : m.specialAttributes,
    tenantsSubscriptionState: subscription.tenantsSubscriptionState,
    downloadQuotas: m.isActive ? downloads.profile(member.accountId, tenant.toUpperCase()) : null,
    state: memberState.get(member.accountId),
  };
}
