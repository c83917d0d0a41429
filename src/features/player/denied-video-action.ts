import type { DeniedVideoAction } from '../../access/index.ts';
import type { ChannelPack } from '../../catalogue/schemas.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { purchaseOffer, type PurchaseOffer } from './purchase-offer.ts';
import { channelPagePath, CHANNELS_PATH } from '../../routing/paths.ts';

/** What a member denied a video may do instead (src/features/player/DeniedVideoAction.astro). */
export interface DeniedVideoActionProps {
  action: DeniedVideoAction;
  /** The video the action is about; null for a picture set without one. */
  video: { videoId: number; title: string } | null;
  /** Where the video's channel pack is shown. */
  channelHref: string;
  /** The channel pack a pack's video belongs to, when the page knows it: the unlock names it and its price. */
  pack: Pick<ChannelPack, 'name' | 'gems'> | null;
  /** The trial's pay-per-video credits. */
  credits: number;
  /** Gems are spent by active members only (membership spec section 6). */
  mayUnlockPack: boolean;
  /** The purchase modal's offer, where the action is the purchase (or a pack the member may not unlock). */
  offer: PurchaseOffer | null;
  premiumPlus: boolean;
}

/**
 * The action src/access chose for a denied video (or its picture set), with what the member's view of
 * it needs: anyone denied a pack's video who may not spend gems is told how a pack is unlocked and
 * offered the membership that earns the gems.
 */
export function deniedVideoAction(
  action: DeniedVideoAction,
  video: { videoId: number; title: string; channel?: { slug: string } | null } | null,
  pack: Pick<ChannelPack, 'name' | 'gems'> | null | undefined,
  context: Pick<RequestContext, 'member' | 'tenant'> | undefined,
): DeniedVideoActionProps {
  const profile = context?.member?.profile ?? null;
  // Each fact only where the action shows it: the member's view is kept by what it shows.
  const unlockChannel = action.kind === 'unlock-channel';
  const mayUnlockPack = unlockChannel && (context?.member?.abilities.can('use', 'ChannelPackUnlock') ?? false);
  return {
    action,
    video: video && { videoId: video.videoId, title: video.title },
    channelHref: unlockChannel && video?.channel ? channelPagePath(video.channel.slug) : CHANNELS_PATH,
    pack: unlockChannel && pack ? { name: pack.name, gems: pack.gems } : null,
    credits: action.kind === 'pay-per-video' ? (profile?.subscription?.payPerVideoCredits ?? 0) : 0,
    mayUnlockPack,
    offer: context && (action.kind === 'purchase-modal' || (unlockChannel && !mayUnlockPack)) ? purchaseOffer(profile, context.tenant) : null,
    premiumPlus: context?.tenant.role === 'premium-plus',
  };
}
