import type { Performer } from '../catalogue/schemas.ts';

/** The `count` newest videos, newest first (ties by title so builds are reproducible). */
export function newestVideos<T extends { releaseDate: string; title: string }>(videos: readonly T[], count: number): T[] {
  return [...videos]
    .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.title.localeCompare(b.title))
    .slice(0, count);
}

/** The records `slugs` name, in that order; a slug without a record is skipped. */
export function videosBySlugs<T>(bySlug: ReadonlyMap<string, T>, slugs: readonly string[]): T[] {
  return slugs.flatMap((slug) => {
    const record = bySlug.get(slug);
    return record === undefined ? [] : [record];
  });
}

/** Each performer's videos in the order given (the snapshot's: newest first). */
export function videosOfPerformer<T extends { models: readonly { slug: string }[] }>(videos: readonly T[]): Map<string, T[]> {
  const byPerformer = new Map<string, T[]>();
  for (const video of videos) {
    for (const model of video.models) {
      const list = byPerformer.get(model.slug);
      if (list) list.push(video);
      else byPerformer.set(model.slug, [video]);
    }
  }
  return byPerformer;
}

export type PerformerOrderName = 'rating' | 'name';

/** Performers of one sex: by rating (highest first, the snapshot's order) or by name. */
export function performersInOrder<T extends Pick<Performer, 'name' | 'rating' | 'sex'>>(
  performers: readonly T[],
  order: PerformerOrderName,
  sex: Performer['sex'],
): T[] {
  const ofSex = performers.filter((performer) => performer.sex === sex);
  return order === 'name'
    ? ofSex.sort((a, b) => a.name.localeCompare(b.name, 'en'))
    : ofSex.sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name, 'en'));
}

/** The videos and performers of one site of a combined tenant (`/sites/:brand/:type`). */
export function ofSite<T extends { site: string }>(records: readonly T[], site: string): T[] {
  return records.filter((record) => record.site === site);
}
