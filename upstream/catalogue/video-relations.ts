import type { DatabaseSync } from 'node:sqlite';
import type { ChannelRow, VideoRow } from '../rows.ts';

/** Which video a row of a relation belongs to, as the batched queries name it. */
export type OfVideo = { of_video: number };
/** A related video as its query returns it: the video's row and which video it is related to. */
type RelatedRow = VideoRow & OfVideo;

/** The relations of a batch of videos (see createVideoRelations). */
export interface VideoRelations<Video> {
  /** The rows of one relation of a video of the batch. */
  rowsOf<Row extends OfVideo>(relation: Relation, videoId: number): Row[];
  channelOf(channelId: number): ChannelRow | undefined;
  /** The first related videos of a video of the batch, shaped. */
  relatedOf(videoId: number, first: number): Video[];
}

function relationStatements(db: DatabaseSync) {
  /** Each takes the batch's video ids as a JSON array and names each row's video `of_video`. */
  return {
    models: db.prepare(
      `SELECT vp.video_id AS of_video, p.performer_id, p.slug, p.name, p.sex, p.site FROM video_performers vp JOIN performers p USING (performer_id)
       WHERE vp.video_id IN (SELECT value FROM json_each(?)) ORDER BY vp.video_id, vp.position`,
    ),
    categories: db.prepare(
      `SELECT vc.video_id AS of_video, c.slug, c.name FROM video_categories vc JOIN categories c USING (category_id)
       WHERE vc.video_id IN (SELECT value FROM json_each(?)) ORDER BY vc.video_id, vc.position`,
    ),
    directors: db.prepare(
      `SELECT vd.video_id AS of_video, d.slug, d.name FROM video_directors vd JOIN directors d USING (director_id)
       WHERE vd.video_id IN (SELECT value FROM json_each(?)) ORDER BY vd.video_id, vd.director_id`,
    ),
    pictureSet: db.prepare(
      'SELECT video_id AS of_video, slug, image_count FROM picture_sets WHERE video_id IN (SELECT value FROM json_each(?)) ORDER BY video_id, picture_set_id',
    ),
    showcase: db.prepare(
      `SELECT sv.video_id AS of_video, s.slug, s.title FROM showcase_videos sv JOIN showcases s USING (showcase_id)
       WHERE sv.video_id IN (SELECT value FROM json_each(?)) ORDER BY sv.video_id, s.showcase_id`,
    ),
    related: db.prepare(
      `SELECT r.video_id AS of_video, v.* FROM related_videos r JOIN videos v ON v.video_id = r.related_id
       WHERE r.video_id IN (SELECT value FROM json_each(?)) ORDER BY r.video_id, r.position`,
    ),
  };
}
/** A relation of a video loaded for its whole batch at once. */
export type Relation = keyof ReturnType<typeof relationStatements>;

/**
 * Loads the relations of batches of videos: the first video of a batch asked for a relation loads it
 * for the whole batch in one query. Related videos are a batch of their own, shaped by `shapeRelated`.
 */
export function createVideoRelations<Video>(db: DatabaseSync, shapeRelated: (row: VideoRow, batch: VideoRelations<Video>) => Video) {
  const relations = relationStatements(db);
  const channels = db.prepare('SELECT * FROM channels WHERE channel_id IN (SELECT value FROM json_each(?))');

  return function relationsOf(rows: readonly VideoRow[]): VideoRelations<Video> {
    const ids = JSON.stringify(rows.map((row) => row.video_id));
    const loaded = new Map<Relation, Map<number, OfVideo[]>>();
    const rowsOf = <Row extends OfVideo>(relation: Relation, videoId: number): Row[] => {
      let byVideo = loaded.get(relation);
      if (!byVideo) {
        byVideo = new Map();
        for (const row of relations[relation].all(ids) as unknown as OfVideo[]) {
          const list = byVideo.get(row.of_video);
          if (list) list.push(row);
          else byVideo.set(row.of_video, [row]);
        }
        loaded.set(relation, byVideo);
      }
      return (byVideo.get(videoId) ?? []) as Row[];
    };
    let channelsById: Map<number, ChannelRow> | undefined;
    const channelOf = (channelId: number) => {
      channelsById ??= new Map(
        (channels.all(JSON.stringify([...new Set(rows.flatMap((row) => (row.channel_id === null ? [] : [row.channel_id])))])) as unknown as ChannelRow[]).map(
          (row) => [row.channel_id, row],
        ),
      );
      return channelsById.get(channelId);
    };
    /** The related videos of the whole batch are a batch of their own. */
    let relatedBatch: VideoRelations<Video> | undefined;
    const relatedOf = (videoId: number, first: number) => {
      const batch = (relatedBatch ??= relationsOf(rows.flatMap((row) => rowsOf<RelatedRow>('related', row.video_id))));
      return rowsOf<RelatedRow>('related', videoId)
        .slice(0, first)
        .map((row) => shapeRelated(row, batch));
    };
    return { rowsOf, channelOf, relatedOf };
  };
}
