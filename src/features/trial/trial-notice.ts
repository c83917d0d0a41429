import { freeTrialAllowance, TRIAL_STATE, type FreeTrialAllowance } from '../../access/video-access.ts';
import type { UserProfile } from '../../membership/profile.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { creditsText } from '../watching/unlock-video.ts';

/**
 * Membership spec section 2, "Trial notices: no credits left, credits count, expired": what a trial
 * member is told on every member page, with what the trial has left. A paid trial counts its
 * pay-per-video credits, each for a video of the brand it was bought on; the free limited trial
 * counts its three videos (section 9).
 */
export type TrialNotice =
  | { kind: 'credits'; credits: number; brand: string | null }
  | { kind: 'no-credits' }
  | { kind: 'free-videos'; allowance: FreeTrialAllowance }
  | { kind: 'expired' };

/** The name of the brand the trial was bought on (its subscription state is 'trial'), or null. */
export function trialBrandName(profile: Pick<UserProfile, 'tenantsSubscriptionState'>, tenants: readonly Pick<TenantConfig, 'tenant' | 'name'>[]): string | null {
  const states: Readonly<Record<string, unknown>> = profile.tenantsSubscriptionState ?? {};
  return tenants.find((tenant) => states[tenant.tenant] === TRIAL_STATE)?.name ?? null;
}

export function trialNotice(
  profile: Pick<UserProfile, 'subscription' | 'tenantsSubscriptionState'> | null,
  tenants: readonly Pick<TenantConfig, 'tenant' | 'name'>[],
): TrialNotice | null {
  const subscription = profile?.subscription;
  if (!profile || subscription?.subscriptionType !== 'trial') return null;
  if (!subscription.isActive) return { kind: 'expired' };
  if (subscription.isFreeLimitedTrial) return { kind: 'free-videos', allowance: freeTrialAllowance(profile) };
  if (subscription.payPerVideoCredits === 0) return { kind: 'no-credits' };
  return { kind: 'credits', credits: subscription.payPerVideoCredits, brand: trialBrandName(profile, tenants) };
}

/** "2 of your 3 free videos left": what the free limited trial has left, in the member's words. */
export function freeVideosLeftText({ left, videos }: FreeTrialAllowance): string {
  return `${left} of your ${videos} free videos left`;
}

/** The notice in the member's words. */
export function trialNoticeText(notice: TrialNotice): string {
  switch (notice.kind) {
    case 'credits':
      return `Your trial has ${creditsText(notice.credits)} left: each unlocks one${notice.brand ? ` ${notice.brand}` : ''} video of your choice.`;
    case 'no-credits':
      return 'You have no pay-per-video credits left. Upgrade your membership to watch every video in full.';
    case 'free-videos':
      return notice.allowance.left > 0
        ? `Your free trial plays ${notice.allowance.videos} full videos: you have ${freeVideosLeftText(notice.allowance)}.`
        : `Your free trial has played its ${notice.allowance.videos} full videos. Upgrade your membership to watch every video in full.`;
    case 'expired':
      return 'Your trial has expired. Upgrade your membership to keep watching.';
  }
}
