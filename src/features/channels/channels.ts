import type { Channel, ChannelPack, VideoCard } from '../../catalogue/schemas.ts';
import { channelSubject, channelTrailerSubject, isPackLocked, type Abilities } from '../../access/index.ts';
import type { UserProfile } from '../../membership/profile.ts';

type ChannelKind = Pick<Channel, 'isThirdPartyChannel'>;

/** Browsing spec section 6, through the access module: partner channels need Channels, the brand's own InternalChannels. */
export function canSeeChannel(channel: ChannelKind, abilities: Abilities): boolean {
  return abilities.can('see', channelSubject(channel));
}

/** Channel trailers: ChannelTrailers for partner channels, InternalChannelTrailers for the brand's own. */
export function canSeeChannelTrailer(channel: ChannelKind, abilities: Abilities): boolean {
  return abilities.can('see', channelTrailerSubject(channel));
}

export function visibleChannels<C extends ChannelKind>(channels: readonly C[], abilities: Abilities): C[] {
  return channels.filter((channel) => canSeeChannel(channel, abilities));
}

/** Newest first, by release date, then title for a stable order. */
export function newestFirst<V extends Pick<VideoCard, 'releaseDate' | 'title'>>(videos: readonly V[]): V[] {
  return [...videos].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.title.localeCompare(b.title));
}

/** Whether the member holds the pack: unlocked with gems (membership spec section 6), by the access rule its videos follow. */
export function holdsPack(pack: Pick<ChannelPack, 'channelPackId'>, channel: Pick<Channel, 'isThirdPartyChannel'>, profile: Pick<UserProfile, 'unlockedChannelPackIds'>): boolean {
  return !isPackLocked({ channel: { channelPackId: pack.channelPackId, isThirdPartyChannel: channel.isThirdPartyChannel } }, profile);
}

/** The channel's pack a video of it belongs to, or null (a video names only its pack's id). */
export function packOfVideo(channel: Pick<Channel, 'packs'>, video: { channel?: { channelPackId: number | null } | null }): ChannelPack | null {
  const id = video.channel?.channelPackId;
  return id == null ? null : (channel.packs.find((pack) => pack.channelPackId === id) ?? null);
}
