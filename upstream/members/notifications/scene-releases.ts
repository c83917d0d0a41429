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
 * The stand-in's catalogue is seeded with scenes already released, so the release itself is an
 * event the content side sends (POST SCENE_RELEASES_PATH, resolvers.ts), as the real content
 * pipeline does when a scene goes live.
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
