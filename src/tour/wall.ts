import type { CuratorPost } from '../catalogue/schemas.ts';

/** How many posts of the curator feed the wall shows: four rows of the large list size, at most. */
export const WALL_POST_COUNT = 24;

/** The networks of the curator feed, as the wall names them. */
export const CURATOR_NETWORK_NAMES: Readonly<Record<CuratorPost['network'], string>> = { instagram: 'Instagram', x: 'X', tiktok: 'TikTok' };
