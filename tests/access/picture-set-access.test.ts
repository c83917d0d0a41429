import { describe, expect, it } from 'vitest';
import { pictureSetAccess, type PictureSetAccess, type PictureSetVideo } from '../../src/access/picture-set-access.ts';
import type { DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { demoMember } from '../member-pages/demo-profiles.ts';

const plain: PictureSetVideo = { videoId: 7, freeVideo: false, channel: null };
const free: PictureSetVideo = { videoId: 8, freeVideo: true, channel: null };
const inPack: PictureSetVideo = { videoId: 9, freeVideo: false, channel: { channelPackId: 99, isThirdPartyChannel: true } };

type Expected = PictureSetAccess['kind'] | `denied:${string}`;
const outcome = (access: PictureSetAccess): Expected => (access.kind === 'allowed' ? 'allowed' : `denied:${access.action.kind}`);

describe('pictureSetAccess (browsing spec section 2)', () => {
  it.each<[DemoUserKind, PictureSetVideo, string, Expected]>([
    ['member', plain, 'a full member, normal check', 'allowed'],
    ['multisite', plain, 'a multisite member', 'allowed'],
    ['expired', plain, 'an expired member', 'denied:purchase-modal'],
    ['trial', plain, 'a trial with credits on a locked video', 'denied:pay-per-video'],
    ['guest', free, 'a guest on a free video skips the check', 'allowed'],
    ['guest', plain, 'a guest on a paid video', 'denied:purchase-modal'],
    ['member', inPack, 'a member on a video of a pack not unlocked', 'denied:unlock-channel'],
  ])('%s: %s (%s)', (kind, video, _case, expected) => {
    const { profile, abilities } = demoMember(kind, 'aurora');
    expect(outcome(pictureSetAccess(video, profile, abilities))).toBe(expected);
  });

  it('uses the unlocked check for a video the trial member unlocked', () => {
    const { profile, abilities } = demoMember('trial', 'aurora');
    const unlocked = { ...profile, subscription: { ...profile.subscription!, unlockedVideoIds: ['7'] } };
    expect(pictureSetAccess(plain, unlocked, abilities)).toEqual({ kind: 'allowed', check: 'unlocked' });
    const lapsed = { ...unlocked, subscription: { ...unlocked.subscription, isActive: false } };
    expect(pictureSetAccess(plain, lapsed, abilities).kind).toBe('denied');
  });
});
