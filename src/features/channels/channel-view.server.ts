import type { Channel, ChannelPack, PictureSet, VideoCard, VideoDetail } from '../../catalogue/schemas.ts';
import { pictureSetAccess, type PictureSetAccess } from '../../access/index.ts';
import { loadFromGateway, type GatewayFailure } from '../../gateway/failure.ts';
import { pageOf, pageParam, type PageOf } from '../../paging/index.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { fullSizePhotoToken } from '../pictureset/pictureset.server.ts';
import { canSeeChannelTrailer, holdsPack, newestFirst } from './channels.ts';
import { allChannelVideos, channelVideo, packVideos, visibleChannel } from './channels.server.ts';

/** The channel routes of browsing spec section 2 below /channels/:channelSlug. */
export type ChannelView = 'overview' | 'videos' | 'video' | 'trailer' | 'pictureset' | 'pack';

export type ChannelViewData =
  | { kind: 'anonymous'; status: 200 }
  | { kind: 'failed'; status: GatewayFailure['status'] }
  | { kind: 'not-found'; status: 404; what: string }
  | { kind: 'overview'; status: 200; channel: Channel; videos: VideoCard[] }
  | { kind: 'videos'; status: 200; channel: Channel; page: PageOf<VideoCard> }
  | { kind: 'video'; status: 200; channel: Channel; video: VideoDetail }
  | { kind: 'trailer'; status: 200; channel: Channel; video: VideoDetail }
  | { kind: 'pictureset'; status: 200; channel: Channel; video: VideoDetail; pictureSet: PictureSet; access: PictureSetAccess; photoToken: string | null }
  | { kind: 'pack'; status: 200; channel: Channel; pack: ChannelPack; unlocked: boolean; page: PageOf<VideoCard> };

const notFound = (what: string): ChannelViewData => ({ kind: 'not-found', status: 404, what });

/** Loads what a channel route shows for the signed-in member; a gateway failure is a page state, never a throw. */
export async function loadChannelView(view: ChannelView, context: RequestContext, routeParams: Readonly<Record<string, string | undefined>>): Promise<ChannelViewData> {
  const { member, catalogue, tenant } = context;
  if (!member) return { kind: 'anonymous', status: 200 };
  const { abilities } = member;
  const page = pageParam(routeParams);
  const result = await loadFromGateway(`channel ${view}`, async (): Promise<ChannelViewData> => {
    const channel = await visibleChannel(catalogue, tenant.site, routeParams['channelSlug'] ?? '', abilities);
    if (!channel) return notFound('This channel does not exist.');
    switch (view) {
      case 'overview':
        return { kind: 'overview', status: 200, channel, videos: newestFirst(await catalogue.getChannelVideos(channel.slug)) };
      case 'videos':
        return { kind: 'videos', status: 200, channel, page: pageOf(newestFirst(await allChannelVideos(catalogue, tenant.site, channel)), page) };
      case 'pack': {
        const pack = channel.packs.find((candidate) => candidate.slug === routeParams['channelPackSlug']);
        if (!pack) return notFound('This channel pack does not exist.');
        const videos = newestFirst(packVideos(await allChannelVideos(catalogue, tenant.site, channel), pack));
        const unlocked = holdsPack(pack, channel, member.profile);
        return { kind: 'pack', status: 200, channel, pack, unlocked, page: pageOf(videos, page) };
      }
      default:
        break;
    }
    const video = await channelVideo(catalogue, tenant.site, channel, routeParams['videoSlug'] ?? '');
    if (!video) return notFound('This video does not exist.');
    if (view === 'trailer') {
      return canSeeChannelTrailer(channel, abilities) ? { kind: 'trailer', status: 200, channel, video } : notFound('This video does not exist.');
    }
    if (view === 'pictureset') {
      const pictureSet = video.pictureSetSlug ? await catalogue.getPictureSet(video.pictureSetSlug, tenant.site) : null;
      if (!pictureSet) return notFound('This picture set does not exist.');
      const access = pictureSetAccess(video, member);
      return { kind: 'pictureset', status: 200, channel, video, pictureSet, access, photoToken: await fullSizePhotoToken(member.gateway, pictureSet.slug, access, context.log) };
    }
    return { kind: 'video', status: 200, channel, video };
  }, context.log);
  return result.ok ? result.data : { kind: 'failed', status: result.status };
}
