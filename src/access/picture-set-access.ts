import type { Abilities } from './abilities.ts';
import { deniedVideoAction, type DeniedVideoAction } from './denied-video.ts';
import type { UserProfile } from '../membership/profile.ts';
import { isGuest } from '../membership/subscription.ts';

/** The facts of the video behind a picture set that decide who may open it. */
export interface PictureSetVideo {
  videoId: number;
  freeVideo: boolean;
  channel?: { channelPackId?: number | string | null; isThirdPartyChannel?: boolean | null } | null;
}

export type PictureSetAccess =
  | { kind: 'allowed'; check: 'free-for-guests' | 'unlocked' | 'normal' }
  | { kind: 'denied'; action: DeniedVideoAction };

type AccessProfile = Pick<UserProfile, 'subscription' | 'unlockedChannelPackIds' | 'scopes'>;

/** A video from a channel pack opens only once the member has unlocked the pack. */
function packLocked(video: PictureSetVideo | null, profile: AccessProfile): boolean {
  const packId = video?.channel?.channelPackId;
  return packId != null && !profile.unlockedChannelPackIds.includes(String(packId));
}

/** Unlocked-video check: the member unlocked this very video and the subscription is active. */
function unlockedCheck(video: PictureSetVideo, profile: AccessProfile): boolean {
  const subscription = profile.subscription;
  return subscription?.isActive === true && subscription.unlockedVideoIds.includes(String(video.videoId));
}

/**
 * Browsing spec section 2, /pictureset/:slug: unlocked videos use the unlocked picture-set check,
 * others the normal one; guests on a free video skip the check. A denial names the action of
 * membership spec section 6 (channel unlock, pay-per-video, purchase modal).
 */
export function pictureSetAccess(video: PictureSetVideo | null, profile: AccessProfile | null, abilities: Abilities): PictureSetAccess {
  const denied = (): PictureSetAccess => ({
    kind: 'denied',
    action: deniedVideoAction(
      { channel: video?.channel ? { ...video.channel, channelPackId: video.channel.channelPackId == null ? null : String(video.channel.channelPackId) } : null },
      profile,
      abilities,
    ),
  });
  if (profile === null) return denied();
  if (video?.freeVideo && isGuest(profile)) return { kind: 'allowed', check: 'free-for-guests' };
  if (video && profile.subscription?.unlockedVideoIds.includes(String(video.videoId))) {
    return unlockedCheck(video, profile) ? { kind: 'allowed', check: 'unlocked' } : denied();
  }
  return abilities.can('see', 'PictureSet') && !packLocked(video, profile) ? { kind: 'allowed', check: 'normal' } : denied();
}
