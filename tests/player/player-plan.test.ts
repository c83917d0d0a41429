import { describe, expect, it } from 'vitest';
import type { AccessVideo, Viewer } from '../../src/access/index.ts';
import type { Trailer } from '../../src/catalogue/schemas.ts';
import { playerPlan, type PlayerPage } from '../../src/features/player/player-plan.ts';
import { demoMember, TENANTS } from '../member-pages/demo-profiles.ts';

const aurora = TENANTS.get('aurora')!;
const trailer: Trailer = { src: 'https://media.example/trailers/a.mp4', type: 'video/mp4', width: 1280, height: 720 };
const video = (withTrailer: boolean, isFreeLimitedTrial = false): AccessVideo & { trailer: Trailer | null } => ({
  videoId: 102,
  site: 'AURORA',
  freeVideo: false,
  isFreeLimitedTrial,
  guestUserScene: false,
  channel: null,
  trailer: withTrailer ? trailer : null,
});
const viewer = (kind: 'member' | 'trial' | 'freetrial', autoplayEnabled = true, unlockedVideoIds: string[] = []): Viewer => {
  const { profile, abilities } = demoMember(kind, 'aurora');
  const subscription = profile.subscription && { ...profile.subscription, unlockedVideoIds };
  return { profile: { ...profile, autoplayEnabled, subscription }, abilities };
};

describe('what the player shows, by viewer and page (browsing spec section 6, membership spec section 6)', () => {
  it.each<[string, Viewer | null, PlayerPage, boolean, ReturnType<typeof playerPlan>]>([
    ['a visitor on the video page: the trailer, then the join prompt, no autoplay', null, 'video', true, { kind: 'trailer', trailer, autoplay: false, joinPrompt: true }],
    ['a visitor on the trailer page: the same', null, 'trailer', true, { kind: 'trailer', trailer, autoplay: false, joinPrompt: true }],
    ['a visitor, no trailer: the poster alone', null, 'video', false, { kind: 'poster' }],
    ['a member whose membership includes it: the full video', viewer('member'), 'video', true, { kind: 'full', autoplay: true, streamsOnPlay: false }],
    ['a member with autoplay off: the full video, waiting for play', viewer('member', false), 'video', true, { kind: 'full', autoplay: false, streamsOnPlay: false }],
    ['a member with no trailer still gets the full video', viewer('member'), 'video', false, { kind: 'full', autoplay: true, streamsOnPlay: false }],
    ['a member on the trailer page: the trailer, no join prompt', viewer('member'), 'trailer', true, { kind: 'trailer', trailer, autoplay: true, joinPrompt: false }],
    ['a trial member denied the video: the trailer, no join prompt', viewer('trial'), 'video', true, { kind: 'trailer', trailer, autoplay: true, joinPrompt: false }],
    ['a trial member denied, no trailer: the poster', viewer('trial'), 'video', false, { kind: 'poster' }],
  ])('%s', (_case, who, page, withTrailer, plan) => {
    expect(playerPlan(video(withTrailer), who, aurora, page)).toEqual(plan);
  });

  // Asking for the streams counts the video against the free limited trial's three: only a press of play may.
  it.each<[string, Viewer, ReturnType<typeof playerPlan>]>([
    ['a free trial video not played yet: the full video, its streams asked for at the first play, never by itself', viewer('freetrial'), { kind: 'full', autoplay: false, streamsOnPlay: true }],
    ['one it played already: as any full video', viewer('freetrial', true, ['102']), { kind: 'full', autoplay: true, streamsOnPlay: false }],
  ])('%s', (_case, who, plan) => {
    expect(playerPlan(video(true, true), who, aurora, 'video')).toEqual(plan);
  });
});
