import { z } from 'zod';
import { videoCardSchema } from '../../catalogue/schemas.ts';
import { ADD_FAVORITE, FAVORITE_CHANNELS, FAVORITE_PERFORMERS, FAVORITE_SLUGS, FAVORITE_VIDEOS, REMOVE_FAVORITE } from '../../gateway/documents/favorites.ts';
import { flagResult, resultOf } from '../../gateway/result.ts';
import { pageCount, PAGE_SIZE, skipFor } from '../../paging/index.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import type { FavoriteKind } from './favorites.ts';

/** The favourites calls of the member gateway (contract: upstream/members/favorites.graphql). */
/** Browsing spec section 9: "favorite batch size 100", the most one call asks for. */
export const FAVORITE_BATCH_SIZE = 100;

const named = z.object({ slug: z.string().min(1), name: z.string().min(1), videoCount: z.number().int().nonnegative() });
const favoritePerformerSchema = named;
const favoriteChannelSchema = named.extend({ category: z.string() });
export type FavoritePerformer = z.infer<typeof favoritePerformerSchema>;
export type FavoriteChannel = z.infer<typeof favoriteChannelSchema>;

const connection = <T extends z.ZodType>(node: T) =>
  resultOf(z.object({ totalCount: z.number().int().nonnegative(), edges: z.array(z.object({ node })) }));

const slugConnection = connection(z.object({ slug: z.string().min(1) }));

const LISTS = {
  VIDEO: { operation: 'favoriteVideos', document: FAVORITE_VIDEOS, schema: connection(videoCardSchema) },
  PERFORMER: { operation: 'favoritePerformers', document: FAVORITE_PERFORMERS, schema: connection(favoritePerformerSchema) },
  CHANNEL: { operation: 'favoriteChannels', document: FAVORITE_CHANNELS, schema: connection(favoriteChannelSchema) },
} as const;

/** What one favourite of each kind looks like on the site. */
export interface FavoriteNodes {
  VIDEO: z.infer<typeof videoCardSchema>;
  PERFORMER: FavoritePerformer;
  CHANNEL: FavoriteChannel;
}

export interface FavoritesPage<K extends FavoriteKind> {
  items: FavoriteNodes[K][];
  totalCount: number;
  page: number;
  pageCount: number;
}

export interface FavoritesCalls {
  /** One page (1-based) of the member's favourites of `kind` on this site, newest first. */
  favorites<K extends FavoriteKind>(kind: K, page: number): Promise<FavoritesPage<K>>;
  /** Every favourite's slug of `kind` on this site, fetched a batch at a time. */
  favoriteSlugs(kind: FavoriteKind): Promise<string[]>;
  /** Idempotent; an unknown slug rejects. */
  addFavorite(kind: FavoriteKind, slug: string): Promise<void>;
  removeFavorite(kind: FavoriteKind, slug: string): Promise<void>;
}

/** The favourites calls for `site` (upper-case site code), through the member's own gateway. */
export function favoritesCalls(gateway: MemberGateway, site: string): FavoritesCalls {
  return {
    async favorites<K extends FavoriteKind>(kind: K, page: number): Promise<FavoritesPage<K>> {
      const list = LISTS[kind];
      const skip = skipFor(page);
      const { totalCount, edges } = await gateway.query(list.operation, list.document, { site, first: PAGE_SIZE, after: skip > 0 ? String(skip) : null }, list.schema);
      return { items: edges.map((edge) => edge.node as FavoriteNodes[K]), totalCount, page, pageCount: pageCount(totalCount) };
    },
    async favoriteSlugs(kind) {
      const slugs: string[] = [];
      // `after` is a position in the list: a favourite the catalogue no longer has is counted, not listed.
      for (let skip = 0; ; skip += FAVORITE_BATCH_SIZE) {
        const variables = { site, first: FAVORITE_BATCH_SIZE, after: skip > 0 ? String(skip) : null };
        const { totalCount, edges } = await gateway.query(`${LISTS[kind].operation}Slugs`, FAVORITE_SLUGS[kind], variables, slugConnection);
        slugs.push(...edges.map((edge) => edge.node.slug));
        if (skip + FAVORITE_BATCH_SIZE >= totalCount) return slugs;
      }
    },
    async addFavorite(kind, slug) {
      await gateway.mutate('addFavorite', ADD_FAVORITE, { site, kind, slug }, flagResult);
    },
    async removeFavorite(kind, slug) {
      await gateway.mutate('removeFavorite', REMOVE_FAVORITE, { site, kind, slug }, flagResult);
    },
  };
}
