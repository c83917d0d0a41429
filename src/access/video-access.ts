import type { UserProfile } from '../membership/profile.ts';
import { isGuest, siteType } from '../membership/subscription.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import type { Abilities, Subject } from './abilities.ts';
import { freeTrialAllowance, isTrialBrandVideo, isUnlockedVideo, TRIAL_STATE } from './trial-allowance.ts';

/**
 * Every paid-content decision about one video (membership spec sections 4 and 6, browsing spec
 * section 6), as pure functions of the video, the viewer and the tenant. Routes, loaders and pages
 * ask these; none decides access inline.
 */

/** The facts of a video that access depends on (a catalogue record or a getVideo answer both fit). */
export interface AccessVideo {
  videoId: number;
  /** Upper-case site code of the brand the video belongs to. */
  site: string;
  freeVideo: boolean;
  isFreeLimitedTrial: boolean;
  guestUserScene: boolean;
  channel: AccessChannel | null;
}

export interface AccessChannel {
  channelPackId: number | null;
  isThirdPartyChannel: boolean;
}

/** A signed-in member as access sees them; `null` everywhere means the anonymous visitor. */
export interface Viewer {
  profile: UserProfile;
  abilities: Abilities;
}

export type ViewerTenant = Pick<TenantConfig, 'tenant' | 'role'>;

/** What a channel's pages ask for: either kind opens the channel routes (src/routing/routes.ts). */
export const CHANNEL_PAGE_SUBJECTS = ['Channels', 'InternalChannels'] as const satisfies readonly Subject[];

/** Browsing spec section 6: partner (third-party) channels need Channels, the brand's own InternalChannels. */
export function channelSubject(channel: Pick<AccessChannel, 'isThirdPartyChannel'>): (typeof CHANNEL_PAGE_SUBJECTS)[number] {
  return channel.isThirdPartyChannel ? 'Channels' : 'InternalChannels';
}

/** Browsing spec section 6: channel trailers need ChannelTrailers or InternalChannelTrailers, by the same rule. */
export function channelTrailerSubject(
  channel: Pick<AccessChannel, 'isThirdPartyChannel'>,
): Extract<Subject, 'ChannelTrailers' | 'InternalChannelTrailers'> {
  return channel.isThirdPartyChannel ? 'ChannelTrailers' : 'InternalChannelTrailers';
}

/** A video of a channel pack stays locked until the member has unlocked that pack with gems. */
export function isPackLocked(video: Pick<AccessVideo, 'channel'>, profile: Pick<UserProfile, 'unlockedChannelPackIds'> | null): boolean {
  const packId = video.channel?.channelPackId;
  return packId != null && !(profile?.unlockedChannelPackIds.includes(String(packId)) ?? false);
}

/** The member's library includes the video's brand (siteAccessArray holds tenant ids). */
export function ownsVideoSite(video: Pick<AccessVideo, 'site'>, profile: Pick<UserProfile, 'siteAccessArray'>): boolean {
  const site = video.site.toLowerCase();
  return profile.siteAccessArray.some((owned) => owned.toLowerCase() === site);
}

/**
 * Membership spec section 6: what a denied video offers instead. `upgrade-overlay-hidden`: nothing,
 * for the admin group, whose upgrade overlays are all hidden.
 */
export type DeniedVideoAction =
  | { kind: 'unlock-channel'; channelPackId: string }
  | { kind: 'pay-per-video' }
  | { kind: 'purchase-modal'; singlesiteIncluded: true }
  | { kind: 'upgrade-overlay-hidden' };

/**
 * Membership spec section 6: a video the member may not play offers, in this order, the channel
 * unlock; a pay-per-video unlock for a trial with credits (not a third-party channel, not on the free
 * limited trial) on a video of the trial's own brand; otherwise the purchase modal with single-site
 * options included. A credit never opens
 * a channel pack still locked (the upstream refuses it too), so a pack the member may not even see
 * offers the purchase modal.
 */
