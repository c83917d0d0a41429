import { z } from 'zod';
import type { MultisitePackage, TenantConfig, TenantId } from '../../src/tenants/schema.ts';

const tenantId = z.custom<TenantId>((value) => typeof value === 'string' && value.length > 0, 'a tenant id');
const multisitePackage = z.custom<MultisitePackage>((value) => typeof value === 'string' && value.length > 0, 'a multisite package');

/** The scope that marks a guest user (browsing spec section 1). */
export const GUEST_SCOPE = 'guest-user';

/**
 * What the member store holds about an account's membership (membership spec section 3); the member
 * directory derives the profile and subscription from it. The demo accounts are seeded with theirs,
 * the biller writes the rest (a join, an upgrade, a cancellation, a reactivation).
 */
export const membershipFactsSchema = z.object({
  subscriptionType: z.enum(['member', 'trial', 'porn-portal']),
  isActive: z.boolean(),
  cancelled: z.boolean(),
  /** The multisite package, or null for a single-site subscription. */
  multisiteType: multisitePackage.nullable(),
  /** The site the subscription was bought on. */
  site: tenantId,
  /** Biller code (membership spec section 3, Billers). */
  billerName: z.string(),
  /** Months of continuous membership up to the member data's clock (badges: 3, 6, 12, 24). */
  activeMonths: z.number().int().min(0),
  payPerVideoCredits: z.number().int().min(0),
  isFreeLimitedTrial: z.boolean(),
  isGuestUser: z.boolean(),
  groups: z.array(z.string()),
  scopes: z.array(z.string()),
  specialAttributes: z.object({
    isPornstarUser: z.boolean(),
    modelId: z.string().nullable(),
    isKingUser: z.boolean(),
    isDirectorUser: z.boolean(),
    isVipUser: z.boolean(),
    isOfficialUser: z.boolean(),
  }),
  tandem: z.object({ hasTandemChildAccount: z.boolean(), isTandemChildAccount: z.boolean(), tandemParentDisplayName: z.string().nullable() }),
  hasEmailConsent: z.boolean(),
  relationshipStatus: z.string().nullable(),
  relationshipRole: z.string().nullable(),
  /** Channel packs unlocked with gems (membership spec section 6): none, or every pack of the catalogue. */
  channelPacks: z.enum(['none', 'all']),
  /** How often the subscription rebills: a monthly single-site member may switch to yearly (upgradeOptions). */
  billingPeriod: z.enum(['monthly', 'yearly']).default('monthly'),
  /** Single-site memberships bought on top by the one-click single-site upsell (internalUpsellOneclickSinglesite). */
  extraSites: z.array(tenantId).optional(),
  /**
   * An account made in one click (a partner's guest, a VIP, a tandem login) starts without the
   * member's own acceptance of the terms: the profile asks for it (consent.requestTermsConsent) until
   * the consent is recorded (POST /v2/user/email-consent). Absent in stores written before it: false.
   */
  termsConsentPending: z.boolean().default(false),
});
export type MembershipFacts = z.infer<typeof membershipFactsSchema>;

/**
 * An active single-site membership just bought on `site` through `billerName`, with nothing on top:
 * what a join writes before applying its option, and what each demo account differs from.
 */
export function newMembership(site: TenantId, billerName: string): MembershipFacts {
  return {
    subscriptionType: 'member',
    isActive: true,
    cancelled: false,
    multisiteType: null,
    site,
    billerName,
    activeMonths: 0,
    payPerVideoCredits: 0,
    isFreeLimitedTrial: false,
    isGuestUser: false,
    groups: [],
    scopes: [],
    specialAttributes: { isPornstarUser: false, modelId: null, isKingUser: false, isDirectorUser: false, isVipUser: false, isOfficialUser: false },
    tandem: { hasTandemChildAccount: false, isTandemChildAccount: false, tandemParentDisplayName: null },
    hasEmailConsent: false,
    relationshipStatus: null,
    relationshipRole: null,
    channelPacks: 'none',
    billingPeriod: 'monthly',
    // A buyer accepts the terms on the join form.
    termsConsentPending: false,
  };
}

/**
 * The sites whose library the membership opens (the profile's siteAccessArray): a paid active
 * membership's site or its package's sites (the content brands selling that package), and every
 * single site bought on top.
 */
export function ownedSites(m: MembershipFacts, contentTenants: readonly Pick<TenantConfig, 'tenant' | 'multisitePackages'>[]): TenantId[] {
  const packageSites = (name: MultisitePackage) => contentTenants.filter((tenant) => tenant.multisitePackages.includes(name)).map((tenant) => tenant.tenant);
  const own = m.isActive && m.subscriptionType !== 'trial' ? (m.multisiteType ? packageSites(m.multisiteType) : [m.site]) : [];
  return [...new Set([...own, ...(m.extraSites ?? [])])];
}
