import type { Channel, VideoCard } from '../../catalogue/schemas.ts';
import type { Abilities } from '../../access/abilities.ts';

/** Channels per page of /channels; the spec gives none, this fills three rows of four. */
export const CHANNELS_PAGE_SIZE = 12;
/** Videos per page of the channel video lists. */
export const CHANNEL_VIDEOS_PAGE_SIZE = 12;

type ChannelKind = Pick<Channel, 'isThirdPartyChannel'>;

/** Browsing spec section 6: partner channels need Channels, the brand's own InternalChannels. */
export function canSeeChannel(channel: ChannelKind, abilities: Abilities): boolean {
  return abilities.can('see', channel.isThirdPartyChannel ? 'Channels' : 'InternalChannels');
}

/** Channel trailers: ChannelTrailers for partner channels, InternalChannelTrailers for the brand's own. */
export function canSeeChannelTrailer(channel: ChannelKind, abilities: Abilities): boolean {
  return abilities.can('see', channel.isThirdPartyChannel ? 'ChannelTrailers' : 'InternalChannelTrailers');
}

export function visibleChannels<C extends ChannelKind>(channels: readonly C[], abilities: Abilities): C[] {
  return channels.filter((channel) => canSeeChannel(channel, abilities));
}

export interface PageOf<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of `items` (1-based); a page past the end is empty, never an error. */
export function pageOf<T>(items: readonly T[], page: number, size: number): PageOf<T> {
  const start = (page - 1) * size;
  return { items: items.slice(start, start + size), page, pageCount: Math.max(1, Math.ceil(items.length / size)) };
}

/** Newest first, by release date, then title for a stable order. */
export function newestFirst<V extends Pick<VideoCard, 'releaseDate' | 'title'>>(videos: readonly V[]): V[] {
  return [...videos].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.title.localeCompare(b.title));
}

/** The route's page parameter (the route rules already checked it), 1 when absent. */
export function pageParam(params: Readonly<Record<string, string>>): number {
  const page = Number(params['page'] ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
