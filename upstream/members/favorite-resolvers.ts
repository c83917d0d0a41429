import { readFileSync } from 'node:fs';
import type { GraphQLResolveInfo } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { MAX_PAGE_SIZE } from '../catalogue/pages.ts';
import type { MemberDirectory } from './member-directory.ts';
import { FAVORITE_KINDS, slice, type FavoriteKind, type FavoriteList } from './favorites.ts';
import { lookup, memberOf, type MemberContext, type VerifyAccessToken } from './resolvers.ts';

/** Favourites' type definitions; they name the catalogue's Video, Performer and Channel, so merge after both. */
export const favoriteTypeDefs = readFileSync(new URL('./favorites.graphql', import.meta.url), 'utf8');

type Node = { slug: string };
type CatalogueField = (args: Record<string, unknown>) => unknown;

const NOUN: Readonly<Record<FavoriteKind, string>> = { VIDEO: 'video', PERFORMER: 'performer', CHANNEL: 'channel' };

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function nodesOf(page: unknown): Node[] {
  const nodes = (page as { nodes: Node[] | (() => Node[]) }).nodes;
  return typeof nodes === 'function' ? nodes() : nodes;
}

/**
 * The catalogue side of favourites, through the catalogue's own Query fields of the merged schema:
 * favourites keep slugs only, and a favourite's node is whatever the catalogue answers for it.
 */
function catalogueOf(site: string, context: unknown, info: GraphQLResolveInfo) {
  const fields = info.schema.getQueryType()?.getFields() ?? {};
  const field = (name: string): CatalogueField => {
    const resolve = fields[name]?.resolve;
    if (!resolve) throw createGraphQLError(`Favourites need the catalogue's "${name}" query, which this schema lacks.`);
    return (args) => resolve(undefined, args, context, info);
  };
  const lists: Record<Exclude<FavoriteKind, 'VIDEO'>, (first: number) => Node[]> = {
    PERFORMER: (first) => nodesOf(field('performers')({ site, skip: 0, first, filter: null, orderBy: 'rating' })),
    CHANNEL: (first) => nodesOf(field('channels')({ site, skip: 0, first })),
  };
  const known = new Map<FavoriteKind, Map<string, Node>>();
  return {
    /** The first `count` of `kind` on the site: the deterministic seed. */
    top(kind: FavoriteKind, count: number): string[] {
      const nodes = kind === 'VIDEO' ? nodesOf(field('videos')({ site, skip: 0, first: count, filter: null })) : lists[kind](count);
      return nodes.map((node) => node.slug);
    },
    /** The catalogue's node for `slug`, or null when the site has no such item. */
    find(kind: FavoriteKind, slug: string): Node | null {
      if (kind === 'VIDEO') return (field('getVideo')({ input: { slug, site, relatedCount: 0 } }) as Node | null) ?? null;
      let bySlug = known.get(kind);
      if (!bySlug) known.set(kind, (bySlug = new Map(lists[kind](MAX_PAGE_SIZE).map((node) => [node.slug, node]))));
      return bySlug.get(slug) ?? null;
    },
  };
}

type Args = { site: string; first?: number | null; after?: string | null; kind?: string; slug?: string };

function kindOf(value: unknown): FavoriteKind {
  const kind = FAVORITE_KINDS.find((k) => k === value);
  if (!kind) throw badInput(`Unknown favourite kind "${String(value)}". Known kinds: ${FAVORITE_KINDS.join(', ')}.`);
  return kind;
}

/**
 * Query.favoriteVideos/Performers/Channels and Mutation.addFavorite/removeFavorite, for the member of
 * the bearer token (401 without one); merge into a schema that has the catalogue's queries.
 */
export function createFavoriteResolvers(directoryOf: () => MemberDirectory, verify: VerifyAccessToken) {
  const as = <T>(fn: (accountId: string, args: Args, context: unknown, info: GraphQLResolveInfo) => T) =>
    async (_: unknown, args: Args, context: MemberContext, info: GraphQLResolveInfo) => {
      const accountId = await memberOf(context, verify);
      return lookup(() => fn(accountId, args, context, info));
    };
  const listOf = (accountId: string, args: Args, kind: FavoriteKind, catalogue: ReturnType<typeof catalogueOf>) =>
    directoryOf().favorites(accountId, args.site, kind, (k, count) => catalogue.top(k, count));
  const connection = (kind: FavoriteKind) =>
    as((accountId, args, context, info) => {
      const catalogue = catalogueOf(args.site, context, info);
      const list = listOf(accountId, args, kind, catalogue);
      let page;
      try {
        page = slice(list.slugs, args.first, args.after);
      } catch (error) {
        throw badInput((error as Error).message);
      }
      const edges = page.flatMap(({ slug, cursor }) => {
        const node = catalogue.find(kind, slug);
        return node ? [{ cursor, node }] : [];
      });
      return { totalCount: list.slugs.length, edges };
    });
  const change = (apply: (list: FavoriteList, slug: string) => void) =>
    as((accountId, args, context, info) => {
      const kind = kindOf(args.kind);
      const slug = args.slug ?? '';
      const catalogue = catalogueOf(args.site, context, info);
      // An item the site does not show (another brand's) is unknown: checked before the member's list
      // is even seeded, so naming one writes nothing.
      if (!catalogue.find(kind, slug)) throw badInput(`Unknown ${NOUN[kind]} "${slug}" on site ${args.site}.`);
      apply(listOf(accountId, args, kind, catalogue), slug);
      return true;
    });
  return {
    Query: { favoriteVideos: connection('VIDEO'), favoritePerformers: connection('PERFORMER'), favoriteChannels: connection('CHANNEL') },
    Mutation: { addFavorite: change((list, slug) => list.add(slug)), removeFavorite: change((list, slug) => list.remove(slug)) },
  };
}
