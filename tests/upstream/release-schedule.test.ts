import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFavoriteResolvers, favoriteTypeDefs, membersPart, type MemberFeature } from '../../upstream/members/index.ts';
import { notificationsFeature, SCENE_RELEASES_PATH } from '../../upstream/members/notifications/resolvers.ts';
import type { ScheduledRelease } from '../../upstream/members/notifications/scene-releases.ts';
import { SCHEDULED_SCENES } from '../../upstream/seed/scheduled-scenes.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, query, requestAs, verifyTestToken } from './helpers.ts';

/*
 * The stand-in's release schedule: scenes to come on several brands, each public from its release
 * time (the catalogue's isUpcoming is the time's, not a flag), moved by the content side, and
 * released with an event that tells their performers' followers. The catalogue's clock is the
 * test's: no test waits for a release.
 */
const favoritesFeature: MemberFeature = {
  create: ({ directory, verify }) => ({ graphql: { typeDefs: favoriteTypeDefs, resolvers: createFavoriteResolvers(() => directory, verify) } }),
};

const SEEDED_AT = new Date('2026-11-28T09:00:20.000Z');
let clock = SEEDED_AT.getTime();
const advanceTo = (time: string | number) => (clock = typeof time === 'number' ? time : Date.parse(time));
let upstream: Upstream;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'release-schedule-'));
  upstream = await startUpstream({
    port: 0,
    dataDir,
    size: 8,
    now: () => new Date(clock),
    parts: [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, favoritesFeature, notificationsFeature] })],
  });
}, 60_000);
afterAll(async () => {
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const schedule = async () => (await requestAs(upstream.url, SCENE_RELEASES_PATH, { method: 'GET' })).body as { releases: ScheduledRelease[] };
const listed = async (site: string) =>
  (await query<{ videos: { nodes: { slug: string; isUpcoming: boolean }[] } }>(upstream.url, `query { videos(site: "${site}", first: 500) { nodes { slug isUpcoming } } }`)).videos.nodes;
const videoBySlug = async (slug: string, site: string) =>
  (await query<{ getVideo: { slug: string; isUpcoming: boolean } | null }>(upstream.url, 'query v($input: GetVideoInput!) { getVideo(input: $input) { slug isUpcoming } }', { input: { slug, site } })).getVideo;

describe('the seeded schedule', () => {
  it('holds scenes to come on several brands, from minutes to days after the catalogue was seeded, at whole minutes', async () => {
    const { releases } = await schedule();
    expect(releases).toHaveLength(SCHEDULED_SCENES.length);
    expect(new Set(releases.map((release) => release.site))).toEqual(new Set(['DAHLIA', 'FABLE', 'HALO']));
    const minutesAhead = releases.map((release) => (Date.parse(release.releaseAt) - SEEDED_AT.getTime()) / 60_000);
    expect(Math.min(...minutesAhead)).toBeGreaterThan(5);
    expect(Math.max(...minutesAhead)).toBeGreaterThan(2 * 24 * 60);
    expect(releases.every((release) => release.releaseAt.endsWith(':00.000Z') && !release.released && release.performers.length > 0)).toBe(true);
  });
});

describe('a scene to come', () => {
  it('is in no public answer until its time, then is listed, released (isUpcoming false), with its date', async () => {
    const [first] = (await schedule()).releases;
    if (!first) throw new Error('no scene scheduled');
    expect((await listed(first.site)).map((video) => video.slug)).not.toContain(first.slug);
    expect(await videoBySlug(first.slug, first.site)).toBeNull();
    // The combined tenant shows every brand's scenes: not this one either.
    expect((await listed('JADE')).map((video) => video.slug)).not.toContain(first.slug);

    advanceTo(Date.parse(first.releaseAt) - 1);
    expect(await videoBySlug(first.slug, first.site)).toBeNull();
    advanceTo(first.releaseAt);
    expect((await listed(first.site))[0]).toEqual({ slug: first.slug, isUpcoming: false });
    expect(await videoBySlug(first.slug, 'JADE')).toEqual({ slug: first.slug, isUpcoming: false });
    // Due, its release not sent yet: still on the schedule for a site to release.
    expect((await schedule()).releases[0]).toMatchObject({ videoId: first.videoId, released: false });
  });

  it('moves to the time the content side gives it, and is released with an event that tells its performers\' followers once', async () => {
    const scene = (await schedule()).releases.find((release) => Date.parse(release.releaseAt) > clock);
    if (!scene) throw new Error('no scene to come');
    const follower = 'demo-multisite';
    const follow = await requestAs(upstream.url, '/graphql', {
      account: follower,
      body: { query: 'mutation f($slug: String!) { addFavorite(site: "JADE", kind: PERFORMER, slug: $slug) }', variables: { slug: scene.performers[0]?.slug } },
    });
    expect(follow.status).toBe(200);

    const soon = new Date(clock + 5_000).toISOString();
    expect(await requestAs(upstream.url, `${SCENE_RELEASES_PATH}/${scene.videoId}`, { method: 'PUT', body: { releaseAt: soon } })).toEqual({ status: 200, body: { videoId: scene.videoId, releaseAt: soon } });
    expect((await schedule()).releases.find((release) => release.videoId === scene.videoId)?.releaseAt).toBe(soon);
    // Its event before its time is refused, naming the time.
    expect(await requestAs(upstream.url, SCENE_RELEASES_PATH, { body: { videoId: scene.videoId } })).toEqual({ status: 409, body: { message: `Video ${scene.videoId} is not released yet: its release time is ${soon}.` } });

    advanceTo(soon);
    expect(await requestAs(upstream.url, SCENE_RELEASES_PATH, { body: { videoId: scene.videoId } })).toEqual({ status: 200, body: { videoId: scene.videoId, released: true, notified: 1 } });
    expect(await requestAs(upstream.url, SCENE_RELEASES_PATH, { body: { videoId: scene.videoId } })).toEqual({ status: 200, body: { videoId: scene.videoId, released: false, notified: 0 } });
    expect((await schedule()).releases.find((release) => release.videoId === scene.videoId)?.released).toBe(true);
    // Public now: its time can no longer move.
    expect((await requestAs(upstream.url, `${SCENE_RELEASES_PATH}/${scene.videoId}`, { method: 'PUT', body: { releaseAt: new Date(clock + 60_000).toISOString() } })).status).toBe(409);
  });

  it.each<[string, string, unknown, number]>([
    ['an unknown scene', '/987654321', { releaseAt: '2030-01-01T00:00:00Z' }, 404],
    ['a time that is no time', '/1', { releaseAt: 'tomorrow' }, 400],
    ['no body', '/1', undefined, 400],
  ])('refuses to move %s', async (_case, path, body, status) => {
    expect((await requestAs(upstream.url, `${SCENE_RELEASES_PATH}${path}`, { method: 'PUT', body })).status).toBe(status);
  });
});
