import type { ChannelRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { page, type Paging, type RowSet } from './pages.ts';
import { videosOf } from './video-sets.ts';

/** A site's channels, each with its count of videos. */
export function channelQueries(context: CatalogueContext) {
  const { sitesOf, shape } = context;
  return {
    channels(_: unknown, args: Paging & { site: string }) {
      const set: RowSet = { from: 'channels c', where: IN_SITES('c.site'), params: [sitesOf(args.site)], order: 'c.channel_id', id: 'c.channel_id' };
      return page(context, set, args, (rows: (ChannelRow & { video_count: number })[]) => rows.map((row) => shape.channel(row, row.video_count)),
        'c.*, (SELECT COUNT(*) FROM videos v WHERE v.channel_id = c.channel_id) AS video_count');
    },
  };
}

/** A channel's videos, on the channel's site. */
export function channelVideos(context: CatalogueContext) {
  return {
    videos: (c: { channelId: number; site: string }, args: Paging) => page(context, videosOf(context, c.site, 'v.channel_id = ?', c.channelId), args, context.videos),
  };
}
