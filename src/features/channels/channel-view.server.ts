import type { Channel, ChannelPack, PictureSet, VideoCard, VideoDetail } from '../../catalogue/schemas.ts';
import { runtimeGateway } from '../../catalogue/runtime.ts';
import { abilitiesFrom } from '../../access/abilities.ts';
import { deniedVideoAction } from '../../access/denied-video.ts';
import type { SignedInMember } from '../../server/auth/locals.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { deniedOffer, type DeniedOffer } from '../access/denied-link.ts';
import { fetched, UPSTREAM_FAILED_STATUS } from '../member-page/upstream.ts';
import { pictureSetAccess, type PictureSetAccess } from '../../access/picture-set-access.ts';
import { canSeeChannelTrailer, CHANNEL_VIDEOS_PAGE_SIZE, newestFirst, pageOf, pageParam, type PageOf } from './channels.ts';
import { channelVideo, lookUpChannel } from './channel-page.server.ts';

/** The channel routes of browsing spec section 2 below /channels/:channelSlug. */
export type ChannelView = 'overview' | 'videos' | 'video' | 'trailer' | 'pictureset' | 'pack';

export type ChannelViewData =
  | { kind: 'anonymous'; status: 200 }
  | { kind: 'failed'; status: typeof UPSTREAM_FAILED_STATUS }
  | { kind: 'not-found'; status: 404; what: string }
  | { kind: 'overview'; status: 200; channel: Channel; videos: VideoCard[] }
  | { kind: 'videos'; status: 200; channel: Channel; page: PageOf<VideoCard> }
  | { kind: 'video'; status: 200; channel: Channel; video: VideoDetail; denied: DeniedOffer | null }
  | { kind: 'trailer'; status: 200; channel: Channel; video: VideoDetail }
  | { kind: 'pictureset'; status: 200; channel: Channel; video: VideoDetail; pictureSet: PictureSet; access: PictureSetAccess }
  | { kind: 'pack'; status: 200; channel: Channel; pack: ChannelPack; unlocked: boolean; page: PageOf<VideoCard> };

const notFound = (what: string): ChannelViewData => ({ kind: 'not-found', status: 404, what });

/** Loads what a channel route shows for the signed-in member; never throws. */
export async function loadChannelView(
  view: ChannelView,
  tenant: Pick<TenantConfig, 'tenant' | 'api' | 'site'>,
  routeParams: Readonly<Record<string, string | undefined>>,
  member: SignedInMember | null,
): Promise<ChannelViewData> {
  if (!member) return { kind: 'anonymous', status: 200 };
  const gateway = runtimeGateway(tenant);
  const abilities = abilitiesFrom(member.abilities);
  const page = pageParam(Object.fromEntries(Object.entries(routeParams).filter((entry): entry is [string, string] => entry[1] !== undefined)));
  const result = await fetched(`channel ${view}`, async (): Promise<ChannelViewData> => {
    const lookup = await lookUpChannel(gateway, tenant.site, routeParams['channelSlug'] ?? '', abilities);
    if (lookup.kind === 'not-found') return notFound('This channel does not exist.');
    const { channel } = lookup;
    switch (view) {
      case 'overview':
        return { kind: 'overview', status: 200, channel, videos: newestFirst(await gateway.getChannelVideos(channel.slug)) };
      case 'videos':
        return { kind: 'videos', status: 200, channel, page: pageOf(newestFirst(await gateway.getChannelVideos(channel.slug)), page, CHANNEL_VIDEOS_PAGE_SIZE) };
      case 'pack': {
        const pack = channel.packs.find((candidate) => candidate.slug === routeParams['channelPackSlug']);
        if (!pack) return notFound('This channel pack does not exist.');
        const videos = newestFirst(await gateway.getChannelVideos(channel.slug));
        const unlocked = member.profile.unlockedChannelPackIds.includes(String(pack.channelPackId));
        return { kind: 'pack', status: 200, channel, pack, unlocked, page: pageOf(videos, page, CHANNEL_VIDEOS_PAGE_SIZE) };
      }
      default:
        break;
    }
    const video = await channelVideo(gateway, tenant.site, channel, routeParams['videoSlug'] ?? '');
    if (!video) return notFound('This video does not exist.');
    if (view === 'trailer') {
      return canSeeChannelTrailer(channel, abilities) ? { kind: 'trailer', status: 200, channel, video } : notFound('This video does not exist.');
    }
    if (view === 'pictureset') {
      const pictureSet = video.pictureSetSlug ? await gateway.getPictureSet(video.pictureSetSlug, tenant.site) : null;
      if (!pictureSet) return notFound('This picture set does not exist.');
      return { kind: 'pictureset', status: 200, channel, video, pictureSet, access: pictureSetAccess(video, member.profile, abilities) };
    }
    const packId = video.channel?.channelPackId;
    const packLocked = packId != null && !member.profile.unlockedChannelPackIds.includes(String(packId));
    const playable = abilities.can('play', 'FullVideo') && !packLocked;
    const denied = playable
      ? null
      : deniedOffer(
          deniedVideoAction({ channel: { channelPackId: packId == null ? null : String(packId), isThirdPartyChannel: channel.isThirdPartyChannel } }, member.profile, abilities),
          video,
        );
    return { kind: 'video', status: 200, channel, video, denied };
  });
  return result.ok ? result.value : { kind: 'failed', status: UPSTREAM_FAILED_STATUS };
}
