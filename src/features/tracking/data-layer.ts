import type { UserProfile } from '../../membership/profile.ts';
import { derivedSubscriptionType, isGuest, isTrialUser, siteType, type DerivedSubscriptionType, type SiteType } from '../../membership/subscription.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { PAGE_LOAD_EVENT } from './analytics.ts';
import { mayShareWithThirdParties } from './consent.ts';
import type { TrackingPageId } from './page-id.ts';

/**
 * The page-load data pushed to the data layer on start (membership spec section 7: "Tracking pushes
 * page-load data (experiments, user, subscription state) to a data layer on start"). Pure: the site
 * renders it into the page, the browser pushes it (islands/tracking). The member's id and uuid are in
 * it only with their consent (consent.ts); the email never is, a tag manager has no use for it.
 */

export interface Experiment {
  name: string;
  variant: string;
}

export interface PageLoadData {
  event: typeof PAGE_LOAD_EVENT;
  page: { id: TrackingPageId | null; tenant: string; site: string };
  experiments: Experiment[];
  user: {
    signedIn: boolean;
    /** Only with consent. */
    userId?: string;
    uuid?: string;
    /** Membership spec section 9's user types: member, trial, porn-portal; null for a visitor. */
    userType: string | null;
    isGuest: boolean;
    isTrialUser: boolean;
    consent: boolean;
  };
  subscription: {
    type: DerivedSubscriptionType;
    siteType: SiteType;
    isActive: boolean;
    cancelled: boolean;
    isFreeLimitedTrial: boolean;
    multisite: boolean;
  };
}

export type TrackedProfile = Pick<
  UserProfile,
  | 'userId'
  | 'uuid'
  | 'abTestVariant'
  | 'isTelemetryEnabled'
  | 'consent'
  | 'scopes'
  | 'subscription'
  | 'hasActiveMultisiteSubscription'
  | 'multisiteType'
  | 'tenantsSubscriptionState'
>;

/** The A/B test the member's profile places them in (the only experiment the spec keeps live). */
const PROFILE_EXPERIMENT = 'abTestVariant';

export function pageLoadData(input: {
  tenant: Pick<TenantConfig, 'tenant' | 'site' | 'role'>;
  pageId: TrackingPageId | null;
  profile: TrackedProfile | null;
}): PageLoadData {
  const { tenant, pageId, profile } = input;
  const consent = mayShareWithThirdParties(profile);
  const subscription = profile?.subscription ?? null;
  return {
    event: PAGE_LOAD_EVENT,
    page: { id: pageId, tenant: tenant.tenant, site: tenant.site },
    experiments: profile?.abTestVariant ? [{ name: PROFILE_EXPERIMENT, variant: profile.abTestVariant }] : [],
    user: {
      signedIn: profile !== null,
      ...(profile && consent ? { userId: profile.userId, uuid: profile.uuid } : {}),
      userType: subscription?.subscriptionType ?? null,
      isGuest: profile !== null && isGuest(profile),
      isTrialUser: profile !== null && isTrialUser(profile, tenant),
      consent,
    },
    subscription: {
      type: derivedSubscriptionType(profile),
      siteType: siteType(profile, tenant.tenant),
      isActive: subscription?.isActive ?? false,
      cancelled: subscription?.cancelled ?? false,
      isFreeLimitedTrial: subscription?.isFreeLimitedTrial ?? false,
      multisite: profile?.hasActiveMultisiteSubscription ?? false,
    },
  };
}
