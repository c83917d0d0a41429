import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGraphQLError } from 'graphql-yoga';
import { json, jsonRoute, readJson } from '../../json-route.ts';
import type { ExtraRoute } from '../../extra-route.ts';
import { catalogueVideos, type VideoFacts } from '../comments/catalogue-videos.ts';
import { commentRecords, visibleComment } from '../comments/records.ts';
import type { MemberFeature } from '../member-feature.ts';
import { MemberLookupError, type MemberDirectory } from '../member-directory.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from '../resolvers.ts';
import type { MemberStore } from '../store.ts';
import { NOTIFICATIONS_STORE_SCHEMA, notificationRecords, NOTIFICATION_TYPES, type NotificationRow } from './records.ts';
import { catalogueScenePerformers, releaseSchedule, SCENE_RELEASES_STORE_SCHEMA, sceneReleases, type ReleaseSchedule, type ScenePerformers } from './scene-releases.ts';

export const notificationsTypeDefs = readFileSync(new URL('./notifications.graphql', import.meta.url), 'utf8');

/**
 * The content side's release schedule, standing in for the content pipeline's (docs/content-ops.md):
 * - `GET /ops/scene-releases` answers `{ releases }`, the scenes due or to come (ScheduledRelease);
 * - `PUT /ops/scene-releases/<videoId> { "releaseAt": "<ISO time>" }` moves a scene to come (to now:
 *   publish it at once), answering `{ videoId, releaseAt }`;
 * - `POST /ops/scene-releases { "videoId": 42 }`, the release event, answers `{ videoId, released,
 *   notified }`: its performers' followers are told, once.
 * The site's content-ops console reads the schedule and sends the release events; no member's page
 * calls it.
 */
export const SCENE_RELEASES_PATH = '/ops/scene-releases';

/** The most notifications one request may list, and how many when it does not say. */
export const NOTIFICATION_PAGE_SIZE = { default: 20, max: 50 } as const;

export interface NotificationsDeps {
  store: MemberStore;
  directory: Pick<MemberDirectory, 'getFullUserProfile'>;
  videoOf: VideoFacts;
  performersOf: ScenePerformers;
  verify: VerifyAccessToken;
  now?: () => Date;
}

type Args = Record<string, unknown>;

export function createNotificationsResolvers({ store, directory, videoOf, performersOf, verify }: NotificationsDeps) {
  const records = notificationRecords(store);
  const comments = commentRecords(store);
  const commentOf = (id: number | null) => (id === null ? null : { id: String(id), body: visibleComment(comments, id)?.body ?? null });
  const actorNameOf = (actorId: string | null, site: string): string | null => {
    if (actorId === null) return null;
    try {
      return directory.getFullUserProfile(actorId, site).displayName ?? 'Member';
    } catch (error) {
      if (!(error instanceof MemberLookupError)) throw error;
      return 'Former member';
    }
  };
  const view = (row: NotificationRow) => {
    const video = videoOf(row.videoId);
    if (!video) return [];
    return [
      {
        id: String(row.notificationId),
        type: row.type,
        videoId: row.videoId,
        videoSlug: video.slug,
        videoTitle: video.title,
        videoSite: video.site,
        comment: commentOf(row.commentId),
        repliedTo: commentOf(row.repliedToCommentId),
        actorName: actorNameOf(row.actorId, video.site),
        performers: row.type === NOTIFICATION_TYPES.sceneReleased ? performersOf(row.videoId) : [],
        createdAt: row.createdAt,
        read: row.read,
      },
    ];
  };
  return {
    Query: {
      async notifications(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const first = Math.min(Math.max(Number(args['first'] ?? NOTIFICATION_PAGE_SIZE.default), 1), NOTIFICATION_PAGE_SIZE.max);
        return records.list(accountId, first).flatMap(view);
      },
      async unreadNotificationCount(_: unknown, _args: Args, context: MemberContext) {
        return records.unread(await memberOf(context, verify));
      },
    },
    Mutation: {
      async markNotificationsRead(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const through = Number(args['through']);
        if (!/^\d{1,15}$/.test(String(args['through'])) || !Number.isSafeInteger(through)) {
          throw createGraphQLError(`"through" is the id of a notification, got "${String(args['through'])}".`, { extensions: { code: 'BAD_USER_INPUT' } });
        }
        return store.transaction(() => {
          records.markRead(accountId, through);
          return records.unread(accountId);
        });
      },
    },
  };
}

