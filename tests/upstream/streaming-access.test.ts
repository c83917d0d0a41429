import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP4_QUALITIES, STREAM_QUALITIES } from '../../upstream/media/qualities.ts';
import { fullVideoDecision, pictureSetDecision, qualitiesFor, type StreamMember } from '../../upstream/members/streaming-access.ts';
import { ask, isPlain, startStreamingUpstream, tokensFor, videosOf, type CatalogueVideo } from './streaming-helpers.ts';

// Membership spec section 6 as the upstream applies it at generateVideoToken: which demo account gets
// the full video of which kind of video, in which qualities, and why not.

let upstream: Awaited<ReturnType<typeof startStreamingUpstream>>;
const pick: Record<string, CatalogueVideo> = {};

const EVERY = [...STREAM_QUALITIES];
const SAMPLER = ['p270', 'p360', 'p480', 'p480l', 'p720', 'hls'];

beforeAll(async () => {
  upstream = await startStreamingUpstream(60);
  const aurora = await videosOf(upstream.url, 'AURORA');
  const blaze = await videosOf(upstream.url, 'BLAZE');
  const find = (list: CatalogueVideo[], test: (video: CatalogueVideo) => boolean, name: string) => {
    const found = list.find(test);
    if (!found) throw new Error(`The seed has no ${name} video`);
    return found;
  };
  pick['plain'] = find(aurora, isPlain, 'plain AURORA');
  pick['plain2'] = find(aurora, (v) => isPlain(v) && v !== pick['plain'], 'second plain AURORA');
  pick['free'] = find(aurora, (v) => v.freeVideo && v.channel === null, 'free AURORA');
  pick['trialVideo'] = find(aurora, (v) => v.isFreeLimitedTrial && !v.freeVideo && !v.guestUserScene, 'free-limited-trial AURORA');
  pick['guestScene'] = find(aurora, (v) => v.guestUserScene && !v.freeVideo && v.channel === null, 'guest-scene AURORA');
  pick['channel'] = find(aurora, (v) => v.channel?.channelPackId != null, 'channel-pack AURORA');
  pick['blaze'] = find(blaze, isPlain, 'plain BLAZE');
  pick['blazeFree'] = find(blaze, (v) => v.freeVideo && v.channel === null, 'free BLAZE');
});
afterAll(() => upstream.close());

const granted = (tokens: Record<string, unknown> | null) => (tokens ? Object.keys(tokens).filter((q) => tokens[q] !== null) : null);

