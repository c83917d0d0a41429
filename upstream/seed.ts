import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { TenantConfig } from '../src/tenants/schema.ts';
import * as words from './vocabulary.ts';

/** Bump when the generated data changes shape or content, so existing databases are re-seeded. */
export const SEED_VERSION = 1;

/** The newest release date; dates count back from here so the data never depends on today. */
const NEWEST_RELEASE = Date.UTC(2025, 8, 30);
const DAY_MS = 86_400_000;
const RELATED_PER_VIDEO = 8;
/** Channel categories (browsing spec section 3); their content has a download quota of its own (membership spec section 9). */
export const CHANNEL_CATEGORIES = ['Compilations', 'Behind The Scenes', 'Intimates'] as const;

/** How many of each entity one site gets for `size` videos. */
export function entityCounts(size: number) {
  return {
    videos: size,
    performers: Math.max(6, Math.round(size * 0.4)),
    directors: Math.max(3, Math.round(size / 100)),
    categories: Math.min(words.CATEGORY_NAMES.length, Math.max(12, Math.round(size / 4))),
    channels: Math.max(2, Math.round(size / 20)),
    showcases: Math.max(2, Math.round(size / 25)),
    deals: Math.max(6, Math.round(size / 50)),
  };
}

/** mulberry32: small, fast and the same on every machine. */
export function createRandom(seed: string) {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i += 1) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number): boolean => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
    return out;
  };
  const uuid = (): string => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, chance, sample, uuid };
}
type Random = ReturnType<typeof createRandom>;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Age buckets of the ageF/ageM facets. */
export function ageBucket(age: number): string {
  if (age <= 22) return '18-22';
  if (age <= 29) return '23-29';
  if (age <= 39) return '30-39';
  return '40-plus';
}

type PerformerRow = { id: number; slug: string; name: string; sex: 'F' | 'M'; hair: string; breast: string; nationality: string; age: number };
type Ids = { video: number; performer: number; director: number; channel: number; pack: number; showcase: number; pictureSet: number; deal: number };

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

