import type { UserProfileInput } from '../../src/membership/profile.ts';
import { MP4_QUALITIES, STREAM_QUALITIES, type StreamQuality } from '../media/qualities.ts';
import { GUEST_SCOPE } from './membership-facts.ts';
import type { Device } from '../media/tokens.ts';

/**
 * The upstream's own access rules for the full video and the picture-set zip (membership spec
 * section 6, browsing spec sections 2 and 6), written from the spec and not shared with the site
 * (src/access), as the real gateway would not share them: pure functions of the video and the
 * member's profile. The free limited trial's count and the download quota are kept in the member
 * store (free-trial.ts, download-quota.ts); these rules only say which apply.
 */

/** What the rules read of a video (the catalogue's facts). */
export interface StreamVideo {
  videoId: number;
  /** Upper-case site code. */
  site: string;
  freeVideo: boolean;
  isFreeLimitedTrial: boolean;
  guestUserScene: boolean;
  channelPackId: number | null;
  /** The video is the premium-plus brand's, which is not sold by the video. */
  premiumPlus: boolean;
}

/** What the rules read of the member. */
export interface StreamMember {
  siteAccessArray: readonly string[];
  scopes: readonly string[];
  unlockedChannelPackIds: readonly string[];
  /** The sites (upper-case codes) whose subscription state is 'trial': the brands the member is a trial of. */
  trialSites: readonly string[];
  subscription: {
    subscriptionType: string;
    isActive: boolean;
    isFreeLimitedTrial: boolean;
    isGuestUser: boolean;
    unlockedVideoIds: readonly string[];
  } | null;
}

/** The subscription state of the brand a trial was bought on (membership spec section 3, tenantsSubscriptionState). */
const TRIAL_STATE = 'trial';

/** The sites (upper-case codes) the member is a trial of: the brand the trial was bought on. */
export function trialSitesOf(profile: Pick<UserProfileInput, 'tenantsSubscriptionState'>): string[] {
  return Object.entries(profile.tenantsSubscriptionState ?? {}).flatMap(([tenant, state]) => (state === TRIAL_STATE ? [tenant.toUpperCase()] : []));
}

/** The member as the rules see them, from the directory's profile (absent lists are empty, absent flags false). */
export function streamMemberOf(profile: UserProfileInput): StreamMember {
  const subscription = profile.subscription;
  return {
    siteAccessArray: profile.siteAccessArray ?? [],
    scopes: profile.scopes ?? [],
    unlockedChannelPackIds: profile.unlockedChannelPackIds ?? [],
    trialSites: trialSitesOf(profile),
    subscription: subscription
      ? {
          subscriptionType: subscription.subscriptionType,
          isActive: subscription.isActive === true,
          isFreeLimitedTrial: subscription.isFreeLimitedTrial === true,
          isGuestUser: subscription.isGuestUser === true,
          unlockedVideoIds: subscription.unlockedVideoIds ?? [],
        }
      : null,
  };
}

/** Why the member gets the full video; it decides the qualities and whether it may be downloaded. */
export type FullVideoGrant = 'MEMBERSHIP' | 'FREE_VIDEO' | 'GUEST_SCENE' | 'UNLOCKED' | 'FREE_LIMITED_TRIAL' | 'PREMIUM_PLUS_TRIAL';

/** Why not: the `reason` of the FORBIDDEN error, each with its message. */
export const STREAM_REFUSALS = {
  PACK_LOCKED: 'This video belongs to a channel pack you have not unlocked: unlock the pack with gems.',
  GUEST_SCENE_ONLY: 'Guest access plays the guest scenes and free videos only.',
  NO_ACTIVE_SUBSCRIPTION: 'Your membership is not active: reactivate it to watch full videos.',
  NOT_UNLOCKED: 'Your trial plays the videos you unlocked: unlock this one with a credit, or upgrade.',
  SITE_NOT_INCLUDED: "This video's site is not part of your membership.",
  NOT_IN_FREE_LIMITED_TRIAL: 'This video is not one of the free limited trial\'s videos.',
  FREE_LIMITED_TRIAL_USED: 'Your free limited trial has played its 3 full videos: upgrade to watch more.',
  DOWNLOADS_NEED_MEMBERSHIP: 'Downloads are for active members, on the sites of their membership.',
  PICTURE_SET_NOT_INCLUDED: 'This picture set is for members of its site.',
} as const;
export type StreamRefusal = keyof typeof STREAM_REFUSALS;

export type FullVideoDecision = { allowed: true; grant: FullVideoGrant } | { allowed: false; reason: StreamRefusal };


function isGuest(member: StreamMember): boolean {
  return member.scopes.includes(GUEST_SCOPE) || member.subscription?.isGuestUser === true;
}

function isActive(member: StreamMember): boolean {
  return member.subscription?.isActive === true;
}

function ownsSite(member: StreamMember, site: string): boolean {
  return member.siteAccessArray.some((owned) => owned.toUpperCase() === site.toUpperCase());
}