describe('generateVideoToken: who gets the full video (membership spec section 6)', () => {
  it.each<[kind: string, video: string, device: string, expected: string[] | string]>([
    // active single-site member of aurora
    ['member', 'plain', 'web', EVERY],
    ['member', 'free', 'web', EVERY],
    ['member', 'blaze', 'web', 'SITE_NOT_INCLUDED'],
    ['member', 'blazeFree', 'web', SAMPLER],
    ['member', 'channel', 'web', 'PACK_LOCKED'],
    ['member', 'plain', 'download', [...MP4_QUALITIES]],
    ['member', 'blazeFree', 'download', 'DOWNLOADS_NEED_MEMBERSHIP'],
    // multi-site: every brand of the package
    ['multisite', 'blaze', 'web', EVERY],
    ['multisite', 'channel', 'web', 'PACK_LOCKED'],
    // porn-portal and cancelled (still paid up) members own their site
    ['portal', 'plain', 'web', EVERY],
    ['cancelled', 'plain', 'web', EVERY],
    ['tandemchild', 'plain', 'web', EVERY],
    // trial with credits: unlocked videos only, free scenes
    ['trial', 'plain', 'web', 'NOT_UNLOCKED'],
    ['trial', 'free', 'web', SAMPLER],
    ['trial', 'free', 'download', 'DOWNLOADS_NEED_MEMBERSHIP'],
    ['trial', 'channel', 'web', 'PACK_LOCKED'],
    // free limited trial: its videos (counted, see free-trial.test.ts)
    ['freetrial', 'plain', 'web', 'NOT_IN_FREE_LIMITED_TRIAL'],
    ['freetrial', 'free', 'web', SAMPLER],
    // expired: free scenes only
    ['expired', 'plain', 'web', 'NO_ACTIVE_SUBSCRIPTION'],
    ['expired', 'free', 'web', SAMPLER],
    // guests: guest scenes and free videos
    ['guest', 'guestScene', 'web', SAMPLER],
    ['guest', 'free', 'web', SAMPLER],
    ['guest', 'plain', 'web', 'GUEST_SCENE_ONLY'],
    ['guest', 'guestScene', 'download', 'DOWNLOADS_NEED_MEMBERSHIP'],
  ])('%s, %s video, device %s → %j', async (kind, video, device, expected) => {
    const answer = await tokensFor(upstream.url, kind, pick[video]!.videoId, device);
    if (typeof expected === 'string') {
      expect(answer.code).toBe('FORBIDDEN');
      expect(answer.reason).toBe(expected);
      expect(answer.error?.message.length).toBeGreaterThan(10);
    } else {
      expect(answer.error).toBeNull();
      expect(granted(answer.tokens)).toEqual(expected);
    }
  });

  it('plays a video the trial unlocked with a credit, up to 720p', async () => {
    expect((await tokensFor(upstream.url, 'trial', pick['plain2']!.videoId)).reason).toBe('NOT_UNLOCKED');
    const unlock = await ask(upstream.url, 'trial', 'mutation ($id: ID!) { unlockVideo(input: { id: $id }) { id } }', { id: String(pick['plain2']!.videoId) });
    expect(unlock.errors).toBeUndefined();
    expect(granted((await tokensFor(upstream.url, 'trial', pick['plain2']!.videoId)).tokens)).toEqual(SAMPLER);
  });

  it('answers 401 UNAUTHENTICATED without a bearer token', async () => {
    const answer = await tokensFor(upstream.url, null, pick['plain']!.videoId);
    expect(answer.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an unknown video', '999999', 'web', 'Unknown video "999999"'],
    ['a video id that is not a number', 'night-swim', 'web', 'Unknown video "night-swim"'],
    ['an unknown device', null, 'tv', `Unknown device "tv": use 'web' or 'download'.`],
  ])('answers BAD_USER_INPUT for %s', async (_case, id, device, message) => {
    const answer = await ask(upstream.url, 'member', 'query ($videoId: ID!, $device: String!) { generateVideoToken(videoId: $videoId, device: $device) { p270 { token } } }', {
      videoId: id ?? String(pick['plain']!.videoId),
      device,
    });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain(message);
  });

  it("points each token's cdn at its own file: the quality's HLS rendition, the adaptive master playlist, the download file", async () => {
    const id = pick['plain']!.videoId;
    const web = (await tokensFor(upstream.url, 'member', id)).tokens!;
    expect(web['p720']!.cdn).toBe(`${upstream.url}/cdn/stream/${id}/hls/p720/index.m3u8`);
    expect(web['hls']!.cdn).toBe(`${upstream.url}/cdn/stream/${id}/hls/master.m3u8`);
    const download = (await tokensFor(upstream.url, 'member', id, 'download')).tokens!;
    expect(download['p2160']!.cdn).toBe(`${upstream.url}/cdn/download/${id}/p2160.mp4`);
    expect(download['hls']).toBeNull();
  });
});

describe('generatePictureSetToken: who gets the zip (browsing spec section 2)', () => {
  const GENERATE_SET = 'query ($slug: String!) { generatePictureSetToken(slug: $slug) { token cdn } }';
  const setOf = async (video: CatalogueVideo | undefined, site = 'AURORA') => {
    const list = await videosOf(upstream.url, site);
    return (video ? list.find((v) => v.videoId === video.videoId) : list.find((v) => v.pictureSetSlug !== null && isPlain(v)))?.pictureSetSlug ?? null;
  };

  it.each<[kind: string, which: string, expected: string | null]>([
    ['member', 'own', null],
    ['multisite', 'blaze', null],
    ['member', 'blaze', 'PICTURE_SET_NOT_INCLUDED'],
    ['expired', 'own', 'NO_ACTIVE_SUBSCRIPTION'],
    ['guest', 'own', 'GUEST_SCENE_ONLY'],
    ['freetrial', 'own', null],
  ])('%s, a set of %s site → %s', async (kind, which, expected) => {
    const slug = await setOf(undefined, which === 'own' ? 'AURORA' : 'BLAZE');
    expect(slug).not.toBeNull();
    const answer = await ask(upstream.url, kind, GENERATE_SET, { slug });
    if (expected === null) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data.generatePictureSetToken.cdn).toBe(`${upstream.url}/cdn/picturesets/${slug}.zip`);
    } else {
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: expected });
    }
  });

  it('answers BAD_USER_INPUT for an unknown set', async () => {
    const answer = await ask(upstream.url, 'member', GENERATE_SET, { slug: 'no-such-set' });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('the rules as pure functions', () => {
  const member = (over: Omit<Partial<StreamMember>, 'subscription'> & { subscription?: Partial<NonNullable<StreamMember['subscription']>> }): StreamMember => ({
    siteAccessArray: [],
    scopes: [],
    unlockedChannelPackIds: [],
    trialSites: [],
    ...over,
    subscription: { subscriptionType: 'member', isActive: true, isFreeLimitedTrial: false, isGuestUser: false, unlockedVideoIds: [], ...over.subscription },
  });
  const video = { videoId: 7, site: 'AURORA', freeVideo: false, isFreeLimitedTrial: false, guestUserScene: false, channelPackId: 3, premiumPlus: false };

  it('opens a channel pack once the member unlocked it with gems', () => {
    expect(fullVideoDecision(video, member({ siteAccessArray: ['aurora'] }))).toEqual({ allowed: false, reason: 'PACK_LOCKED' });
    expect(fullVideoDecision(video, member({ siteAccessArray: ['aurora'], unlockedChannelPackIds: ['3'] }))).toEqual({ allowed: true, grant: 'MEMBERSHIP' });
  });

  it('lets an unlocked video play only while the subscription is active', () => {
    const open = { ...video, channelPackId: null };
    expect(fullVideoDecision(open, member({ subscription: { subscriptionType: 'trial', unlockedVideoIds: ['7'] } }))).toEqual({ allowed: true, grant: 'UNLOCKED' });
    expect(fullVideoDecision(open, member({ subscription: { subscriptionType: 'trial', unlockedVideoIds: ['7'], isActive: false } }))).toEqual({
      allowed: false,
      reason: 'NO_ACTIVE_SUBSCRIPTION',
    });
  });

  it('plays the premium-plus brand’s library to its own active trial, and none of it to a trial of another brand', () => {
    const halo = { ...video, site: 'HALO', channelPackId: null, premiumPlus: true };
    const trial = (trialSites: string[], isActive = true) => member({ trialSites, subscription: { subscriptionType: 'trial', isActive } });
    expect(fullVideoDecision(halo, trial(['HALO']))).toEqual({ allowed: true, grant: 'PREMIUM_PLUS_TRIAL' });
    expect(fullVideoDecision(halo, trial(['AURORA']))).toEqual({ allowed: false, reason: 'SITE_NOT_INCLUDED' });
    expect(fullVideoDecision(halo, trial(['HALO'], false))).toEqual({ allowed: false, reason: 'NO_ACTIVE_SUBSCRIPTION' });
    // Streams only, as every trial's play.
    expect(qualitiesFor('PREMIUM_PLUS_TRIAL', 'download')).toBeNull();
    // The standard brands keep the unlocked list.
    expect(fullVideoDecision({ ...video, channelPackId: null }, trial(['AURORA']))).toEqual({ allowed: false, reason: 'NOT_UNLOCKED' });
  });

  it('lets a guest on a free video have its picture set, and an unlocked video open its set', () => {
    const free = { site: 'AURORA', video: { videoId: 7, freeVideo: true, channelPackId: null } };
    expect(pictureSetDecision(free, member({ scopes: ['guest-user'] }))).toEqual({ allowed: true });
    const unlocked = { site: 'BLAZE', video: { videoId: 7, freeVideo: false, channelPackId: null } };
    expect(pictureSetDecision(unlocked, member({ subscription: { subscriptionType: 'trial', unlockedVideoIds: ['7'] } }))).toEqual({ allowed: true });
  });
});
