import type { DeniedVideoAction, FullVideoAccess, FullVideoDenial, FullVideoGrant } from '../../access/index.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { creditsText } from './unlock-video.ts';

/** Why the member may watch the full video, in their words. */
export const GRANT_TEXTS: Record<FullVideoGrant, string> = {
  membership: 'Your membership includes the full video.',
  'free-video': 'This is a free scene: watch it in full.',
  unlocked: 'You unlocked this video.',
  'free-limited-trial': 'This video is part of your free trial.',
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
  'not-unlocked': 'Your trial includes the videos you unlock.',
  'no-active-subscription': 'Your membership is not active.',
};

export type AccessNotice = { allowed: true; text: string } | { allowed: false; text: string; action: DeniedVideoAction };

/**
 * What the video page tells a signed-in member about the full video; a denied one comes with the
 * action src/access chose. A video unlocked with a credit also says how many credits are left.
 */
export function accessNotice(access: FullVideoAccess, profile: Pick<UserProfile, 'subscription'>): AccessNotice {
  if (!access.allowed) return { allowed: false, text: DENIAL_TEXTS[access.reason], action: access.action };
  const credits = profile.subscription?.payPerVideoCredits ?? 0;
  const text = GRANT_TEXTS[access.grant];
  return { allowed: true, text: access.grant === 'unlocked' ? `${text} You have ${creditsText(credits)} left.` : text };
}
