import * as words from './vocabulary.ts';

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
export type EntityCounts = ReturnType<typeof entityCounts>;
