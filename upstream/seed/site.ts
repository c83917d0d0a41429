import { seedChannels } from './channels.ts';
import { seedDeals } from './deals.ts';
import type { EntityCounts } from './entity-counts.ts';
import { seedDirectors, seedPerformers } from './people.ts';
import { seedPictureSets } from './picture-sets.ts';
import { seedRelated } from './related-videos.ts';
import { seedReleasedScenes, type ScenePools } from './scenes.ts';
import type { SeededCategory, SeededScene, SiteSeeding } from './seeding.ts';
import { seedShowcases } from './showcases.ts';

/**
 * One site's catalogue, drawn in this order from the site's random stream (a new order would
 * reshuffle every tenant's data): directors, performers, channels, scenes and their related videos,
 * showcases, picture sets, deals. Answers what its scheduled scenes are seeded from.
 */
export function seedSite(seeding: SiteSeeding, counts: EntityCounts, categories: SeededCategory[]): { pools: ScenePools; videos: SeededScene[] } {
  const directors = seedDirectors(seeding, counts.directors);
  const performers = seedPerformers(seeding, counts.performers);
  const girls = performers.filter((p) => p.sex === 'F');
  const guys = performers.filter((p) => p.sex === 'M');
  const channels = seedChannels(seeding, counts.channels);
  const pools: ScenePools = { girls, guys, categories, directors, channels };
  const videos = seedReleasedScenes(seeding, pools, counts.videos);
  seedRelated(seeding.insert, videos);
  seedShowcases(seeding, videos, counts.showcases);
  seedPictureSets(seeding, videos);
  seedDeals(seeding, counts.deals);
  return { pools, videos };
}
