import type { Abilities } from './abilities.ts';
import type { UserProfile } from '../membership/profile.ts';

/** The channel facts of a video that decide how a denied play is answered. */
export interface DeniedVideo {
  channel?: { channelPackId?: string | null; isThirdPartyChannel?: boolean | null } | null;
}

export type DeniedVideoAction =
  | { kind: 'unlock-channel'; channelPackId: string }
  | { kind: 'pay-per-video' }
  | { kind: 'purchase-modal'; singlesiteIncluded: true };

/**
 * Membership spec section 6: a video the member may not play offers, in this order, the channel
 * unlock; a pay-per-video unlock for a trial with credits (not a third-party channel, not on the free
 * limited trial); otherwise the purchase modal with single-site options included.
 */
export function deniedVideoAction(
  video: DeniedVideo,
  profile: Pick<UserProfile, 'subscription' | 'unlockedChannelPackIds'> | null,
  abilities: Abilities,
): DeniedVideoAction {
  const channel = video.channel;
  const packId = channel?.channelPackId;
  const channelsSubject = channel?.isThirdPartyChannel ? 'Channels' : 'InternalChannels';
  if (packId && !profile?.unlockedChannelPackIds.includes(packId) && abilities.can('see', channelsSubject)) {
    return { kind: 'unlock-channel', channelPackId: packId };
  }
  const subscription = profile?.subscription;
  if (
    subscription?.subscriptionType === 'trial' &&
    subscription.payPerVideoCredits > 0 &&
    !subscription.isFreeLimitedTrial &&
    !channel?.isThirdPartyChannel
  ) {
    return { kind: 'pay-per-video' };
  }
  return { kind: 'purchase-modal', singlesiteIncluded: true };
}
