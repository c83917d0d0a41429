import type { VideoRecord } from '../catalogue/schemas.ts';
import type { CatalogueIndex } from '../tour/catalogue-index.ts';

/** The snapshot's videos by id, made once per snapshot. */
const byId = new WeakMap<CatalogueIndex, Map<number, VideoRecord>>();
export function videoByIdOf(index: CatalogueIndex): (videoId: number) => VideoRecord | undefined {
  let map = byId.get(index);
  if (!map) {
    map = new Map(index.snapshot.videos.map((video) => [video.videoId, video]));
    byId.set(index, map);
  }
  return (videoId) => map.get(videoId);
}
