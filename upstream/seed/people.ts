import type { SeededDirector, SeededPerformer, SiteSeeding } from './seeding.ts';
import { slugify } from './slugs.ts';
import * as words from './vocabulary.ts';

const personName = ({ rng }: SiteSeeding, first: readonly string[]) => `${rng.pick(first)} ${rng.pick(words.LAST_NAMES)}`;

/** A site's directors. */
export function seedDirectors(seeding: SiteSeeding, count: number): SeededDirector[] {
  const { insert, tenant, ids, unique } = seeding;
  return Array.from({ length: count }, () => {
    const name = personName(seeding, words.MALE_FIRST_NAMES.concat(words.FEMALE_FIRST_NAMES));
    const director = { id: (ids.director += 1), slug: unique(slugify(name)), name };
    insert.director.run(director.id, director.slug, tenant.site, name);
    return director;
  });
}

/** A site's performers, seven girls to three guys, with their facets (browsing spec section 3). */
export function seedPerformers(seeding: SiteSeeding, count: number): SeededPerformer[] {
  const { insert, rng, tenant, ids, unique } = seeding;
  const site = tenant.site;
  return Array.from({ length: count }, (_, i) => {
    const sex = i % 10 < 7 ? 'F' : 'M';
    const name = personName(seeding, sex === 'F' ? words.FEMALE_FIRST_NAMES : words.MALE_FIRST_NAMES);
    const performer: SeededPerformer = {
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
}
