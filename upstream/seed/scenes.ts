import type { SeededCategory, SeededChannel, SeededDirector, SeededPerformer, SeededScene, SiteSeeding } from './seeding.ts';
import { slugify } from './slugs.ts';
import * as words from './vocabulary.ts';

/** The newest release date; dates count back from here so the data never depends on today. */
const NEWEST_RELEASE = Date.UTC(2025, 8, 30);
const DAY_MS = 86_400_000;

/** What a site's scenes are cast and filed from. */
export type ScenePools = {
  girls: SeededPerformer[];
  guys: SeededPerformer[];
  categories: SeededCategory[];
  directors: SeededDirector[];
  channels: SeededChannel[];
};

/** Age buckets of the ageF/ageM facets. */
function ageBucket(age: number): string {
  if (age <= 22) return '18-22';
  if (age <= 29) return '23-29';
  if (age <= 39) return '30-39';
  return '40-plus';
}

/** A site's released scenes, newest first, one or two days apart back from NEWEST_RELEASE. */
export function seedReleasedScenes(seeding: SiteSeeding, pools: ScenePools, count: number): SeededScene[] {
  let daysBack = 0;
  return Array.from({ length: count }, () => {
    const releaseDate = new Date(NEWEST_RELEASE - daysBack * DAY_MS).toISOString().slice(0, 10);
    const next = () => void (daysBack += seeding.rng.int(1, 2));
    return seedScene(seeding, pools, { releaseDate, releaseAt: `${releaseDate}T00:00:00.000Z` }, next);
  });
}

/**
 * One scene of the site, released on `releaseDate` at `releaseAt`: its row, cast, categories,
 * director and facets. `drawn` runs where the seed has always drawn the gap to the site's next
 * scene, so that the scenes seeded before scheduled ones existed are still the same.
 */
export function seedScene(
  seeding: SiteSeeding,
  { girls, guys, categories, directors, channels }: ScenePools,
  release: { releaseDate: string; releaseAt: string },
  drawn: () => void = () => undefined,
): SeededScene {
  const { insert, rng, tenant, ids, unique } = seeding;
  const site = tenant.site;
  const id = (ids.video += 1);
  const title = rng.chance(0.6)
    ? `${rng.pick(words.TITLE_ADJECTIVES)} ${rng.pick(words.TITLE_NOUNS)}`
    : `${rng.pick(words.TITLE_NOUNS)} at ${rng.pick(words.PLACES)}`;
  const slug = unique(`${slugify(title)}-${id}`);
  const cast = rng.sample(girls, rng.chance(0.25) ? 2 : 1).concat(guys.length > 0 && rng.chance(0.5) ? [rng.pick(guys)] : []);
  const videoCategories = rng.sample(categories, rng.int(2, 4));
  const director = rng.pick(directors);
  const place = rng.pick(words.PLACES);
  const description = [rng.pick(words.DESCRIPTION_OPENERS), rng.pick(words.DESCRIPTION_CLOSERS)]
    .join(' ')
    .replaceAll('{a}', cast[0]?.name ?? 'She')
    .replaceAll('{b}', cast[1]?.name ?? 'her partner')
    .replaceAll('{place}', place);
  const { releaseDate, releaseAt } = release;
  drawn();
  const channel = rng.chance(0.3) ? rng.pick(channels) : undefined;
  const packId = channel ? rng.pick(channel.packs) : undefined;
  insert.video.run(
    id, rng.uuid(), slug, site, title, description, releaseDate, rng.int(15, 60) * 60 + rng.int(0, 59),
    rng.int(55, 100) / 10, rng.chance(0.12) ? 1 : 0, rng.chance(0.06) ? 1 : 0, rng.chance(0.3) ? 1 : 0, releaseAt,
    channel?.id ?? null, packId ?? null, JSON.stringify(rng.sample(words.TAGS, rng.int(3, 6))),
  );
  cast.forEach((performer, position) => insert.videoPerformer.run(id, performer.id, position));
  videoCategories.forEach((category, position) => insert.videoCategory.run(id, category.id, position));
  insert.videoDirector.run(id, director.id);
  seedSceneFacets(seeding, id, { cast, videoCategories, director, channel, releaseDate });
  return { id, slug, title, primaryCategory: videoCategories[0]?.id ?? 0 };
}

/** A scene's video facets (browsing spec section 3): each of its cast's facets once. */
function seedSceneFacets(
  { insert, tenant }: SiteSeeding,
  id: number,
  scene: { cast: SeededPerformer[]; videoCategories: SeededCategory[]; director: SeededDirector; channel: SeededChannel | undefined; releaseDate: string },
): void {
  const { cast, videoCategories, director, channel, releaseDate } = scene;
  const facet = (name: string, value: string, label: string) => insert.videoFacet.run(id, name, value, label);
  const once = new Set<string>();
  const facetOnce = (name: string, value: string, label: string) => {
    if (once.has(`${name}:${value}`)) return;
    once.add(`${name}:${value}`);
    facet(name, value, label);
  };
  for (const category of videoCategories) {
    facet('categories', category.slug, category.name);
    if (category.highlighted) facet('featuredCategories', category.slug, category.name);
  }
  facet('directors', director.slug, director.name);
  facet('sites', tenant.site, tenant.name);
  facet('year', releaseDate.slice(0, 4), releaseDate.slice(0, 4));
  if (channel) facet('channels', channel.slug, channel.name);
  for (const performer of cast) {
    facetOnce(`models${performer.sex}`, performer.slug, performer.name);
    facetOnce('hairColor', slugify(performer.hair), performer.hair);
    facetOnce(`age${performer.sex}`, ageBucket(performer.age), ageBucket(performer.age).replace('-plus', '+'));
    facetOnce(`nationality${performer.sex}`, slugify(performer.nationality), performer.nationality);
    if (performer.sex === 'F') facetOnce('breast', slugify(performer.breast), performer.breast);
  }
}
