import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE } from '../../upstream/db.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';
import { SCENE_RELEASES_PATH } from '../../upstream/members/notifications/resolvers.ts';
import type { ScheduledRelease } from '../../upstream/members/notifications/scene-releases.ts';
import { E2E_DATA_DIR, E2E_UPSTREAM_PORT } from './ports.ts';

const schedulePath = `http://127.0.0.1:${E2E_UPSTREAM_PORT}${SCENE_RELEASES_PATH}`;

/** The stand-in's release schedule: the scenes to come, and those due or released within the last day. */
export async function releaseSchedule(): Promise<ScheduledRelease[]> {
  return ((await (await fetch(schedulePath)).json()) as { releases: ScheduledRelease[] }).releases;
}

/** Moves a scene to come to `at`, as the content side does. */
export async function moveRelease(videoId: number, at: Date): Promise<void> {
  const response = await fetch(`${schedulePath}/${videoId}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ releaseAt: at.toISOString() }) });
  if (!response.ok) throw new Error(`moving release ${videoId}: ${response.status} ${await response.text()}`);
}

/**
 * Changes the catalogue of the run's upstream as the content side would (its own connection beside
 * the upstream's): a journey makes the change its rebuild then shows, or the bad record that fails it.
 */
export function editCatalogue<T>(edit: (db: DatabaseSync) => T): T {
  // The running upstream reads and writes the same file: wait for its lock rather than fail.
  const db = openDatabase(join(E2E_DATA_DIR, DATABASE_FILE));
  try {
    return edit(db);
  } finally {
    db.close();
  }
}
