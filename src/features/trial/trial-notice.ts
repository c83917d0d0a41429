import type { UserProfile } from '../../membership/profile.ts';
import { creditsText } from '../watching/unlock-video.ts';

/**
 * Membership spec section 2, "Trial notices: no credits left, credits count, expired": what a trial
 * member is told on every member page. The free limited trial has its three videos instead of
 * credits (section 9), so it is told only when it expired.
 */
export type TrialNotice = { kind: 'credits'; credits: number } | { kind: 'no-credits' } | { kind: 'expired' };

export function trialNotice(profile: Pick<UserProfile, 'subscription'> | null): TrialNotice | null {
  const subscription = profile?.subscription;
  if (subscription?.subscriptionType !== 'trial') return null;
  if (!subscription.isActive) return { kind: 'expired' };
  if (subscription.isFreeLimitedTrial) return null;
  return subscription.payPerVideoCredits > 0 ? { kind: 'credits', credits: subscription.payPerVideoCredits } : { kind: 'no-credits' };
}

/** The notice in the member's words. */
export function trialNoticeText(notice: TrialNotice): string {
  switch (notice.kind) {
    case 'credits':
      return `Your trial has ${creditsText(notice.credits)} left: each one unlocks a video of your choice.`;
    case 'no-credits':
      return 'You have no pay-per-video credits left. Upgrade your membership to watch every video in full.';
    case 'expired':
      return 'Your trial has expired. Upgrade your membership to keep watching.';
  }
}
