import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../src/access/abilities.ts';
import {
  defineAbilities,
  deniedVideoAction,
  fullVideoAccess,
  mayDownload,
  pictureSetAccess,
  type AccessVideo,
  type FullVideoAccess,
  type PictureSetAccess,
  type Viewer,
} from '../../src/access/index.ts';
import { DEMO_USER_KINDS, type DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { DEMO_CHANNEL_PACK_IDS, demoMember, TENANTS } from '../member-pages/demo-profiles.ts';

/*
 * Every paid-content decision of the access module, for every demo account kind (and the anonymous
 * visitor) on aurora, against the four kinds of video: free, locked (an ordinary scene),
 * unlocked (one the member unlocked with a credit) and channel (in a pack not unlocked yet).
 */
const aurora = TENANTS.get('aurora')!;
const base = { site: 'AURORA', freeVideo: false, isFreeLimitedTrial: false, guestUserScene: false, channel: null };
const VIDEOS = {
  free: { ...base, videoId: 101, freeVideo: true },
  locked: { ...base, videoId: 102 },
  unlocked: { ...base, videoId: 103 },
  channel: { ...base, videoId: 104, channel: { channelPackId: Number(DEMO_CHANNEL_PACK_IDS[0]), isThirdPartyChannel: false } },
} satisfies Record<string, AccessVideo>;
type VideoKind = keyof typeof VIDEOS;
const VIDEO_KINDS = Object.keys(VIDEOS) as VideoKind[];

/** The demo member as the upstream answers, having unlocked the "unlocked" video (as a trial spending a credit would). */
function viewerOf(kind: DemoUserKind | 'anonymous'): Viewer | null {
  if (kind === 'anonymous') return null;
  const { profile, abilities } = demoMember(kind, 'aurora');
  const subscription = profile.subscription && { ...profile.subscription, unlockedVideoIds: [String(VIDEOS.unlocked.videoId)] };
  return { profile: { ...profile, subscription }, abilities };
}

/** One cell: the full-video outcome, with the denied action's kind, and whether the download is offered. */
const full = (access: FullVideoAccess): string => (access.allowed ? access.grant : `${access.reason} → ${access.action.kind}`);
const pictures = (access: PictureSetAccess): string => (access.kind === 'allowed' ? access.check : `denied → ${access.action.kind}`);

type Row = Record<VideoKind, string>;
const LIBRARY: Row = { free: 'free-video', locked: 'membership', unlocked: 'membership', channel: 'pack-locked → unlock-channel' };
const LIBRARY_DOWNLOADS: Row = { free: 'yes', locked: 'yes', unlocked: 'yes', channel: 'no' };
const LIBRARY_PICTURES: Row = { free: 'normal', locked: 'normal', unlocked: 'unlocked', channel: 'denied → unlock-channel' };
/** Guests (scope guest-user) watch their guest scenes and free videos; the rest asks them to buy. */
const GUEST: Record<'full' | 'download' | 'pictures', Row> = {
  full: { free: 'free-video', locked: 'guest-scene-only → purchase-modal', unlocked: 'unlocked', channel: 'pack-locked → purchase-modal' },
  download: { free: 'no', locked: 'no', unlocked: 'no', channel: 'no' },
  pictures: { free: 'free-for-guests', locked: 'denied → purchase-modal', unlocked: 'unlocked', channel: 'denied → purchase-modal' },
};

/** Membership spec section 6, as a table: kind → [full video, download, picture set] per video. */
const TABLE: Record<DemoUserKind | 'anonymous', { full: Row; download: Row; pictures: Row }> = {
  anonymous: {
    full: { free: 'anonymous → purchase-modal', locked: 'anonymous → purchase-modal', unlocked: 'anonymous → purchase-modal', channel: 'anonymous → purchase-modal' },
    download: { free: 'no', locked: 'no', unlocked: 'no', channel: 'no' },
    pictures: { free: 'denied → purchase-modal', locked: 'denied → purchase-modal', unlocked: 'denied → purchase-modal', channel: 'denied → purchase-modal' },
  },
  trial: {
    full: { free: 'free-video', locked: 'not-unlocked → pay-per-video', unlocked: 'unlocked', channel: 'pack-locked → unlock-channel' },
    download: { free: 'no', locked: 'no', unlocked: 'no', channel: 'no' },
    pictures: { free: 'denied → pay-per-video', locked: 'denied → pay-per-video', unlocked: 'unlocked', channel: 'denied → unlock-channel' },
  },
  freetrial: {
    // Its unlocked videos are the trial videos it played: one that is not a trial video is not its own.
    full: { free: 'free-video', locked: 'not-in-free-limited-trial → purchase-modal', unlocked: 'not-in-free-limited-trial → purchase-modal', channel: 'pack-locked → unlock-channel' },
    download: { free: 'no', locked: 'no', unlocked: 'no', channel: 'no' },
    pictures: { free: 'normal', locked: 'normal', unlocked: 'unlocked', channel: 'denied → unlock-channel' },
  },
  member: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  multisite2020: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  multisite: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  multisite2025: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  // Every pack unlocked with gems: the channel video is the library's like any other.
  channels: {
    full: { ...LIBRARY, channel: 'membership' },
    download: { ...LIBRARY_DOWNLOADS, channel: 'yes' },
    pictures: { ...LIBRARY_PICTURES, channel: 'normal' },
  },
  // Porn-portal with full access to the tenant: a single-site member here (membership spec section 4).
  portal: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  expired: {
    full: {
      free: 'free-video',
      locked: 'no-active-subscription → purchase-modal',
      unlocked: 'no-active-subscription → purchase-modal',
      channel: 'pack-locked → unlock-channel',
    },
    download: { free: 'no', locked: 'no', unlocked: 'no', channel: 'no' },
    pictures: { free: 'denied → purchase-modal', locked: 'denied → purchase-modal', unlocked: 'denied → purchase-modal', channel: 'denied → unlock-channel' },
  },
  // Still paid up: the rebill is off, the library stays open until it ends.
  cancelled: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  guest: GUEST,
  // A guest whose terms are still to be accepted watches as any guest: the consent is asked on arrival.
  oneclick: GUEST,
  vip: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  tandemparent: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  tandemchild: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  performer: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  director: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  moderator: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  commenteditor: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
  admin: { full: LIBRARY, download: LIBRARY_DOWNLOADS, pictures: LIBRARY_PICTURES },
};

const cases = (['anonymous', ...DEMO_USER_KINDS] as const).flatMap((kind) => VIDEO_KINDS.map((video) => [kind, video] as const));

describe('the access module, every demo account kind against free, locked, unlocked and channel videos', () => {
  it('covers every demo account kind', () => {
    expect(Object.keys(TABLE).sort()).toEqual(['anonymous', ...DEMO_USER_KINDS].sort());
  });

  it.each(cases)('%s on a %s video: full video or trailer', (kind, video) => {
    expect(full(fullVideoAccess(VIDEOS[video], viewerOf(kind), aurora))).toBe(TABLE[kind].full[video]);
  });

  it.each(cases)('%s on a %s video: may download', (kind, video) => {
    expect(mayDownload(VIDEOS[video], viewerOf(kind), aurora) ? 'yes' : 'no').toBe(TABLE[kind].download[video]);
  });

  it.each(cases)('%s on a %s video: picture set', (kind, video) => {
    expect(pictures(pictureSetAccess(VIDEOS[video], viewerOf(kind)))).toBe(TABLE[kind].pictures[video]);
  });
});

describe('the free limited trial and guests watch their own videos in full', () => {
  it.each<[DemoUserKind, Partial<AccessVideo>, string]>([
    ['freetrial', { isFreeLimitedTrial: true }, 'free-limited-trial'],
    ['guest', { guestUserScene: true }, 'guest-scene'],
    ['trial', { isFreeLimitedTrial: true }, 'not-unlocked → pay-per-video'],
    ['expired', { guestUserScene: true }, 'no-active-subscription → purchase-modal'],
  ])('%s on a video with %j', (kind, flags, expected) => {
    expect(full(fullVideoAccess({ ...VIDEOS.locked, ...flags }, viewerOf(kind), aurora))).toBe(expected);
  });
});

describe('brands a membership does not include', () => {
  it('a multisite2020 member on the combined tenant watches its brands in full and only the premium-plus brand\'s trailers', () => {
    const jade = TENANTS.get('jade')!;
    const { profile, abilities } = demoMember('multisite2020', 'jade');
    const halo = { ...VIDEOS.locked, site: 'HALO' };
    // multisite2020 is seven brands, without the premium-plus one.
    expect(full(fullVideoAccess(halo, { profile, abilities }, jade))).toBe('site-not-included → purchase-modal');
    expect(full(fullVideoAccess({ ...VIDEOS.locked, site: 'BLAZE' }, { profile, abilities }, jade))).toBe('membership');
  });
});

describe('the denied-video action (membership spec section 6)', () => {
  it.each<[string, DemoUserKind | null, AccessVideo['channel'], string]>([
    ['a partner pack the member may see', 'member', { channelPackId: 1, isThirdPartyChannel: true }, 'unlock-channel'],
    ['a trial with credits, no channel', 'trial', null, 'pay-per-video'],
    ['a trial with credits, a third-party channel whose pack is unlocked', 'trial', { channelPackId: null, isThirdPartyChannel: true }, 'purchase-modal'],
    ['a trial with credits, an internal channel without a pack', 'trial', { channelPackId: null, isThirdPartyChannel: false }, 'pay-per-video'],
    ['the free limited trial', 'freetrial', null, 'purchase-modal'],
    ['a guest on a pack', 'guest', { channelPackId: 1, isThirdPartyChannel: false }, 'purchase-modal'],
    ['the anonymous visitor on a pack', null, { channelPackId: 1, isThirdPartyChannel: false }, 'purchase-modal'],
  ])('%s', (_case, kind, channel, expected) => {
    expect(deniedVideoAction({ channel, site: 'AURORA' }, kind === null ? null : viewerOf(kind)).kind).toBe(expected);
  });

  it('a tenant with channels switched off offers the purchase modal instead of the channel unlock', () => {
    const { profile, abilities } = demoMember('member', 'blaze');
    expect(deniedVideoAction(VIDEOS.channel, { profile, abilities }).kind).toBe('purchase-modal');
  });

  it('a trial never spends a credit on a channel pack still locked: where it may not see channels, the purchase modal', () => {
    const { profile, abilities } = demoMember('trial', 'blaze');
    expect(deniedVideoAction(VIDEOS.channel, { profile, abilities }).kind).toBe('purchase-modal');
    const packUnlocked = { ...profile, unlockedChannelPackIds: [String(VIDEOS.channel.channel.channelPackId)] };
    expect(deniedVideoAction(VIDEOS.channel, { profile: packUnlocked, abilities }).kind).toBe('pay-per-video');
  });
});

describe('the admin group sees no upgrade overlay (browsing spec section 6: "all upgrade overlays hidden")', () => {
  /** The demo member of `kind`, in the admin group too (the demo admin is an active member, who never meets an overlay). */
  function asAdmin(kind: DemoUserKind): Viewer {
    const { profile } = demoMember(kind, 'aurora');
    const admin = { ...profile, groups: [...profile.groups, ADMIN_GROUP] };
    return { profile: admin, abilities: defineAbilities({ profile: admin, tenant: aurora }) };
  }
  const trialWithoutCredits = (viewer: Viewer): Viewer => ({
    ...viewer,
    profile: { ...viewer.profile, subscription: viewer.profile.subscription && { ...viewer.profile.subscription, payPerVideoCredits: 0 } },
  });

  it.each<[string, string, string, DemoUserKind, (viewer: Viewer) => Viewer]>([
    ['an expired member', 'no-active-subscription → purchase-modal', 'no-active-subscription → upgrade-overlay-hidden', 'expired', (v) => v],
    ['a trial without credits', 'not-unlocked → purchase-modal', 'not-unlocked → upgrade-overlay-hidden', 'trial', trialWithoutCredits],
    // Not overlays: a credit's unlock and a guest's denied-video handling.
    ['a trial with credits', 'not-unlocked → pay-per-video', 'not-unlocked → pay-per-video', 'trial', (v) => v],
    ['a guest', 'guest-scene-only → purchase-modal', 'guest-scene-only → purchase-modal', 'guest', (v) => v],
  ])('%s on a locked video: %s; in the admin group: %s', (_case, member, admin, kind, adjust) => {
    const { profile, abilities } = demoMember(kind, 'aurora');
    expect(full(fullVideoAccess(VIDEOS.locked, adjust({ profile, abilities }), aurora))).toBe(member);
    expect(full(fullVideoAccess(VIDEOS.locked, adjust(asAdmin(kind)), aurora))).toBe(admin);
  });

  it.each<[string, string, string, DemoUserKind, (viewer: Viewer) => Viewer, AccessVideo | null]>([
    ['an expired member', 'denied → purchase-modal', 'denied → upgrade-overlay-hidden', 'expired', (v) => v, VIDEOS.locked],
    ['an expired member on a set without a video', 'denied → purchase-modal', 'denied → upgrade-overlay-hidden', 'expired', (v) => v, null],
    ['a trial without credits', 'denied → purchase-modal', 'denied → upgrade-overlay-hidden', 'trial', trialWithoutCredits, VIDEOS.locked],
    // Not overlays: a credit's unlock and a guest's denied-video handling.
    ['a trial with credits', 'denied → pay-per-video', 'denied → pay-per-video', 'trial', (v) => v, VIDEOS.locked],
    ['a guest', 'denied → purchase-modal', 'denied → purchase-modal', 'guest', (v) => v, VIDEOS.locked],
  ])('%s on a locked picture set: %s; in the admin group: %s', (_case, member, admin, kind, adjust, video) => {
    const { profile, abilities } = demoMember(kind, 'aurora');
    expect(pictures(pictureSetAccess(video, adjust({ profile, abilities })))).toBe(member);
    expect(pictures(pictureSetAccess(video, adjust(asAdmin(kind))))).toBe(admin);
  });

  it('a picture set of a pack still locked keeps its channel unlock in the admin group', () => {
    expect(pictures(pictureSetAccess(VIDEOS.channel, asAdmin('trial')))).toBe('denied → unlock-channel');
  });

  it("an active member's brand not included keeps its offer in the admin group", () => {
    const blazeVideo = { ...VIDEOS.locked, site: 'BLAZE' };
    expect(full(fullVideoAccess(blazeVideo, asAdmin('member'), aurora))).toBe('site-not-included → purchase-modal');
  });
});

describe('a picture set without a video (browsing spec section 2): nothing to unlock, so a denial is the purchase modal', () => {
  const NO_VIDEO_TABLE: Record<DemoUserKind | 'anonymous', string> = {
    anonymous: 'denied → purchase-modal',
    trial: 'denied → purchase-modal',
    freetrial: 'normal',
    member: 'normal',
    multisite2020: 'normal',
    multisite: 'normal',
    multisite2025: 'normal',
    channels: 'normal',
    portal: 'normal',
    expired: 'denied → purchase-modal',
    cancelled: 'normal',
    guest: 'denied → purchase-modal',
    oneclick: 'denied → purchase-modal',
    vip: 'normal',
    tandemparent: 'normal',
    tandemchild: 'normal',
    performer: 'normal',
    director: 'normal',
    moderator: 'normal',
    commenteditor: 'normal',
    admin: 'normal',
  };
  it.each(['anonymous', ...DEMO_USER_KINDS] as const)('%s', (kind) => {
    expect(pictures(pictureSetAccess(null, viewerOf(kind)))).toBe(NO_VIDEO_TABLE[kind]);
  });
});