export function deniedVideoAction(video: Pick<AccessVideo, 'channel' | 'site'>, viewer: Viewer | null): DeniedVideoAction {
  const channel = video.channel;
  if (channel?.channelPackId != null && isPackLocked(video, viewer?.profile ?? null) && viewer?.abilities.can('see', channelSubject(channel))) {
    return { kind: 'unlock-channel', channelPackId: String(channel.channelPackId) };
  }
  const subscription = viewer?.profile.subscription;
  if (
    viewer?.abilities.can('use', 'PayPerVideo') &&
    (subscription?.payPerVideoCredits ?? 0) > 0 &&
    !subscription?.isFreeLimitedTrial &&
    !channel?.isThirdPartyChannel &&
    !isPackLocked(video, viewer.profile) &&
    isTrialBrandVideo(video, viewer.profile)
  ) {
    return { kind: 'pay-per-video' };
  }
  return { kind: 'purchase-modal', singlesiteIncluded: true };
}

/**
 * "Admin group: all upgrade overlays hidden" (browsing spec section 6): where the purchase offer of a
 * denial is the upgrade overlay, a viewer denied the UpgradeOverlay ability (the admin) is offered nothing.
 */
export function unlessOverlayHidden(action: DeniedVideoAction, isOverlayDenial: boolean, viewer: Viewer | null): DeniedVideoAction {
  const hidden = action.kind === 'purchase-modal' && isOverlayDenial && viewer !== null && !viewer.abilities.can('see', 'UpgradeOverlay');
  return hidden ? { kind: 'upgrade-overlay-hidden' } : action;
}

/** Why a full video is allowed: the member's own words come from the player feature. */
export type FullVideoGrant =
  | 'membership'
  | 'free-video'
  | 'unlocked'
  /** One of the free limited trial's videos not played yet: playing it uses one of the three. */
  | 'free-limited-trial'
  /** One of the free limited trial's videos played already: it plays again without counting. */
  | 'free-limited-trial-watched'
  | 'guest-scene'
  | 'premium-plus-trial';
/** Why it is not. */
export type FullVideoDenial =
  | 'anonymous'
  | 'pack-locked'
  | 'guest-scene-only'
  | 'site-not-included'
  | 'not-in-free-limited-trial'
  /** The free limited trial's three videos are played: a fourth needs a membership. */
  | 'free-limited-trial-used'
  | 'not-unlocked'
  /** A trial's credits are for its own brand's videos: this one is another brand's. */
  | 'not-trial-brand'
  | 'no-active-subscription';

export type FullVideoAccess = { allowed: true; grant: FullVideoGrant } | { allowed: false; reason: FullVideoDenial; action: DeniedVideoAction };

/**
 * The denials whose purchase offer is the upgrade overlay (membership spec section 6): "upgrade
 * overlay for others" (a trial's videos it has not unlocked) and "upgrade bar and overlay" (an
 * inactive or porn-portal membership). A guest's or an active member's offer is not one.
 */
const UPGRADE_OVERLAY_DENIALS: ReadonlySet<FullVideoDenial> = new Set(['not-unlocked', 'not-trial-brand', 'no-active-subscription']);

/**
 * May the viewer play the full video, or only the trailer (membership spec section 6)?
 * - anonymous visitors: the trailer only;
 * - a locked channel pack locks its videos for everyone until it is unlocked with gems;
 * - any signed-in member plays free scenes ("Visitor: trailers, free scenes");
 * - active single- and multi-site members play the library of the brands they own;
 * - the active free limited trial plays its brand's trial videos, three of them: those it played
 *   already, and new ones while fewer than three are played (the upstream counts them at the play);
 * - a video the member unlocked plays while the subscription is active;
 * - guests (scope guest-user) play guest scenes only;
 * - a trial plays the videos it unlocked; everyone else gets the trailer and an offer.
 */
