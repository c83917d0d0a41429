import type { TenantConfig } from '../../src/tenants/schema.ts';
import { RELATED_PER_VIDEO } from './related-videos.ts';
import { seedScene, type ScenePools } from './scenes.ts';
import type { SeededScene, SiteSeeding } from './seeding.ts';

/**
 * The scenes the seed schedules to come, on several brands: each released this long after the
 * catalogue is seeded (a few minutes to days after the first `npm start` with a fresh data folder),
 * at a whole minute, as a paysite's releases go live at fixed times. Not on the brands whose newest
 * scene tests and the build bench retitle in the database itself (aurora, blaze).
 */
export const SCHEDULED_SCENES: readonly { tenant: TenantConfig['tenant']; minutesAfterSeeding: number }[] = [
  { tenant: 'dahlia', minutesAfterSeeding: 10 },
  { tenant: 'fable', minutesAfterSeeding: 60 },
  { tenant: 'halo', minutesAfterSeeding: 6 * 60 },
  { tenant: 'dahlia', minutesAfterSeeding: 24 * 60 },
  { tenant: 'fable', minutesAfterSeeding: 2 * 24 * 60 },
  { tenant: 'halo', minutesAfterSeeding: 3 * 24 * 60 },
];
const MINUTE_MS = 60_000;

/** The site's scenes to come, from the first whole minute after `seededAt`; the site's newest scenes are their related ones. */
export function seedScheduledScenes(seeding: SiteSeeding, site: { pools: ScenePools; videos: SeededScene[] }, seededAt: Date): void {
  const scheduled = SCHEDULED_SCENES.filter((scene) => scene.tenant === seeding.tenant.tenant);
  const firstMinute = Math.ceil(seededAt.getTime() / MINUTE_MS) * MINUTE_MS;
  for (const { minutesAfterSeeding } of scheduled) {
    const releaseAt = new Date(firstMinute + minutesAfterSeeding * MINUTE_MS).toISOString();
    const scene = seedScene(seeding, site.pools, { releaseDate: releaseAt.slice(0, 10), releaseAt });
    // The newest scenes of its site are its related ones, as a new release's would be.
    site.videos.slice(0, RELATED_PER_VIDEO).forEach((other, position) => seeding.insert.related.run(scene.id, other.id, position));
  }
}