/** The schedule of SCENE_RELEASES_PATH (GET), a scene moved (PUT), and the release event (POST). */
export function createSceneReleasesRoute({ store, videoOf, performersOf, schedule, now = () => new Date() }: Omit<NotificationsDeps, 'directory' | 'verify'> & { schedule: ReleaseSchedule }): ExtraRoute {
  const releases = sceneReleases(store, performersOf, notificationRecords(store));
  return jsonRoute(SCENE_RELEASES_PATH, async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === SCENE_RELEASES_PATH && req.method === 'GET') return json(res, 200, { releases: schedule.list(now()) });
    const moved = /^\/(\d{1,15})$/.exec(path.slice(SCENE_RELEASES_PATH.length));
    if (moved?.[1] !== undefined) return reschedule(req, res, Number(moved[1]));
    if (path !== SCENE_RELEASES_PATH) return json(res, 404, { message: `No route for ${req.method} ${req.url}` });
    if (req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      return json(res, 405, { message: 'Use GET for the schedule, POST for a release' });
    }
    const body = await bodyOf(req, res, 'Expected a JSON body { videoId }');
    if (body === undefined) return;
    const videoId = fieldOf(body, 'videoId');
    if (typeof videoId !== 'number' || !Number.isSafeInteger(videoId)) return json(res, 400, { message: 'Expected a JSON body { videoId }, the videoId a number.' });
    if (!videoOf(videoId)) {
      const at = schedule.releaseAtOf(videoId);
      return at === undefined ? json(res, 404, { message: `Unknown video ${videoId}.` }) : json(res, 409, { message: `Video ${videoId} is not released yet: its release time is ${at}.` });
    }
    const outcome = releases.release(videoId, now());
    json(res, 200, { videoId, released: outcome.released, notified: outcome.released ? outcome.notified : 0 });
  });

  async function reschedule(req: IncomingMessage, res: ServerResponse, videoId: number): Promise<void> {
    if (req.method !== 'PUT') {
      res.setHeader('allow', 'PUT');
      return json(res, 405, { message: 'Use PUT with { releaseAt }' });
    }
    const body = await bodyOf(req, res, 'Expected a JSON body { releaseAt }');
    if (body === undefined) return;
    const releaseAt = fieldOf(body, 'releaseAt');
    const at = typeof releaseAt === 'string' ? new Date(releaseAt) : null;
    if (!at || Number.isNaN(at.getTime())) return json(res, 400, { message: 'Expected a JSON body { releaseAt }, an ISO time such as 2026-12-01T18:00:00Z.' });
    const when = now();
    const moved = schedule.reschedule(videoId, at < when ? when : at, when);
    if (moved.rescheduled) return json(res, 200, { videoId, releaseAt: schedule.releaseAtOf(videoId) });
    if (moved.why === 'unknown') return json(res, 404, { message: `Unknown video ${videoId}.` });
    json(res, 409, { message: `Video ${videoId} is released already (at ${schedule.releaseAtOf(videoId) ?? '?'}): its time can no longer move.` });
  }
}

/** A field of a JSON body, whatever the body is. */
const fieldOf = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

/** The request's JSON body, or undefined once a 400 naming `expected` has been answered. */
async function bodyOf(req: IncomingMessage, res: ServerResponse, expected: string): Promise<unknown> {
  try {
    return await readJson(req, 1024);
  } catch (error) {
    json(res, 400, { message: `${expected}: ${(error as Error).message}` });
    return undefined;
  }
}

/** The member's notifications and the scene releases that send some, as a member feature of the upstream. */
export const notificationsFeature: MemberFeature = {
  storeSchema: NOTIFICATIONS_STORE_SCHEMA + SCENE_RELEASES_STORE_SCHEMA,
  create: ({ store, directory, verify, catalogue }) => {
    const performersOf = catalogueScenePerformers(catalogue.db);
    const deps = { store, directory, verify, videoOf: catalogueVideos(catalogue.db), performersOf, now: catalogue.now };
    const schedule = releaseSchedule(catalogue.db, store, performersOf);
    return {
      graphql: { typeDefs: notificationsTypeDefs, resolvers: createNotificationsResolvers(deps) },
      routes: [createSceneReleasesRoute({ ...deps, schedule })],
    };
  },
};
