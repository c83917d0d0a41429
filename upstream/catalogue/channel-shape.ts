import { CHANNEL_PACK_PRICE } from '../members/gems/channel-packs.ts';
import type { ChannelRow, PackRow } from '../rows.ts';
import { SIZES } from './picture-sizes.ts';
import type { ShapeContext } from './shape-context.ts';

/** A channel as the catalogue answers it, with its packs. */
export function channelShape({ db, images }: ShapeContext) {
  const packs = db.prepare(
    'SELECT p.*, (SELECT COUNT(*) FROM videos v WHERE v.channel_pack_id = p.channel_pack_id) AS video_count FROM channel_packs p WHERE p.channel_id = ? ORDER BY p.channel_pack_id',
  );
  return function channel(row: ChannelRow, videoCount: number) {
    return {
      channelId: row.channel_id,
      slug: row.slug,
      site: row.site,
      name: row.name,
      description: row.description,
      isThirdPartyChannel: row.is_third_party === 1,
      internal: row.is_third_party === 0,
      category: row.category,
      videoCount,
      images: { listing: images(row.site, 'channel', row.slug, SIZES.channelListing) },
      packs: (packs.all(row.channel_id) as unknown as PackRow[]).map((pack) => ({
        channelPackId: pack.channel_pack_id,
        slug: pack.slug,
        name: pack.name,
        // What unlocking it costs (membership spec section 9: 10 gems each), not the seed's older random price.
        gems: CHANNEL_PACK_PRICE,
        videoCount: pack.video_count,
      })),
    };
  };
}
