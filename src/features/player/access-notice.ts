import { FREE_LIMITED_TRIAL_VIDEOS, freeTrialAllowance, type DeniedVideoAction, type FullVideoAccess, type FullVideoDenial, type FullVideoGrant } from '../../access/index.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { freeVideosLeftText } from '../unlock/trial-notice.ts';
import { creditsText } from '../unlock/unlock-video.ts';

/** Why the member may watch the full video, in their words. */
export const GRANT_TEXTS: Record<FullVideoGrant, string> = {
  membership: 'Your membership includes the full video.',
  'free-video': 'This is a free scene: watch it in full.',
  unlocked: 'You unlocked this video.',
  'free-limited-trial': 'This video is part of your free trial: playing it uses one of your free videos.',
  'free-limited-trial-watched': 'You watched this video on your free trial: watch it again as often as you like.',
  'guest-scene': 'This scene is part of your guest access.',
  'premium-plus-trial': 'Your trial plays every video of this site in full while it lasts.',
};

/** Why only the trailer plays. */
export const DENIAL_TEXTS: Record<FullVideoDenial, string> = {
  anonymous: 'Members watch the full video.',
  'pack-locked': 'This video belongs to a channel pack you have not unlocked yet.',
  'guest-scene-only': 'Your guest access includes selected scenes only.',
  'site-not-included': 'Your membership does not include this site.',
  'not-in-free-limited-trial': 'This video is not part of your free trial.',
  'free-limited-trial-used': `Your free trial has played its ${FREE_LIMITED_TRIAL_VIDEOS} full videos: upgrade to watch this one.`,
  'not-unlocked': 'Your trial includes the videos you unlock.',
  'not-trial-brand': 'Your trial unlocks videos of the site you joined: upgrade to watch this one.',
  'no-active-subscription': 'Your membership is not active.',
};

export type AccessNotice = { allowed: true; text: string } | { allowed: false; text: string; action: DeniedVideoAction };

/**
 * What the video page tells a signed-in member about the full video; a denied one comes with the
 * action src/access chose. What the trial has left follows: the credits after a video unlocked with
 * one, the free videos on the free limited trial.
 */
export function accessNotice(access: FullVideoAccess, profile: Pick<UserProfile, 'subscription'>): AccessNotice {
  if (!access.allowed) return { allowed: false, text: DENIAL_TEXTS[access.reason], action: access.action };
  const text = GRANT_TEXTS[access.grant];
  switch (access.grant) {
    case 'unlocked':
      return { allowed: true, text: `${text} You have ${creditsText(profile.subscription?.payPerVideoCredits ?? 0)} left.` };
    case 'free-limited-trial':
    case 'free-limited-trial-watched':
      return { allowed: true, text: `${text} You have ${freeVideosLeftText(freeTrialAllowance(profile))}.` };
    default:
      return { allowed: true, text };
  }
}
