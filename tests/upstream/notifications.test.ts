import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFavoriteResolvers, favoriteTypeDefs, membersPart, openMemberStore, type MemberFeature } from '../../upstream/members/index.ts';
import { notificationRecords } from '../../upstream/members/notifications/records.ts';
import { notificationsFeature, SCENE_RELEASES_PATH } from '../../upstream/members/notifications/resolvers.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

/**
 * Membership spec section 3, sceneReleased: a member who follows a performer (has them in their
 * favourite performers) is notified when a scene of theirs is released, once, and the notification
 * is listed with its read state.
 */
const favoritesFeature: MemberFeature = {
  create: ({ directory, verify }) => ({ graphql: { typeDefs: favoriteTypeDefs, resolvers: createFavoriteResolvers(() => directory, verify) } }),
};

type Scene = { videoId: number; slug: string; title: string; models: { slug: string; name: string }[] };
type Note = { id: string; type: string; videoSlug: string; videoTitle: string; comment: unknown; actorName: string | null; performers: { slug: string; name: string }[]; read: boolean };

let upstream: Upstream;
let scenes: Scene[];

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, account?: string): Promise<T> {
  const { body } = await requestAs(upstream.url, '/graphql', { body: { query, variables }, account });
  const answer = body as { data?: T; errors?: { message: string }[] };
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data as T;
}
const NOTES = 'query { notifications { id type videoSlug videoTitle comment { id } actorName performers { slug name } read } unreadNotificationCount }';
const notesOf = (account: string) => graphql<{ notifications: Note[]; unreadNotificationCount: number }>(NOTES, {}, account);
const follow = (account: string, slug: string) =>
  graphql('mutation f($slug: String!) { addFavorite(site: "AURORA", kind: PERFORMER, slug: $slug) }', { slug }, account);
const unfollow = (account: string, slug: string) =>
  graphql('mutation f($slug: String!) { removeFavorite(site: "AURORA", kind: PERFORMER, slug: $slug) }', { slug }, account);
const release = (body: unknown, method = 'POST') => requestAs(upstream.url, SCENE_RELEASES_PATH, { method, body });

beforeAll(async () => {
  upstream = await startTestUpstream(12, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, favoritesFeature, notificationsFeature] })]);
  scenes = (await graphql<{ videos: { nodes: Scene[] } }>('query { videos(site: "AURORA", first: 12) { nodes { videoId slug title models { slug name } } } }')).videos.nodes;
}, 60_000);
afterAll(async () => upstream.close());

/** A scene none of whose performers is in `other`'s scenes: releasing it concerns its own followers only. */
function sceneApartFrom(...others: Scene[]): Scene {
  const taken = new Set(others.flatMap((scene) => scene.models.map((model) => model.slug)));
  const scene = scenes.find((candidate) => !others.includes(candidate) && candidate.models.length > 0 && candidate.models.every((model) => !taken.has(model.slug)));
  if (!scene) throw new Error('no scene apart from the others');
  return scene;
}

describe('a scene released notifies the followers of its performers', () => {
  it('notifies a member who follows one of its performers, once, with the scene and its performers, unread', async () => {
    const scene = scenes.find((candidate) => candidate.models.length > 0)!;
    const performer = scene.models[0]!;
    await follow('demo-multisite', performer.slug);
    const before = await notesOf('demo-multisite');

    const first = await release({ videoId: scene.videoId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ videoId: scene.videoId, released: true });
    expect((first.body as { notified: number }).notified).toBeGreaterThanOrEqual(1);

    const after = await notesOf('demo-multisite');
    expect(after.unreadNotificationCount).toBe(before.unreadNotificationCount + 1);
    expect(after.notifications[0]).toEqual({
      id: expect.any(String),
      type: 'sceneReleased',
      videoSlug: scene.slug,
      videoTitle: scene.title,
      comment: null,
      actorName: null,
      performers: scene.models,
      read: false,
    });

    // Released once: a second release notifies no one.
    expect((await release({ videoId: scene.videoId })).body).toEqual({ videoId: scene.videoId, released: false, notified: 0 });
    expect((await notesOf('demo-multisite')).notifications.filter((note) => note.type === 'sceneReleased' && note.videoSlug === scene.slug)).toHaveLength(1);

    // Read, as every notification: up to the id the member saw.
    await graphql('mutation m($through: ID!) { markNotificationsRead(through: $through) }', { through: after.notifications[0]!.id }, 'demo-multisite');
    expect((await notesOf('demo-multisite')).notifications[0]).toMatchObject({ type: 'sceneReleased', read: true });
  });

  it('notifies no one who does not follow its performers, nor one who stopped following', async () => {
    const followed = scenes.find((candidate) => candidate.models.length > 0)!;
    const scene = sceneApartFrom(followed);
    await follow('demo-multisite2025', scene.models[0]!.slug);
    await unfollow('demo-multisite2025', scene.models[0]!.slug);
    const [stopped, never] = await Promise.all([notesOf('demo-multisite2025'), notesOf('demo-trial')]);
    await release({ videoId: scene.videoId });
    expect((await notesOf('demo-multisite2025')).notifications).toEqual(stopped.notifications);
    expect((await notesOf('demo-trial')).notifications).toEqual(never.notifications);
  });

  it.each<[string, unknown, string, number]>([
    ['another method', null, 'DELETE', 405],
    ['a body without a videoId', { video: 1 }, 'POST', 400],
    ['a videoId that is no number', { videoId: '1' }, 'POST', 400],
    ['an unknown video', { videoId: 987_654_321 }, 'POST', 404],
  ])('refuses %s', async (_case, body, method, status) => {
    expect((await release(body ?? undefined, method)).status).toBe(status);
  });
});

describe('a member store written before scene releases', () => {
  it('keeps its comment notifications, their ids and what was read', () => {
    const store = openMemberStore(null);
    store.db.exec(`CREATE TABLE member_notifications (notification_id INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, type TEXT NOT NULL,
        comment_id INTEGER NOT NULL, video_id INTEGER NOT NULL, actor_id TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE member_notifications_read (account_id TEXT PRIMARY KEY, read_through INTEGER NOT NULL);
      INSERT INTO member_notifications VALUES (7, 'a', 'likedComment', 3, 40, 'b', '2026-01-01T00:00:00.000Z');
      INSERT INTO member_notifications VALUES (9, 'a', 'repliedOnComment', 5, 40, 'c', '2026-01-02T00:00:00.000Z');
      INSERT INTO member_notifications_read VALUES ('a', 7);`);
    const records = notificationRecords(store);
    expect(records.list('a', 10)).toEqual([
      { notificationId: 9, type: 'repliedOnComment', videoId: 40, commentId: 5, repliedToCommentId: null, actorId: 'c', createdAt: '2026-01-02T00:00:00.000Z', read: false },
      { notificationId: 7, type: 'likedComment', videoId: 40, commentId: 3, repliedToCommentId: null, actorId: 'b', createdAt: '2026-01-01T00:00:00.000Z', read: true },
    ]);
    expect(records.unread('a')).toBe(1);
    // New ones come after the old ids.
    records.notifySceneReleased(['a'], 41, new Date('2026-01-03T00:00:00.000Z'));
    expect(records.list('a', 1)[0]?.notificationId).toBeGreaterThan(9);
    expect(store.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'member_notifications'").get()).toBeUndefined();
    store.close();
  });
});
