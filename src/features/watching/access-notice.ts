import type { FullVideoAccess, FullVideoDenial, FullVideoGrant } from '../../access/index.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { deniedOffer, type DeniedOffer } from './denied-offer.ts';

/** Why the member may watch the full video, in their words. */
export const GRANT_TEXTS: Record<FullVideoGrant, string> = {
  membership: 'Your membership includes the full video.',
  'free-video': 'This is a free scene: watch it in full.',
  unlocked: 'You unlocked this video.',
  'free-limited-trial': 'This video is part of your free trial.',
  'guest-scene': 'This scene is part of your guest access.',
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

export type AccessNotice = { allowed: true; text: string } | { allowed: false; text: string; offer: DeniedOffer };

/** What the video page tells a signed-in member about the full video (the player comes with its own issue). */
export function accessNotice(access: FullVideoAccess, video: { channel?: { slug: string } | null }, profile: Pick<UserProfile, 'subscription'>): AccessNotice {
  if (access.allowed) return { allowed: true, text: GRANT_TEXTS[access.grant] };
  return { allowed: false, text: DENIAL_TEXTS[access.reason], offer: deniedOffer(access.action, video, profile.subscription?.payPerVideoCredits ?? 0) };
}
