import type { SeededScene, SiteSeeding } from './seeding.ts';

/** The picture sets of a site: one for every other scene, of 8 to 16 photos. */
export function seedPictureSets({ insert, rng, tenant, ids, unique }: SiteSeeding, videos: SeededScene[]): void {
  videos.forEach((video, i) => {
    if (i % 2 !== 0) return;
    insert.pictureSet.run((ids.pictureSet += 1), unique(`${video.slug}-photos`), tenant.site, `${video.title} Photos`, video.id, rng.int(8, 16));
  });
}