export function fullVideoAccess(video: AccessVideo, viewer: Viewer | null, tenant: ViewerTenant): FullVideoAccess {
  const deny = (reason: FullVideoDenial): FullVideoAccess => ({
    allowed: false,
    reason,
    action: unlessOverlayHidden(deniedVideoAction(video, viewer), UPGRADE_OVERLAY_DENIALS.has(reason), viewer),
  });
  if (viewer === null) return deny('anonymous');
  const { profile, abilities } = viewer;
  const subscription = profile.subscription;
  if (isPackLocked(video, profile)) return deny('pack-locked');
  if (video.freeVideo) return { allowed: true, grant: 'free-video' };
  const type = siteType(profile, tenant.tenant);
  const libraryMember = abilities.can('play', 'FullVideo') && (type === 'multi-site' || type === 'single-site');
  if (libraryMember && ownsVideoSite(video, profile)) return { allowed: true, grant: 'membership' };
  if (subscription?.isFreeLimitedTrial && !isGuest(profile) && !libraryMember) return freeLimitedTrialAccess(video, profile, deny);
  if (isUnlockedVideo(video, profile) && subscription?.isActive) return { allowed: true, grant: 'unlocked' };
  if (isGuest(profile)) return video.guestUserScene ? { allowed: true, grant: 'guest-scene' } : deny('guest-scene-only');
  if (libraryMember) return deny('site-not-included');
  if (!abilities.can('play', 'FullVideo')) return deny('no-active-subscription');
  if (tenant.role === 'premium-plus') return premiumPlusTrial(video, profile, tenant) ? { allowed: true, grant: 'premium-plus-trial' } : deny('site-not-included');
  return deny(isTrialBrandVideo(video, profile) ? 'not-unlocked' : 'not-trial-brand');
}

/**
 * The free limited trial (membership spec sections 6 and 9): while active, its brand's videos marked
 * for the trial, three of them; a video it played already plays again without counting.
 */
function freeLimitedTrialAccess(video: AccessVideo, profile: UserProfile, deny: (reason: FullVideoDenial) => FullVideoAccess): FullVideoAccess {
  if (!profile.subscription?.isActive || !video.isFreeLimitedTrial || !isTrialBrandVideo(video, profile)) return deny('not-in-free-limited-trial');
  if (isUnlockedVideo(video, profile)) return { allowed: true, grant: 'free-limited-trial-watched' };
  return freeTrialAllowance(profile).left > 0 ? { allowed: true, grant: 'free-limited-trial' } : deny('free-limited-trial-used');
}

/**
 * The premium-plus brand's branch of "Trial (not the premium-plus brand)" (membership spec section
 * 6): the brand is not sold by the video, so a trial of this very brand plays its library in full
 * while it is active (streams only: downloads are members'), and a trial of another brand plays
 * none of it. The spec names the exception without its rule; this is the reading that gives a
 * premium-plus trial what its buyer pays for.
 */
export function premiumPlusTrial(video: Pick<AccessVideo, 'site'>, profile: Pick<UserProfile, 'subscription' | 'tenantsSubscriptionState'>, tenant: ViewerTenant): boolean {
  const subscription = profile.subscription;
  return (
    tenant.role === 'premium-plus' &&
    subscription?.subscriptionType === 'trial' &&
    subscription.isActive &&
    !subscription.isFreeLimitedTrial &&
    profile.tenantsSubscriptionState?.[tenant.tenant] === TRIAL_STATE &&
    video.site.toLowerCase() === tenant.tenant
  );
}

/**
 * May the viewer download the video? Active members with the Downloads ability, on a video their
 * membership includes (membership spec section 6: "downloads with a quota"; the upstream counts the
 * quota). Unlocked, free and trial plays stream only.
 */
export function mayDownload(video: AccessVideo, viewer: Viewer | null, tenant: ViewerTenant): boolean {
  if (!viewer?.abilities.can('use', 'Downloads')) return false;
  const access = fullVideoAccess(video, viewer, tenant);
  return access.allowed && (access.grant === 'membership' || (access.grant === 'free-video' && ownsVideoSite(video, viewer.profile)));
}
