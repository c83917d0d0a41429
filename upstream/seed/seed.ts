import type { DatabaseSync } from 'node:sqlite';
import type { TenantConfig } from '../../src/tenants/schema.ts';
import { seedCategories } from './categories.ts';
import { seedAudienceDeals } from './deals.ts';
import { entityCounts } from './entity-counts.ts';
import { prepareInserts } from './inserts.ts';
import { createRandom } from './random.ts';
import { seedScheduledScenes } from './scheduled-scenes.ts';
import type { Ids, SiteSeeding } from './seeding.ts';
import { seedSite } from './site.ts';
import { uniqueSlugs } from './slugs.ts';

/** Bump when the generated data changes shape or content, so existing databases are re-seeded. */
export const SEED_VERSION = 1;

/**
 * Fills an empty catalogue (inside the caller's transaction) for every content tenant; `seededAt`
 * anchors the scenes to come. Each site draws from a random stream of its own (site.ts), then
 * every site's audience deals and scheduled scenes from streams of their own: the sites' records
 * stay as they were before those existed.
 */
export function seedCatalogue(db: DatabaseSync, size: number, tenants: readonly TenantConfig[], seededAt: Date): void {
  const counts = entityCounts(size);
  const insert = prepareInserts(db);
  const categories = seedCategories(insert, counts.categories);
  const unique = uniqueSlugs();
  const ids: Ids = { video: 0, performer: 0, director: 0, channel: 0, pack: 0, showcase: 0, pictureSet: 0, deal: 0 };
  const seeding = (tenant: TenantConfig, stream: string): SiteSeeding => ({ insert, rng: createRandom(`${SEED_VERSION}:${tenant.site}:${size}${stream}`), tenant, ids, unique });
  const seeded = new Map(tenants.map((tenant) => [tenant.tenant, seedSite(seeding(tenant, ''), counts, categories)]));
  for (const tenant of tenants) seedAudienceDeals(seeding(tenant, ':audience-deals'));
  for (const tenant of tenants) {
    const site = seeded.get(tenant.tenant);
    if (site) seedScheduledScenes(seeding(tenant, ':scheduled'), site, seededAt);
  }
}