function packLocked(video: Pick<StreamVideo, 'channelPackId'>, member: StreamMember): boolean {
  return video.channelPackId !== null && !member.unlockedChannelPackIds.includes(String(video.channelPackId));
}

function unlocked(video: Pick<StreamVideo, 'videoId'>, member: StreamMember): boolean {
  return member.subscription?.unlockedVideoIds.includes(String(video.videoId)) === true;
}

/**
 * May the member have the full video (membership spec section 6)? In this order:
 * - a channel pack stays locked until the member unlocked it with gems, whoever they are;
 * - guests (scope guest-user) play guest scenes and free videos, nothing else;
 * - active members play the library of the sites they own (siteAccessArray);
 * - any signed-in member plays free videos ("Visitor: trailers, free scenes");
 * - a video the member unlocked (with a credit, or played on the free limited trial) plays while
 *   the subscription is active;
 * - the active free limited trial plays its brand's trial videos (three distinct ones: counted by
 *   the caller), wherever they show; another brand's are not its own;
 * - the premium-plus brand is not sold by the video: its own active trial plays its library, and a
 *   trial of another brand none of it (section 6's "Trial (not the premium-plus brand)");
 * - everyone else is refused, with the reason.
 */
export function fullVideoDecision(video: StreamVideo, member: StreamMember): FullVideoDecision {
  const deny = (reason: StreamRefusal): FullVideoDecision => ({ allowed: false, reason });
  const grant = (kind: FullVideoGrant): FullVideoDecision => ({ allowed: true, grant: kind });
  if (packLocked(video, member)) return deny('PACK_LOCKED');
  if (isGuest(member)) return video.freeVideo || video.guestUserScene ? grant('GUEST_SCENE') : deny('GUEST_SCENE_ONLY');
  if (isActive(member) && ownsSite(member, video.site)) return grant('MEMBERSHIP');
  if (video.freeVideo) return grant('FREE_VIDEO');
  if (isActive(member) && unlocked(video, member)) return grant('UNLOCKED');
  const subscription = member.subscription;
  if (!subscription || !isActive(member)) return deny('NO_ACTIVE_SUBSCRIPTION');
  if (subscription.isFreeLimitedTrial) {
    return video.isFreeLimitedTrial && member.trialSites.includes(video.site.toUpperCase()) ? grant('FREE_LIMITED_TRIAL') : deny('NOT_IN_FREE_LIMITED_TRIAL');
  }
  if (subscription.subscriptionType === 'trial' && video.premiumPlus) {
    return member.trialSites.includes(video.site.toUpperCase()) ? grant('PREMIUM_PLUS_TRIAL') : deny('SITE_NOT_INCLUDED');
  }
  if (subscription.subscriptionType === 'trial') return deny('NOT_UNLOCKED');
  return deny('SITE_NOT_INCLUDED');
}

/** Members stream their library in every quality; free, unlocked, guest and trial plays up to 720p. */
const SAMPLER_QUALITIES: readonly StreamQuality[] = ['p270', 'p360', 'p480', 'p480l', 'p720', 'hls'];

/**
 * The qualities a grant gets tokens for on `device`: downloads are the MP4 files, for members only
 * (membership spec section 6: "Active members: … downloads with a quota"); null when the device is
 * refused for this grant.
 */
export function qualitiesFor(grant: FullVideoGrant, device: Device): readonly StreamQuality[] | null {
  if (device === 'download') return grant === 'MEMBERSHIP' ? MP4_QUALITIES : null;
  return grant === 'MEMBERSHIP' ? STREAM_QUALITIES : SAMPLER_QUALITIES;
}

/** What the rules read of a picture set: its site and its video's facts (null for a set without one). */
export interface StreamPictureSet {
  site: string;
  video: Pick<StreamVideo, 'videoId' | 'freeVideo' | 'channelPackId'> | null;
}

/**
 * May the member have the picture set's zip (browsing spec section 2, /pictureset/:slug)? Guests
 * on a free video skip the check; an unlocked video's set takes the unlocked check (the unlock holds
 * while the subscription is active); the others the normal one: an active member of the set's site,
 * or the active free limited trial, and the video's channel pack unlocked.
 */
export function pictureSetDecision(set: StreamPictureSet, member: StreamMember): { allowed: true } | { allowed: false; reason: StreamRefusal } {
  const video = set.video;
  if (video?.freeVideo && isGuest(member)) return { allowed: true };
  if (video && packLocked(video, member)) return { allowed: false, reason: 'PACK_LOCKED' };
  if (video && unlocked(video, member)) return isActive(member) ? { allowed: true } : { allowed: false, reason: 'NO_ACTIVE_SUBSCRIPTION' };
  if (!isActive(member)) return { allowed: false, reason: 'NO_ACTIVE_SUBSCRIPTION' };
  if (isGuest(member)) return { allowed: false, reason: 'GUEST_SCENE_ONLY' };
  if (ownsSite(member, set.site) || member.subscription?.isFreeLimitedTrial) return { allowed: true };
  return { allowed: false, reason: 'PICTURE_SET_NOT_INCLUDED' };
}
