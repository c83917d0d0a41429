import { z } from 'zod';
import { MULTISITE_PACKAGES, TENANT_IDS, type TenantId } from '../tenants/schema.ts';
import { BADGES } from './badges.ts';

/**
 * The answers of `getFullUserProfile` and `getUserSubscription` (membership spec section 3).
 * Both the upstream GraphQL server and the site parse through these schemas, so the shape is the
 * contract. GraphQL returns `null` for absent values; lists and flags default so a sparse answer
 * still yields a complete member.
 */

/** Subscription types the upstream stores (membership spec section 9); anonymous and expired are derived. */
export const SUBSCRIPTION_TYPES = ['member', 'trial', 'porn-portal'] as const;
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

/** The scope that marks a guest user (browsing spec section 1). */
export const GUEST_USER_SCOPE = 'guest-user';

/** Tenant-state value meaning full access to that tenant's library. */
export const FULL_TENANT_ACCESS = 'full';

const dateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  message: 'must be an ISO 8601 date or date-time, like "2024-05-01T12:00:00Z"',
});
const flag = z.boolean().nullish().transform((value) => value ?? false);
const strings = z.array(z.string()).nullish().transform((value) => value ?? []);

export const subscriptionSchema = z.object({
  /** Stored type: member, trial or porn-portal. */
  subscriptionType: subscriptionTypeSchema,
  /** Whether the subscription came through a porn portal. */
  pornPortal: flag,
  /** Credits a trial member may spend on pay-per-video unlocks. */
  payPerVideoCredits: z.number().int().min(0).nullish().transform((value) => value ?? 0),
  /** Videos unlocked with credits or on the free limited trial. */
  unlockedVideoIds: strings,
  /** Months of continuous membership, when the upstream knows it. */
  seniority: z.number().int().min(0).nullish(),
  isActive: flag,
  activeSince: dateTime.nullish(),
  joinDate: dateTime.nullish(),
  /** The site the subscription was bought on, for cross-site members. */
  xSiteInfo: z.object({ site: z.string() }).nullish(),
  /** Free limited trial: a fixed number of full videos. */
  isFreeLimitedTrial: flag,
  isGuestUser: flag,
  cancelled: flag,
  /** Site type as the upstream reports it; the site derives its own in subscription.ts. */
  siteType: z.string().nullish(),
  /** Biller code, e.g. EPOCH or VXNBILL. */
  billerName: z.string().nullish(),
  billerUrl: z.string().nullish(),
  upgradeOptions: z.object({ isUpgradeableToVixenPlusYearly: flag }).nullish(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const tenantAccessSchema = z.string().nullish();
const perTenantAccess = Object.fromEntries(TENANT_IDS.map((id) => [id, tenantAccessSchema])) as Record<
  TenantId,
  typeof tenantAccessSchema
>;
/** Access per tenant ('full' = full access), plus the channels the member holds. */
export const tenantsSubscriptionStateSchema = z.object({ ...perTenantAccess, channels: strings });
export type TenantsSubscriptionState = z.infer<typeof tenantsSubscriptionStateSchema>;

export const tandemSubscriptionSchema = z.object({
  hasTandemChildAccount: flag,
  isTandemChildAccount: flag,
  tandemParentDisplayName: z.string().nullish(),
});

export const specialAttributesSchema = z.object({
  isPornstarUser: flag,
  modelId: z.string().nullish(),
  isKingUser: flag,
  isDirectorUser: flag,
  isVipUser: flag,
  isOfficialUser: flag,
});
export type SpecialAttributes = z.infer<typeof specialAttributesSchema>;

export const consentSchema = z.object({ requestTermsConsent: flag, requestEmailConsent: flag });

export const downloadQuotasSchema = z.object({
  thresholdReached: flag,
  downloadsNumber: z.number().int().min(0),
  downloadQuotaMax: z.number().int().min(0),
  downloadDaysPeriod: z.number().int().min(0),
  quotaLeft: z.number().int().min(0),
  remainingDays: z.number().int().min(0),
  zeroQuota: flag,
  site: z.string().nullish(),
});

/** Per-member UI state; `<regionName>HealthWarningAcknowledged` for each health-warning region. */
export const memberStateSchema = z.object({
  modals: z
    .object({
      gemsIntro: flag,
      teaserViewed: flag,
      texasHealthWarningAcknowledged: flag,
      alabamaHealthWarningAcknowledged: flag,
    })
    .nullish()
    .transform((value) => value ?? { gemsIntro: false, teaserViewed: false, texasHealthWarningAcknowledged: false, alabamaHealthWarningAcknowledged: false }),
  gems: z.object({ lastAcknowledgementDate: dateTime.nullish() }).nullish(),
});

const defaultTandem = { hasTandemChildAccount: false, isTandemChildAccount: false, tandemParentDisplayName: null };
const defaultSpecialAttributes = {
  isPornstarUser: false,
  isKingUser: false,
  isDirectorUser: false,
  isVipUser: false,
  isOfficialUser: false,
};

const profileShape = z.object({
  /** The member id; the upstream may call it `id`. */
  userId: z.union([z.string().min(1), z.number().int()]).transform(String),
  uuid: z.string().min(1),
  email: z.string(),
  displayName: z.string().nullish(),
  /**
   * The username (membership spec section 5: chosen once): null while the member has none (an
   * account a partner or support made), which sends them to choose one at login. Absent counts as
   * unknown, never as none: only a gateway that says so asks every member to choose.
   */
  username: z.string().nullish(),
  activeSince: dateTime.nullish(),
  /** Badges the upstream has awarded (see badges.ts for the rules). */
  badges: z.array(z.enum(BADGES)).nullish().transform((value) => value ?? []),
  /** Groups such as admin, commenteditor, moderator. */
  groups: strings,
  /** Scopes and roles such as guest-user or 'video preview'. */
  scopes: strings,
  abTestVariant: z.string().nullish(),
  isTelemetryEnabled: flag,
  billerName: z.string().nullish(),
  multisiteType: z.enum(MULTISITE_PACKAGES).nullish(),
  /** Tenant ids whose full library the member owns. */
  siteAccessArray: strings,
  /** Autoplay is on unless the member switched it off. */
  autoplayEnabled: z.boolean().nullish().transform((value) => value ?? true),
  relationshipStatus: z.string().nullish(),
  relationshipRole: z.string().nullish(),
  daysUntilRefreshGems: z.number().int().min(0).nullish(),
  unlockedChannelPackIds: strings,
  percentageOfUnlockedChannelPacks: z.number().min(0).max(100).nullish().transform((value) => value ?? 0),
  hasActiveMultisiteSubscription: flag,
  abilities: strings,
  hasEmailConsent: flag,
  consent: consentSchema.nullish(),
  subscription: subscriptionSchema.nullish(),
  tandemSubscription: tandemSubscriptionSchema.nullish().transform((value) => value ?? defaultTandem),
  specialAttributes: specialAttributesSchema.nullish().transform((value) => value ?? defaultSpecialAttributes),
  tenantsSubscriptionState: tenantsSubscriptionStateSchema.nullish(),
  downloadQuotas: downloadQuotasSchema.nullish(),
  state: memberStateSchema.nullish(),
});

/** Answer of `getFullUserProfile`. Accepts `id` where `userId` is missing. */
export const fullUserProfileSchema = z.preprocess((raw) => {
  if (raw && typeof raw === 'object' && !('userId' in raw) && 'id' in raw) return { ...raw, userId: raw.id };
  return raw;
}, profileShape);
export type UserProfile = z.infer<typeof fullUserProfileSchema>;
/** The profile's username alone, as the login asks it (src/server/auth/login.ts). */
export const profileUsernameSchema = profileShape.pick({ username: true });
/** What the upstream may send; the GraphQL resolvers type their answer with it. */
export type UserProfileInput = z.input<typeof profileShape>;

/** The membership's facts of a profile: who, since when, billed by whom, and the subscription rules' facts (findOneUserProfile). */
export const membershipProfileSchema = profileShape.pick({
  userId: true,
  email: true,
  activeSince: true,
  billerName: true,
  multisiteType: true,
  hasActiveMultisiteSubscription: true,
  subscription: true,
  tenantsSubscriptionState: true,
});
export type MembershipProfile = z.infer<typeof membershipProfileSchema>;

/** Answer of `getUserSubscription`: site access, tenant state, subscription, biller. */
export const userSubscriptionSchema = profileShape.pick({
  siteAccessArray: true,
  tenantsSubscriptionState: true,
  subscription: true,
  billerName: true,
  multisiteType: true,
  hasActiveMultisiteSubscription: true,
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;
