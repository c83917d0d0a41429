import type { SeededScene, SiteSeeding } from './seeding.ts';
import { slugify } from './slugs.ts';
import * as words from './vocabulary.ts';

/** A site's showcases: a theme each, and six to twelve of its scenes in a drawn order. */
export function seedShowcases({ insert, rng, tenant, ids, unique }: SiteSeeding, videos: SeededScene[], count: number): void {
  for (let n = 0; n < count; n += 1) {
    const title = words.SHOWCASE_THEMES[n % words.SHOWCASE_THEMES.length] ?? 'Showcase';
    const showcaseId = (ids.showcase += 1);
    const full = n < words.SHOWCASE_THEMES.length ? title : `${title} ${Math.floor(n / words.SHOWCASE_THEMES.length) + 1}`;
    insert.showcase.run(showcaseId, unique(slugify(`${tenant.tenant} ${full}`)), tenant.site, full, `A hand-picked selection of ${tenant.name} scenes: ${full.toLowerCase()}.`);
    rng.sample(videos, Math.min(videos.length, rng.int(6, 12))).forEach((video, position) => insert.showcaseVideo.run(showcaseId, video.id, position));
  }
}
