import { z } from 'zod';
import { videoCardSchema } from '../../catalogue/schemas.ts';

/**
 * The favourites calls of the member gateway (contract: upstream/members/favorites.graphql): one
 * page of a list, favourite, unfavourite. Each document selects exactly what its zod schema checks.
 */
export const FAVORITE_KINDS = ['VIDEO', 'PERFORMER', 'CHANNEL'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** Browsing spec section 9: default page size 12. */
export const FAVORITES_PAGE_SIZE = 12;

const IMAGE = 'src placeholder width height highdpi { double triple }';
const VIDEO_CARD = `videoId slug site title releaseDate runLength freeVideo isExclusive
  images { listing { ${IMAGE} } } models { slug name sex absoluteUrl }`;
const PERFORMER = 'slug name videoCount';
const CHANNEL = 'slug name category videoCount';

const named = z.object({ slug: z.string().min(1), name: z.string().min(1), videoCount: z.number().int().nonnegative() });
const performerSchema = named;
const channelSchema = named.extend({ category: z.string() });
export type FavoritePerformer = z.infer<typeof performerSchema>;
export type FavoriteChannel = z.infer<typeof channelSchema>;

const connection = <T extends z.ZodType>(node: T) =>
  z.object({ totalCount: z.number().int().nonnegative(), edges: z.array(z.object({ node })) });

const LISTS = {
  VIDEO: { field: 'favoriteVideos', select: VIDEO_CARD, schema: connection(videoCardSchema) },
  PERFORMER: { field: 'favoritePerformers', select: PERFORMER, schema: connection(performerSchema) },
  CHANNEL: { field: 'favoriteChannels', select: CHANNEL, schema: connection(channelSchema) },
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

/** The gateway answered something else than the contract says. */
export class FavoritesAnswerError extends Error {
  override name = 'FavoritesAnswerError';
}

export type GraphQLCall = (document: string, variables: Record<string, unknown>) => Promise<unknown>;

const CHANGE = (name: 'addFavorite' | 'removeFavorite') =>
  `mutation ${name}($site: String!, $kind: FavoriteKind!, $slug: String!) { ${name}(site: $site, kind: $kind, slug: $slug) }`;

/** The favourites calls for `site` (upper-case site code), through `call` (the member's token attached). */
export function favoritesCalls(site: string, call: GraphQLCall) {
  return {
    async favorites<K extends FavoriteKind>(kind: K, page: number): Promise<FavoritesPage<K>> {
      const list = LISTS[kind];
      const document = `query ${list.field}($site: String!, $first: Int!, $after: String) {
        result: ${list.field}(site: $site, first: $first, after: $after) { totalCount edges { node { ${list.select} } } } }`;
      const skip = (page - 1) * FAVORITES_PAGE_SIZE;
      const data = (await call(document, { site, first: FAVORITES_PAGE_SIZE, after: skip > 0 ? String(skip) : null })) as { result?: unknown };
      const parsed = list.schema.safeParse(data?.result);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new FavoritesAnswerError(`${list.field} answered an unexpected shape at ${issue?.path.join('.')}: ${issue?.message}`);
      }
      const { totalCount, edges } = parsed.data;
      return {
        items: edges.map((edge) => edge.node as FavoriteNodes[K]),
        totalCount,
        page,
        pageCount: Math.max(1, Math.ceil(totalCount / FAVORITES_PAGE_SIZE)),
      };
    },
    async addFavorite(kind: FavoriteKind, slug: string): Promise<void> {
      await call(CHANGE('addFavorite'), { site, kind, slug });
    },
    async removeFavorite(kind: FavoriteKind, slug: string): Promise<void> {
      await call(CHANGE('removeFavorite'), { site, kind, slug });
    },
  };
}
