import { freeTrialAllowance, TRIAL_STATE, type FreeTrialAllowance } from '../../access/trial-allowance.ts';
import type { UserProfile } from '../../membership/profile.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { creditsText } from './unlock-video.ts';

/**
 * Membership spec section 2, "Trial notices: no credits left, credits count, expired": what a trial
 * member is told on every member page, with what the trial has left. A paid trial counts its
 * pay-per-video credits, each for a video of the brand it was bought on; the free limited trial
 * counts its three videos (section 9).
 */
export type TrialNotice =
  | { kind: 'credits'; credits: number; brand: string | null }
  /** The premium-plus brand's trial plays that brand's library while it lasts (src/access premiumPlusTrial). */
  | { kind: 'library'; brand: string }
  | { kind: 'no-credits' }
  | { kind: 'free-videos'; allowance: FreeTrialAllowance }
  | { kind: 'expired' };

type NoticeTenant = Pick<TenantConfig, 'tenant' | 'name' | 'role'>;

/** The brand the trial was bought on (its subscription state is 'trial'), or undefined. */
function trialBrandOf(profile: Pick<UserProfile, 'tenantsSubscriptionState'>, tenants: readonly NoticeTenant[]): NoticeTenant | undefined {
  const states: Readonly<Record<string, unknown>> = profile.tenantsSubscriptionState ?? {};
  return tenants.find((tenant) => states[tenant.tenant] === TRIAL_STATE);
}

export function trialNotice(profile: Pick<UserProfile, 'subscription' | 'tenantsSubscriptionState'> | null, tenants: readonly NoticeTenant[]): TrialNotice | null {
  const subscription = profile?.subscription;
  if (!profile || subscription?.subscriptionType !== 'trial') return null;
  if (!subscription.isActive) return { kind: 'expired' };
  if (subscription.isFreeLimitedTrial) return { kind: 'free-videos', allowance: freeTrialAllowance(profile) };
  const brand = trialBrandOf(profile, tenants);
  if (brand?.role === 'premium-plus') return { kind: 'library', brand: brand.name };
  if (subscription.payPerVideoCredits === 0) return { kind: 'no-credits' };
  return { kind: 'credits', credits: subscription.payPerVideoCredits, brand: brand?.name ?? null };
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
    case 'library':
      return `Your trial plays every ${notice.brand} video in full while it lasts.`;
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
