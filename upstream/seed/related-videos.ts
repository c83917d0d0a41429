import type { Inserts } from './inserts.ts';

/** How many related videos each video has. */
export const RELATED_PER_VIDEO = 8;

/** Related videos: the nearest videos sharing the primary category, then the nearest by release. */
export function seedRelated(insert: Inserts, videos: { id: number; primaryCategory: number }[]): void {
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
