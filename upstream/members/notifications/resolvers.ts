import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGraphQLError } from 'graphql-yoga';
import { json, jsonRoute, readJson } from '../../json-route.ts';
import type { ExtraRoute } from '../../server.ts';
import { catalogueVideos, type VideoFacts } from '../comments/catalogue-videos.ts';
import { commentRecords, visibleComment } from '../comments/records.ts';
import type { MemberFeature } from '../index.ts';
import { MemberLookupError, type MemberDirectory } from '../member-directory.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from '../resolvers.ts';
import type { MemberStore } from '../store.ts';
import { NOTIFICATIONS_STORE_SCHEMA, notificationRecords, NOTIFICATION_TYPES, type NotificationRow } from './records.ts';
import { catalogueScenePerformers, SCENE_RELEASES_STORE_SCHEMA, sceneReleases, type ScenePerformers } from './scene-releases.ts';

export const notificationsTypeDefs = readFileSync(new URL('./notifications.graphql', import.meta.url), 'utf8');

/**
 * The content side's release of a scene, standing in for the content pipeline's event:
 * `POST /ops/scene-releases { "videoId": 42 }` answers `{ videoId, released, notified }`. The
 * stand-in's own route, beside the member API: the site never calls it.
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

/** POST SCENE_RELEASES_PATH: releases one scene of the catalogue now, notifying its performers' followers. */
export function createSceneReleasesRoute({ store, videoOf, performersOf, now = () => new Date() }: Omit<NotificationsDeps, 'directory' | 'verify'>): ExtraRoute {
  const releases = sceneReleases(store, performersOf, notificationRecords(store));
  return jsonRoute(SCENE_RELEASES_PATH, async (req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').split('?')[0] !== SCENE_RELEASES_PATH) return json(res, 404, { message: `No route for ${req.method} ${req.url}` });
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return json(res, 405, { message: 'Use POST' });
    }
    let body: unknown;
    try {
      body = await readJson(req, 1024);
    } catch (error) {
      return json(res, 400, { message: `Expected a JSON body { videoId }: ${(error as Error).message}` });
    }
    const videoId = (body as { videoId?: unknown } | null)?.videoId;
    if (typeof videoId !== 'number' || !Number.isSafeInteger(videoId)) return json(res, 400, { message: 'Expected a JSON body { videoId }, the videoId a number.' });
    if (!videoOf(videoId)) return json(res, 404, { message: `Unknown video ${videoId}.` });
    const outcome = releases.release(videoId, now());
    json(res, 200, { videoId, released: outcome.released, notified: outcome.released ? outcome.notified : 0 });
  });
}

/** The member's notifications and the scene releases that send some, as a member feature of the upstream. */
export const notificationsFeature: MemberFeature = {
  storeSchema: NOTIFICATIONS_STORE_SCHEMA + SCENE_RELEASES_STORE_SCHEMA,
  create: ({ store, directory, verify, catalogue }) => {
    const deps = { store, directory, verify, videoOf: catalogueVideos(catalogue.db), performersOf: catalogueScenePerformers(catalogue.db) };
    return {
      graphql: { typeDefs: notificationsTypeDefs, resolvers: createNotificationsResolvers(deps) },
      routes: [createSceneReleasesRoute(deps)],
    };
  },
};
