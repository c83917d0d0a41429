import type { UserProfile } from '../membership/profile.ts';

/**
 * The trial's rule (membership spec sections 6 and 9): a trial is of one brand, and what it may open
 * (a paid trial's pay-per-video credits, the free limited trial's three videos) is that brand's
 * videos. Who may see what, so here in src/access; the unlock and the trial notices that spend and
 * count it are the unlock feature's (src/features/unlock).
 */

/** The member unlocked this very video (pay-per-video credit, or one of the free trial's videos). */
export function isUnlockedVideo(video: { videoId: number }, profile: Pick<UserProfile, 'subscription'> | null): boolean {
  return profile?.subscription?.unlockedVideoIds.includes(String(video.videoId)) ?? false;
}

/**
 * Membership spec section 9: "Free limited trial: 3 full videos". The upstream counts them as they
 * are first played and lists them with the member's unlocked videos (unlockedVideoIds).
 */
export const FREE_LIMITED_TRIAL_VIDEOS = 3;

/** The subscription state the upstream reports for the brand a trial was bought on. */
export const TRIAL_STATE = 'trial';

/**
 * A trial is a trial of one brand, the one it was bought on: the brand whose subscription state the
 * upstream reports as 'trial'. Its allowance (the free limited trial's videos, a paid trial's
 * credits) is for that brand's videos wherever they show: on the brand's own site and through the
 * combined tenant, never another brand's (docs/security.md, "A trial's credits and the combined tenant").
 */
export function isTrialBrandVideo(video: { site: string }, profile: Pick<UserProfile, 'tenantsSubscriptionState'>): boolean {
  const states: Readonly<Record<string, unknown>> | null | undefined = profile.tenantsSubscriptionState;
  return states?.[video.site.toLowerCase()] === TRIAL_STATE;
}

/** What the free limited trial has: its videos, those played (each counted once), those left. */
export interface FreeTrialAllowance {
  videos: number;
  played: number;
  left: number;
}

export function freeTrialAllowance(profile: Pick<UserProfile, 'subscription'>): FreeTrialAllowance {
  const played = Math.min(profile.subscription?.unlockedVideoIds.length ?? 0, FREE_LIMITED_TRIAL_VIDEOS);
  return { videos: FREE_LIMITED_TRIAL_VIDEOS, played, left: FREE_LIMITED_TRIAL_VIDEOS - played };
}
