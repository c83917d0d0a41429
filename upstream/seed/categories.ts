import type { Inserts } from './inserts.ts';
import type { SeededCategory } from './seeding.ts';
import { slugify } from './slugs.ts';
import * as words from './vocabulary.ts';

/** The catalogue's categories, shared by every site; the first four are highlighted (featured). */
export function seedCategories(insert: Inserts, count: number): SeededCategory[] {
  const categories = words.CATEGORY_NAMES.slice(0, count).map((name, i) => ({
    id: i + 1,
    slug: slugify(name),
    name,
    highlighted: i < 4,
  }));
  for (const category of categories) insert.category.run(category.id, category.slug, category.name, category.highlighted ? 1 : 0);
  return categories;
}
