import { channelSchema, type Channel, type VideoCard } from '../../catalogue/schemas.ts';
import type { Gateway } from '../../catalogue/gateway.ts';

/** How many channel records one upstream call pages through. */
const CHANNEL_RECORDS_BATCH = 100;

/** Every channel of the tenant, checked record by record; a bad record is an upstream error. */
export async function listChannels(gateway: Gateway, site: string): Promise<Channel[]> {
  const channels: Channel[] = [];
  for (let skip = 0; ; skip += CHANNEL_RECORDS_BATCH) {
    const page = await gateway.recordPage('channel', { site, skip, first: CHANNEL_RECORDS_BATCH });
    for (const record of page.nodes) channels.push(channelSchema.parse(record));
    if (page.nodes.length === 0 || skip + CHANNEL_RECORDS_BATCH >= page.totalCount) return channels;
  }
}

export async function findChannel(gateway: Gateway, site: string, slug: string): Promise<Channel | undefined> {
  return (await listChannels(gateway, site)).find((channel) => channel.slug === slug);
}

/** The latest videos of each channel (getChannelVideos answers a channel's last 6). */
export async function channelVideos(gateway: Gateway, channels: readonly Pick<Channel, 'slug'>[]): Promise<VideoCard[]> {
  const lists = await Promise.all(channels.map((channel) => gateway.getChannelVideos(channel.slug)));
  return lists.flat();
}
