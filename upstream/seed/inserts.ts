import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** One prepared INSERT per catalogue table the seed fills (deals twice: a site's, and an audience's with its column). */
export type Inserts = Record<
  | 'category' | 'director' | 'performer' | 'performerFacet' | 'channel' | 'pack' | 'video' | 'videoPerformer'
  | 'videoCategory' | 'videoDirector' | 'videoFacet' | 'related' | 'showcase' | 'showcaseVideo' | 'pictureSet' | 'deal' | 'audienceDeal',
  StatementSync
>;

export function prepareInserts(db: DatabaseSync): Inserts {
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
