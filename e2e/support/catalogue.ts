import { E2E_UPSTREAM_PORT } from './ports.ts';

/** A video's facts as the upstream's catalogue answers them, to pick the kind of video a test needs. */
export interface CatalogueVideo {
  videoId: number;
  slug: string;
  title: string;
  freeVideo: boolean;
  isFreeLimitedTrial: boolean;
  guestUserScene: boolean;
  channel: { slug: string; channelPackId: number | null; isThirdPartyChannel: boolean } | null;
  pictureSetSlug: string | null;
}

/** Every video of `site` (upper-case site code), newest first, from the run's embedded upstream. */
export async function catalogueVideos(site: string): Promise<CatalogueVideo[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query { videos(site: "${site}", first: 500) { nodes {
        videoId slug title freeVideo isFreeLimitedTrial guestUserScene pictureSetSlug channel { slug channelPackId isThirdPartyChannel } } } }`,
    }),
  });
  const body = (await response.json()) as { data: { videos: { nodes: CatalogueVideo[] } } };
  return body.data.videos.nodes;
}

/** Ordinary scenes: not free, in no channel, none of the free trial's or the guests' own; oldest first. */
export function ordinaryScenes(videos: readonly CatalogueVideo[]): CatalogueVideo[] {
  return videos.filter((video) => !video.freeVideo && !video.channel && !video.isFreeLimitedTrial && !video.guestUserScene).reverse();
}

/** A channel pack as the upstream's catalogue answers it: its name and price in gems. */
export interface CataloguePack {
  channelPackId: number;
  name: string;
  gems: number;
}

/** Every channel pack of `site`, by id. */
export async function catalogueChannelPacks(site: string): Promise<Map<number, CataloguePack>> {
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `query { channels(site: "${site}", first: 100) { nodes { packs { channelPackId name gems } } } }` }),
  });
  const body = (await response.json()) as { data: { channels: { nodes: { packs: CataloguePack[] }[] } } };
  return new Map(body.data.channels.nodes.flatMap((channel) => channel.packs.map((pack) => [pack.channelPackId, pack] as const)));
}
