import type { DatabaseSync } from 'node:sqlite';
import { FAVORITE_STORE_SCHEMA } from '../favorites.ts';
import type { MemberStore } from '../store.ts';
import type { NotificationRecords } from './records.ts';

/**
 * Scene releases (membership spec section 3, sceneReleased): when a scene is released, every member
 * who follows one of its performers (has them in their favourite performers, on any brand) is
 * notified once. The release is recorded beside it, in the same transaction, so a scene is released
 * once: a second release of it notifies no one.
 *
 * A scene is public from its release time (upstream/db.ts), whoever acts; the release event is what
 * the content side sends at that time (POST SCENE_RELEASES_PATH, resolvers.ts), as the real content
 * pipeline does when a scene goes live: the site's content-ops console sends it once the scene is
 * on its tenants' static tour.
 */
export const SCENE_RELEASES_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS scene_releases (video_id INTEGER PRIMARY KEY, released_at TEXT NOT NULL);
`;

/** A scene's performers in the catalogue, first billed first. */
export type ScenePerformers = (videoId: number) => { slug: string; name: string }[];

export function catalogueScenePerformers(catalogue: DatabaseSync): ScenePerformers {
  const performers = catalogue.prepare(
    'SELECT p.slug, p.name FROM video_performers vp JOIN performers p ON p.performer_id = vp.performer_id WHERE vp.video_id = ? ORDER BY vp.position',
  );
  return (videoId) => performers.all(videoId) as { slug: string; name: string }[];
}

export type SceneRelease = { released: true; notified: number } | { released: false };

export interface SceneReleases {
  /** Releases the scene at `at`: notifies its performers' followers, once; `released: false` when it was released already. */
  release(videoId: number, at: Date): SceneRelease;
}

export function sceneReleases(store: MemberStore, performersOf: ScenePerformers, notifications: NotificationRecords): SceneReleases {
  store.db.exec(SCENE_RELEASES_STORE_SCHEMA);
  // The followers are read from the favourites' table, which the favourites feature owns.
  store.db.exec(FAVORITE_STORE_SCHEMA);
  const record = store.db.prepare('INSERT OR IGNORE INTO scene_releases (video_id, released_at) VALUES (?, ?)');
  return {
    release(videoId, at) {
      const slugs = performersOf(videoId).map((performer) => performer.slug);
      return store.transaction(() => {
        if (record.run(videoId, at.toISOString()).changes === 0) return { released: false };
        if (slugs.length === 0) return { released: true, notified: 0 };
        const followers = store.db
          .prepare(`SELECT DISTINCT account_id FROM favorites WHERE kind = 'PERFORMER' AND slug IN (${slugs.map(() => '?').join(', ')}) ORDER BY account_id`)
          .all(...slugs) as { account_id: string }[];
        return { released: true, notified: notifications.notifySceneReleased(followers.map((row) => row.account_id), videoId, at) };
      });
    },
  };
}

/** How far back the schedule still lists a scene whose time has come: one whose release a site has not sent yet is due. */
export const DUE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A scene of the release schedule, due or to come, as the content side lists it. */
export interface ScheduledRelease {
  videoId: number;
  slug: string;
  title: string;
  site: string;
  /** ISO time. */
  releaseAt: string;
  /** Whether its release event was sent (its performers' followers told). */
  released: boolean;
  performers: { slug: string; name: string }[];
}

export type Rescheduled = { rescheduled: true } | { rescheduled: false; why: 'unknown' | 'released' };

export interface ReleaseSchedule {
  /** The scenes whose time is to come, or came within DUE_WINDOW_MS, soonest first. */
  list(now: Date): ScheduledRelease[];
  /** Moves a scene to come to `at` (`now` to publish it at once); a scene already public stays as it is. */
  reschedule(videoId: number, at: Date, now: Date): Rescheduled;
  /** When the scene is (or was) released; undefined for no such scene. */
  releaseAtOf(videoId: number): string | undefined;
}

/**
 * The release schedule of the stand-in's content side: read from the catalogue's table of every
 * scene (`main.videos`, not the public view of the released ones), with whether each release was
 * sent from the member store.
 */
export function releaseSchedule(catalogue: DatabaseSync, store: MemberStore, performersOf: ScenePerformers): ReleaseSchedule {
  store.db.exec(SCENE_RELEASES_STORE_SCHEMA);
  const upcoming = catalogue.prepare('SELECT video_id, slug, title, site, release_at FROM main.videos WHERE release_at > ? ORDER BY release_at, video_id');
  const known = catalogue.prepare('SELECT release_at FROM main.videos WHERE video_id = ?');
  const move = catalogue.prepare('UPDATE main.videos SET release_at = ?, release_date = ? WHERE video_id = ? AND release_at > ?');
  const sent = store.db.prepare('SELECT 1 AS sent FROM scene_releases WHERE video_id = ?');
  type Row = { video_id: number; slug: string; title: string; site: string; release_at: string };
  return {
    list(now) {
      const rows = upcoming.all(new Date(now.getTime() - DUE_WINDOW_MS).toISOString()) as Row[];
      return rows.map((row) => ({
        videoId: row.video_id,
        slug: row.slug,
        title: row.title,
        site: row.site,
        releaseAt: row.release_at,
        released: sent.get(row.video_id) !== undefined,
        performers: performersOf(row.video_id),
      }));
    },
    reschedule(videoId, at, now) {
      const iso = at.toISOString();
      if (move.run(iso, iso.slice(0, 10), videoId, now.toISOString()).changes > 0) return { rescheduled: true };
      return { rescheduled: false, why: known.get(videoId) === undefined ? 'unknown' : 'released' };
    },
    releaseAtOf: (videoId) => (known.get(videoId) as { release_at: string } | undefined)?.release_at,
  };
}
