import type { CatalogueSnapshot, ChannelPack, Performer, VideoRecord } from '../catalogue/schemas.ts';
import { videosOfPerformer, videosBySlugs, type PerformerOrderName, performersInOrder } from './selectors.ts';

/**
 * Lookups over the tenant's snapshot, built once per build (not once per page): thousands of pages
 * each ask for a video or performer by slug, so every lookup here is a map read.
 */
export interface CatalogueIndex {
  snapshot: CatalogueSnapshot;
  videoBySlug: ReadonlyMap<string, VideoRecord>;
  /** The holes of a member's page name their video by id (src/holes). */
  videoById: ReadonlyMap<number, VideoRecord>;
  performerBySlug: ReadonlyMap<string, Performer>;
  /** A channel pack by id: a video names only its pack's id, the unlock names the pack and its price. */
  channelPackById: ReadonlyMap<number, ChannelPack>;
  /** Each performer's videos, newest first. */
  videosByPerformer: ReadonlyMap<string, readonly VideoRecord[]>;
  awardedVideos: readonly VideoRecord[];
  topRatedVideos: readonly VideoRecord[];
  angels: readonly Performer[];
  performersBy(order: PerformerOrderName, sex: Performer['sex']): readonly Performer[];
}

/** Lookups over any snapshot; the build script uses it to count a tenant's pages before building. */
export function indexCatalogue(snapshot: CatalogueSnapshot): CatalogueIndex {
  const videoBySlug = new Map(snapshot.videos.map((video) => [video.slug, video]));
  const orders = new Map<string, readonly Performer[]>();
  return {
    snapshot,
    videoBySlug,
    videoById: new Map(snapshot.videos.map((video) => [video.videoId, video])),
    performerBySlug: new Map(snapshot.performers.map((performer) => [performer.slug, performer])),
    channelPackById: new Map(snapshot.channels.flatMap((channel) => channel.packs.map((pack) => [pack.channelPackId, pack] as const))),
    videosByPerformer: videosOfPerformer(snapshot.videos),
    awardedVideos: videosBySlugs(videoBySlug, snapshot.awardedVideoSlugs),
    topRatedVideos: videosBySlugs(videoBySlug, snapshot.topRatedVideoSlugs),
    angels: snapshot.performers.filter((performer) => performer.isAngel),
    performersBy(order, sex) {
      const key = `${order}:${sex}`;
      let list = orders.get(key);
      if (!list) {
        list = performersInOrder(snapshot.performers, order, sex);
        orders.set(key, list);
      }
      return list;
    },
  };
}
