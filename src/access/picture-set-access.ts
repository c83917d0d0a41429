import type { AccessVideo, DeniedVideoAction, Viewer } from './video-access.ts';
import { isUnlockedVideo } from './trial-allowance.ts';
import { deniedVideoAction, isPackLocked, unlessOverlayHidden } from './video-access.ts';
import { isGuest } from '../membership/subscription.ts';

export type PictureSetAccess =
  | { kind: 'allowed'; check: 'free-for-guests' | 'unlocked' | 'normal' }
  | { kind: 'denied'; action: DeniedVideoAction };

/** A picture set without a video (or whose video is gone) is checked like one on no channel. */
const NO_VIDEO: Pick<AccessVideo, 'channel'> = { channel: null };
/** Without a video there is no pack to unlock and nothing a credit could unlock: the purchase modal. */
const PURCHASE_MODAL: DeniedVideoAction = { kind: 'purchase-modal', singlesiteIncluded: true };

/**
 * Browsing spec section 2, /pictureset/:slug: unlocked videos use the unlocked picture-set check
 * (the unlock holds while the subscription is active), others the normal one (the PictureSet ability
 * and an unlocked pack); guests on a free video skip the check. A denial names the action of
 * membership spec section 6 for the set's video (the purchase modal for a set without one); the
 * admin group's upgrade overlay stays hidden here too.
 */
export function pictureSetAccess(video: Pick<AccessVideo, 'videoId' | 'freeVideo' | 'channel' | 'site'> | null, viewer: Viewer | null): PictureSetAccess {
  if (viewer === null) return denied(video, null);
  const { profile, abilities } = viewer;
  if (video?.freeVideo && isGuest(profile)) return { kind: 'allowed', check: 'free-for-guests' };
  if (video && isUnlockedVideo(video, profile)) return profile.subscription?.isActive ? { kind: 'allowed', check: 'unlocked' } : denied(video, viewer);
  return abilities.can('see', 'PictureSet') && !isPackLocked(video ?? NO_VIDEO, profile) ? { kind: 'allowed', check: 'normal' } : denied(video, viewer);
}

function denied(video: Pick<AccessVideo, 'channel' | 'site'> | null, viewer: Viewer | null): PictureSetAccess {
  const action = video ? deniedVideoAction(video, viewer) : PURCHASE_MODAL;
  return { kind: 'denied', action: unlessOverlayHidden(action, isUpgradeOverlayDenial(video, viewer), viewer) };
}

/**
 * The picture-set counterparts of a video's upgrade-overlay denials: a trial's or an inactive
 * membership's. A guest, a free limited trial (membership spec section 6: the purchase modal and the
 * upgrade bar, no overlay) and a pack still locked have other offers.
 */
function isUpgradeOverlayDenial(video: Pick<AccessVideo, 'channel'> | null, viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  const { profile } = viewer;
  return !isGuest(profile) && !profile.subscription?.isFreeLimitedTrial && !isPackLocked(video ?? NO_VIDEO, profile);
}
