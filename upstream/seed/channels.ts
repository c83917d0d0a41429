import type { SeededChannel, SiteSeeding } from './seeding.ts';
import { slugify } from './slugs.ts';
import * as words from './vocabulary.ts';

/** Channel categories (browsing spec section 3); their content has a download quota of its own (membership spec section 9). */
export const CHANNEL_CATEGORIES = ['Compilations', 'Behind The Scenes', 'Intimates'] as const;

/** A site's channels, every other one a partner studio's, each with one to three packs. */
export function seedChannels({ insert, rng, tenant, ids, unique }: SiteSeeding, count: number): SeededChannel[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${rng.pick(words.TITLE_ADJECTIVES)} ${rng.pick(words.CHANNEL_WORDS)}`;
    const channel = { id: (ids.channel += 1), slug: unique(slugify(name)), name, packs: [] as number[] };
    const thirdParty = i % 2 === 0;
    const description = thirdParty
      ? `${name} is a partner studio channel on ${tenant.name}: unlock its packs with gems.`
      : `${name} is ${tenant.name}'s own channel of extra scenes and stories.`;
    insert.channel.run(channel.id, channel.slug, tenant.site, name, description, thirdParty ? 1 : 0, CHANNEL_CATEGORIES[i % 3] ?? 'Compilations');
    for (let n = 1, packs = rng.int(1, 3); n <= packs; n += 1) {
      const packId = (ids.pack += 1);
      insert.pack.run(packId, channel.id, unique(`${channel.slug}-vol-${n}`), `${name} Vol. ${n}`, rng.int(1, 6) * 50);
      channel.packs.push(packId);
    }
    return channel;
  });
}
