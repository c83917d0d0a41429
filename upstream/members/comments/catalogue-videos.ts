import type { DatabaseSync } from 'node:sqlite';

/** The catalogue's facts about a video that comments need, or null when no video has that id. */
export type VideoFacts = (videoId: number) => { videoId: number; slug: string; site: string; title: string } | null;

export function catalogueVideos(db: DatabaseSync): VideoFacts {
  const video = db.prepare('SELECT video_id, slug, site, title FROM videos WHERE video_id = ?');
  return (videoId) => {
    const row = video.get(videoId) as { video_id: number; slug: string; site: string; title: string } | undefined;
    return row ? { videoId: row.video_id, slug: row.slug, site: row.site, title: row.title } : null;
  };
}
