import type { CatalogueCalls } from '../../catalogue/calls.ts';
import { channelSchema, type Channel, type ChannelPack, type ChannelVideoCard, type VideoCard, type VideoDetail } from '../../catalogue/schemas.ts';
import type { Abilities } from '../../access/index.ts';
import { canSeeChannel } from './channels.ts';

/** How many channel records, or channel videos, one upstream call pages through. */
const CHANNEL_RECORDS_BATCH = 100;

/** Every record of a paged list, CHANNEL_RECORDS_BATCH at a time, until the answer's total is reached. */
async function everyRecord<T>(page: (skip: number, first: number) => Promise<{ nodes: T[]; totalCount: number }>): Promise<T[]> {
  const records: T[] = [];
  for (let skip = 0; ; skip += CHANNEL_RECORDS_BATCH) {
    const { nodes, totalCount } = await page(skip, CHANNEL_RECORDS_BATCH);
    records.push(...nodes);
    if (nodes.length === 0 || skip + CHANNEL_RECORDS_BATCH >= totalCount) return records;
  }
}

/** Every channel of the tenant, checked record by record; a bad record is an upstream error. */
export async function listChannels(catalogue: CatalogueCalls, site: string): Promise<Channel[]> {
  const records = await everyRecord((skip, first) => catalogue.recordPage('channel', { site, skip, first }));
  return records.map((record) => channelSchema.parse(record));
}

/** The channel a member may see under `slug`; one they may not see is not found (browsing spec 2). */
export async function visibleChannel(catalogue: CatalogueCalls, site: string, slug: string, abilities: Abilities): Promise<Channel | undefined> {
  const channel = (await listChannels(catalogue, site)).find((candidate) => candidate.slug === slug);
  return channel && canSeeChannel(channel, abilities) ? channel : undefined;
}

/** The latest videos of each channel (getChannelVideos answers a channel's last 6). */
export async function channelVideos(catalogue: CatalogueCalls, channels: readonly Pick<Channel, 'slug'>[]): Promise<VideoCard[]> {
  const lists = await Promise.all(channels.map((channel) => catalogue.getChannelVideos(channel.slug)));
  return lists.flat();
}

/**
 * Every video of a channel: the channel video list and its packs are paged with `page` (browsing spec
 * section 2), past the last 6 getChannelVideos answers.
 */
export async function allChannelVideos(catalogue: CatalogueCalls, site: string, channel: Pick<Channel, 'slug'>): Promise<ChannelVideoCard[]> {
  const videos = await everyRecord((skip, first) => catalogue.listChannelVideos({ site, channelSlug: channel.slug, skip, first }));
  // The facet is the upstream's to apply; a video of another channel is never listed here.
  return videos.filter((video) => video.channel?.slug === channel.slug);
}

/** A pack's own videos among its channel's. */
export function packVideos<V extends Pick<ChannelVideoCard, 'channel'>>(videos: readonly V[], pack: Pick<ChannelPack, 'channelPackId'>): V[] {
  return videos.filter((video) => video.channel?.channelPackId === pack.channelPackId);
}

/** A video of the channel, by slug; undefined when it does not exist or belongs to another channel. */
export async function channelVideo(catalogue: CatalogueCalls, site: string, channel: Pick<Channel, 'slug'>, videoSlug: string): Promise<VideoDetail | undefined> {
  const video = await catalogue.getVideo({ slug: videoSlug, site, relatedCount: 0 });
  return video?.channel?.slug === channel.slug ? video : undefined;
}
