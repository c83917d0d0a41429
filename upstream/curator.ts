import type { MediaUrls } from './media.ts';
import type { VideoRow } from './rows.ts';
import { SIZES } from './catalogue/picture-sizes.ts';

/**
 * The curator feed (browsing spec section 2: "/wall Requires tenant feature curator"), standing in
 * for the social-media aggregator a brand's wall shows: the posts of the brand's and its performers'
 * social accounts, newest first. The stand-in writes one post per newest video, deterministically
 * (the network by turn, the author the video's first performer or else the brand), with the video's
 * picture; a real curator answers the same fields.
 */
export const CURATOR_NETWORKS = ['instagram', 'x', 'tiktok'] as const;
/** The most posts one answer holds. */
export const CURATOR_FEED_MAX = 48;

/** A newest video with the name of its first performer (by name), if any. */
export type CuratorSource = VideoRow & { performer: string | null };

const handleOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function curatorPost(row: CuratorSource, index: number, media: MediaUrls) {
  const network = CURATOR_NETWORKS[index % CURATOR_NETWORKS.length] ?? 'instagram';
  const handle = handleOf(row.performer ?? row.site);
  const [width, height] = SIZES.videoListing[0];
  return {
    id: `${network}-${row.site.toLowerCase()}-${row.slug}`,
    network,
    author: `@${handle}`,
    text: row.performer ? `${row.performer} in “${row.title}”: out now.` : `“${row.title}”: out now.`,
    image: media.image(row.site, 'video', row.slug, width, height),
    url: `https://${network}.example/${handle}/${row.slug}`,
    postedAt: `${row.release_date}T18:00:00Z`,
  };
}