/** Fills an empty catalogue (inside the caller's transaction) for every content tenant; `seededAt` anchors the scenes to come. */
export function seedCatalogue(db: DatabaseSync, size: number, tenants: readonly TenantConfig[], seededAt: Date): void {
  const counts = entityCounts(size);
  const insert = prepareInserts(db);
  const categories = words.CATEGORY_NAMES.slice(0, counts.categories).map((name, i) => ({
    id: i + 1,
    slug: slugify(name),
    name,
    highlighted: i < 4,
  }));
  for (const category of categories) insert.category.run(category.id, category.slug, category.name, category.highlighted ? 1 : 0);
  const taken = new Set<string>();
  const unique = (base: string): string => {
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
  const ids: Ids = { video: 0, performer: 0, director: 0, channel: 0, pack: 0, showcase: 0, pictureSet: 0, deal: 0 };
  const seeded = new Map(tenants.map((tenant) => [tenant.tenant, seedSite(insert, createRandom(`${SEED_VERSION}:${tenant.site}:${size}`), tenant, counts, categories, ids, unique)]));
  // After every site, from a stream of their own: the sites' records stay as they were without them.
  for (const tenant of tenants) seedAudienceDeals(insert, createRandom(`${SEED_VERSION}:${tenant.site}:${size}:audience-deals`), tenant, ids, unique);
  const firstMinute = Math.ceil(seededAt.getTime() / MINUTE_MS) * MINUTE_MS;
  for (const tenant of tenants) {
    const site = seeded.get(tenant.tenant);
    const scheduled = SCHEDULED_SCENES.filter((scene) => scene.tenant === tenant.tenant);
    if (!site || scheduled.length === 0) continue;
    const rng = createRandom(`${SEED_VERSION}:${tenant.site}:${size}:scheduled`);
    for (const { minutesAfterSeeding } of scheduled) {
      const releaseAt = new Date(firstMinute + minutesAfterSeeding * MINUTE_MS).toISOString();
      const scene = seedScene(insert, rng, tenant, site.pools, ids, unique, { releaseDate: releaseAt.slice(0, 10), releaseAt });
      // The newest scenes of its site are its related ones, as a new release's would be.
      site.videos.slice(0, RELATED_PER_VIDEO).forEach((other, position) => insert.related.run(scene.id, other.id, position));
    }
  }
}

/** Deals per site for each audience but members (membership spec section 6: trial deals, expired deals). */
export const AUDIENCE_DEALS_PER_SITE = 3;

const AUDIENCE_DEAL_TEXTS = {
  trial: (partner: string, discount: number, brand: string) => `Trial special: save ${discount}% on ${partner} while you try ${brand}.`,
  expired: (partner: string, discount: number, brand: string) => `Welcome back: save ${discount}% on ${partner} when you rejoin ${brand}.`,
} as const;

function seedAudienceDeals(insert: Inserts, rng: Random, tenant: TenantConfig, ids: Ids, unique: (base: string) => string): void {
  for (const [audience, text] of Object.entries(AUDIENCE_DEAL_TEXTS)) {
    for (let n = 0; n < AUDIENCE_DEALS_PER_SITE; n += 1) {
      const dealId = (ids.deal += 1);
      const partnerName = rng.pick(words.PARTNER_NAMES);
      const discount = rng.int(6, 16) * 5;
      const partnerHost = `${slugify(partnerName)}.example`;
      const deal = {
        name: `${partnerName} ${discount}% off`,
        dealText: text(partnerName, discount, tenant.name),
        dealTextListing: `${discount}% off ${partnerName}`,
        discount,
        discountPrefix: 'Save',
        discountTextPostPrefix: 'off',
        discountLiteral: `${discount}%`,
        exclusive: false,
        partnerName,
        url: `https://${partnerHost}/deal/${dealId}`,
        oneClickUrl: null,
        oneClickEnabled: false,
        requestPartnerConsent: false,
        adZoneId: `zone-${rng.int(1000, 9999)}`,
        campaignId: `campaign-${rng.int(1000, 9999)}`,
        slug: unique(slugify(`${partnerName} ${audience} deal ${dealId}`)),
      };
      insert.audienceDeal.run(dealId, tenant.site, n + 1, n + 1, n + 1, 1, 1, 0, JSON.stringify(deal), audience);
    }
  }
}

function seedSite(
  insert: Inserts,
  rng: Random,
  tenant: TenantConfig,
  counts: ReturnType<typeof entityCounts>,
  categories: { id: number; slug: string; name: string; highlighted: boolean }[],
  ids: Ids,
  unique: (base: string) => string,
): { pools: ScenePools; videos: { id: number }[] } {
  const site = tenant.site;
  const personName = (first: readonly string[]) => `${rng.pick(first)} ${rng.pick(words.LAST_NAMES)}`;

  const directors = Array.from({ length: counts.directors }, () => {
    const name = personName(words.MALE_FIRST_NAMES.concat(words.FEMALE_FIRST_NAMES));
    const director = { id: (ids.director += 1), slug: unique(slugify(name)), name };
    insert.director.run(director.id, director.slug, site, name);
    return director;
  });

  const performers: PerformerRow[] = Array.from({ length: counts.performers }, (_, i) => {
    const sex = i % 10 < 7 ? 'F' : 'M';
    const name = personName(sex === 'F' ? words.FEMALE_FIRST_NAMES : words.MALE_FIRST_NAMES);
    const performer: PerformerRow = {
      id: (ids.performer += 1),
      slug: unique(slugify(name)),
      name,
      sex,
      hair: rng.pick(words.HAIR_COLORS),
      breast: sex === 'F' ? rng.pick(words.BREASTS) : 'None',
      nationality: rng.pick(words.NATIONALITIES),
      age: rng.int(19, 42),
    };
    const rating = rng.int(60, 100) / 10;
    const isAngel = sex === 'F' && rng.chance(0.25);
    const bio = `${name} is a ${performer.nationality} ${sex === 'F' ? 'actress' : 'actor'} known on ${tenant.name} for natural chemistry and a warm smile on screen.`;
    insert.performer.run(performer.id, performer.slug, site, name, sex, performer.hair, performer.breast, performer.nationality, performer.age, rating, isAngel ? 1 : 0, bio);
    const facet = (name: string, value: string, label: string) => insert.performerFacet.run(performer.id, name, value, label);
    facet('sex', sex, sex === 'F' ? 'Girls' : 'Guys');
    facet('name', name.charAt(0).toLowerCase(), name.charAt(0));
    facet('sites', site, tenant.name);
    facet('breast', slugify(performer.breast), performer.breast);
    facet('hairColor', slugify(performer.hair), performer.hair);
    facet('nationality', slugify(performer.nationality), performer.nationality);
    return performer;
  });
  const girls = performers.filter((p) => p.sex === 'F');
  const guys = performers.filter((p) => p.sex === 'M');

  const channels = Array.from({ length: counts.channels }, (_, i) => {
    const name = `${rng.pick(words.TITLE_ADJECTIVES)} ${rng.pick(words.CHANNEL_WORDS)}`;
    const channel = { id: (ids.channel += 1), slug: unique(slugify(name)), name, packs: [] as number[] };
    const thirdParty = i % 2 === 0;
    const description = thirdParty
      ? `${name} is a partner studio channel on ${tenant.name}: unlock its packs with gems.`
      : `${name} is ${tenant.name}'s own channel of extra scenes and stories.`;
    insert.channel.run(channel.id, channel.slug, site, name, description, thirdParty ? 1 : 0, CHANNEL_CATEGORIES[i % 3] ?? 'Compilations');
    for (let n = 1, packs = rng.int(1, 3); n <= packs; n += 1) {
      const packId = (ids.pack += 1);
      insert.pack.run(packId, channel.id, unique(`${channel.slug}-vol-${n}`), `${name} Vol. ${n}`, rng.int(1, 6) * 50);
      channel.packs.push(packId);
    }
    return channel;
  });

  let daysBack = 0;
  const pools: ScenePools = { girls, guys, categories, directors, channels };
  const videos = Array.from({ length: counts.videos }, () => {
    const releaseDate = new Date(NEWEST_RELEASE - daysBack * DAY_MS).toISOString().slice(0, 10);
    const next = () => void (daysBack += rng.int(1, 2));
    return seedScene(insert, rng, tenant, pools, ids, unique, { releaseDate, releaseAt: `${releaseDate}T00:00:00.000Z` }, next);
  });

  seedRelated(insert, videos);

  for (let n = 0; n < counts.showcases; n += 1) {
    const title = words.SHOWCASE_THEMES[n % words.SHOWCASE_THEMES.length] ?? 'Showcase';
    const showcaseId = (ids.showcase += 1);
    const full = n < words.SHOWCASE_THEMES.length ? title : `${title} ${Math.floor(n / words.SHOWCASE_THEMES.length) + 1}`;
    insert.showcase.run(showcaseId, unique(slugify(`${tenant.tenant} ${full}`)), site, full, `A hand-picked selection of ${tenant.name} scenes: ${full.toLowerCase()}.`);
    rng.sample(videos, Math.min(videos.length, rng.int(6, 12))).forEach((video, position) => insert.showcaseVideo.run(showcaseId, video.id, position));
  }

  videos.forEach((video, i) => {
    if (i % 2 !== 0) return;
    insert.pictureSet.run((ids.pictureSet += 1), unique(`${video.slug}-photos`), site, `${video.title} Photos`, video.id, rng.int(8, 16));
  });

  for (let n = 0; n < counts.deals; n += 1) {
    const dealId = (ids.deal += 1);
    const partnerName = rng.pick(words.PARTNER_NAMES);
    const discount = rng.int(4, 16) * 5;
    const partnerHost = `${slugify(partnerName)}.example`;
    const oneClickEnabled = rng.chance(0.4);
    const deal = {
      name: `${partnerName} ${discount}% off`,
      dealText: `Save ${discount}% on ${partnerName} as a ${tenant.name} member.`,
      dealTextListing: `${discount}% off ${partnerName}`,
      discount,
      discountPrefix: 'Save',
      discountTextPostPrefix: 'off',
      discountLiteral: `${discount}%`,
      exclusive: rng.chance(0.3),
      partnerName,
      url: `https://${partnerHost}/deal/${dealId}`,
      oneClickUrl: oneClickEnabled ? `https://${partnerHost}/oneclick/${dealId}` : null,
      oneClickEnabled,
      requestPartnerConsent: rng.chance(0.5),
      adZoneId: `zone-${rng.int(1000, 9999)}`,
      campaignId: `campaign-${rng.int(1000, 9999)}`,
      slug: unique(slugify(`${partnerName} deal ${dealId}`)),
    };
    insert.deal.run(dealId, site, rng.int(1, 100), rng.int(1, 100), rng.int(1, 100), rng.chance(0.9) ? 1 : 0, rng.chance(0.8) ? 1 : 0, rng.chance(0.5) ? 1 : 0, JSON.stringify(deal));
  }
  return { pools, videos };
}

type ScenePools = {
  girls: PerformerRow[];
  guys: PerformerRow[];
  categories: { id: number; slug: string; name: string; highlighted: boolean }[];
  directors: { id: number; slug: string; name: string }[];
  channels: { id: number; slug: string; name: string; packs: number[] }[];
};

/**
 * One scene of `tenant`, released on `releaseDate` at `releaseAt`: its row, cast, categories,
 * director and facets. `drawn` runs where the seed has always drawn the gap to the site's next
 * scene, so that the scenes seeded before scheduled ones existed are still the same.
 */
function seedScene(
  insert: Inserts,
  rng: Random,
  tenant: TenantConfig,
  { girls, guys, categories, directors, channels }: ScenePools,
  ids: Ids,
  unique: (base: string) => string,
  release: { releaseDate: string; releaseAt: string },
  drawn: () => void = () => undefined,
): { id: number; slug: string; title: string; primaryCategory: number } {
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
  facet('sites', site, tenant.name);
  facet('year', releaseDate.slice(0, 4), releaseDate.slice(0, 4));
  if (channel) facet('channels', channel.slug, channel.name);
  for (const performer of cast) {
    facetOnce(`models${performer.sex}`, performer.slug, performer.name);
    facetOnce('hairColor', slugify(performer.hair), performer.hair);
    facetOnce(`age${performer.sex}`, ageBucket(performer.age), ageBucket(performer.age).replace('-plus', '+'));
    facetOnce(`nationality${performer.sex}`, slugify(performer.nationality), performer.nationality);
    if (performer.sex === 'F') facetOnce('breast', slugify(performer.breast), performer.breast);
  }
  return { id, slug, title, primaryCategory: videoCategories[0]?.id ?? 0 };
}

/** Related videos: the nearest videos sharing the primary category, then the nearest by release. */
function seedRelated(insert: Inserts, videos: { id: number; primaryCategory: number }[]): void {
  const byCategory = new Map<number, number[]>();
  videos.forEach((video, i) => byCategory.set(video.primaryCategory, [...(byCategory.get(video.primaryCategory) ?? []), i]));
  videos.forEach((video, i) => {
    const chosen: number[] = [];
    const group = byCategory.get(video.primaryCategory) ?? [];
    const at = group.indexOf(i);
    for (let step = 1; step < group.length && chosen.length < RELATED_PER_VIDEO; step += 1) chosen.push(group[(at + step) % group.length] ?? i);
    for (let step = 1; step < videos.length && chosen.length < RELATED_PER_VIDEO; step += 1) {
      const other = (i + step) % videos.length;
      if (!chosen.includes(other)) chosen.push(other);
    }
    chosen.forEach((other, position) => insert.related.run(video.id, videos[other]?.id ?? video.id, position));
  });
}

type Inserts = Record<
  | 'category' | 'director' | 'performer' | 'performerFacet' | 'channel' | 'pack' | 'video' | 'videoPerformer'
  | 'videoCategory' | 'videoDirector' | 'videoFacet' | 'related' | 'showcase' | 'showcaseVideo' | 'pictureSet' | 'deal' | 'audienceDeal',
  StatementSync
>;

function prepareInserts(db: DatabaseSync): Inserts {
  const into = (table: string, columns: number) => db.prepare(`INSERT INTO ${table} VALUES (${Array(columns).fill('?').join(', ')})`);
  return {
    category: into('categories', 4),
    director: into('directors', 4),
    performer: into('performers', 12),
    performerFacet: into('performer_facets', 4),
    channel: into('channels', 7),
    pack: into('channel_packs', 5),
    video: into('videos', 16),
    videoPerformer: into('video_performers', 3),
    videoCategory: into('video_categories', 3),
    videoDirector: into('video_directors', 2),
    videoFacet: into('video_facets', 4),
    related: into('related_videos', 3),
    showcase: into('showcases', 5),
    showcaseVideo: into('showcase_videos', 3),
    pictureSet: into('picture_sets', 6),
    deal: db.prepare(
      'INSERT INTO deals (deal_id, site, rank, rank_listing, rank_interstitial, enabled_carousel, enabled_listing, enabled_interstitial, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    audienceDeal: into('deals', 10),
  };
}
