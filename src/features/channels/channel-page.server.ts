import type { Channel, VideoDetail } from '../../catalogue/schemas.ts';
import type { Gateway } from '../../catalogue/gateway.ts';
import type { Abilities } from '../../access/abilities.ts';
import { canSeeChannel } from './channels.ts';
import { findChannel } from './channels.server.ts';

/** A channel page's data: found and visible, missing (404), or the upstream failed. */
export type ChannelLookup = { kind: 'found'; channel: Channel } | { kind: 'not-found' };

/** The channel a member may see under `slug`; one they may not see is not found (browsing spec 2). */
export async function lookUpChannel(gateway: Gateway, site: string, slug: string, abilities: Abilities): Promise<ChannelLookup> {
  const channel = await findChannel(gateway, site, slug);
  return channel && canSeeChannel(channel, abilities) ? { kind: 'found', channel } : { kind: 'not-found' };
}

/** A video of the channel, by slug; undefined when it does not exist or belongs to another channel. */
export async function channelVideo(gateway: Gateway, site: string, channel: Pick<Channel, 'slug'>, videoSlug: string): Promise<VideoDetail | undefined> {
  const video = await gateway.getVideo({ slug: videoSlug, site, relatedCount: 0 });
  return video?.channel?.slug === channel.slug ? video : undefined;
}
