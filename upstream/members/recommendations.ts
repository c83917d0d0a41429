import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SQLInputValue } from 'node:sqlite';
import { createGraphQLError } from 'graphql-yoga';
import type { ChannelRow, PerformerRow, VideoRow } from '../rows.ts';
import type { UpstreamCatalogue } from '../server.ts';
import { createShapes } from '../catalogue/shapes.ts';
import { UnknownSiteError } from '../sites.ts';
import type { MemberFeature } from './member-feature.ts';
import { RECOMMENDER_STORE_SCHEMA, recommenderEvents } from './recommender.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from './resolvers.ts';
import type { MemberStore } from './store.ts';

/**
 * The recommender's picks for the shelves of browsing spec section 6 other than the video pages'
 * (those are the catalogue's getVideoRecommendations*). The stand-in is deterministic: it scores
 * each candidate by what it shares with the items of the member's latest recommender events (a
 * video's categories and performers, a performer's, a channel's videos), leaves out the items those
 * events were about (the member has seen them), and breaks ties by rating, then newest. Every answer
 * has one recommId, as the real recommender gives, set on each pick.
 */
export const recommendationsTypeDefs = readFileSync(new URL('./recommendations.graphql', import.meta.url), 'utf8');

/** The most picks one answer holds. */
export const MAX_RECOMMENDATIONS = 50;
/** How many of the member's latest events make their taste. */
export const TASTE_EVENTS = 50;

const IN_JSON = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;
/** The member's taste: what a video shares with the videos and performers of their events. */
const VIDEO_SCORE = `(SELECT COUNT(*) FROM video_categories mine JOIN video_categories seen ON seen.category_id = mine.category_id
    WHERE mine.video_id = v.video_id AND ${IN_JSON('seen.video_id')})
  + (SELECT COUNT(*) FROM video_performers vp WHERE vp.video_id = v.video_id AND ${IN_JSON('vp.performer_id')})`;
/** Best for the member first, over the scored rows. */
const RANK = 'score DESC, rating DESC, release_date DESC, video_id DESC';

type Taste = { videos: string; models: string };
type Limited = { site: string; limit?: number | null };

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** What every shelf works with: the member's taste, the site check, the limit, the scored videos and one recommId per answer. */
function recommender(store: MemberStore, catalogue: Pick<UpstreamCatalogue, 'db' | 'sites' | 'media'>, verify: VerifyAccessToken) {
  const { db, sites } = catalogue;
  const shape = createShapes(db, sites, catalogue.media);
  const events = recommenderEvents(store);
  const all = <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as unknown as T[];

  async function tasteOf(context: MemberContext): Promise<Taste> {
    const latest = events.latest(await memberOf(context, verify), TASTE_EVENTS);
    const ids = (pick: (event: (typeof latest)[number]) => number | null) => JSON.stringify([...new Set(latest.flatMap((event) => pick(event) ?? []))]);
    return { videos: ids((event) => event.videoId), models: ids((event) => event.modelId) };
  }

  function contentSites(site: string): string[] {
    try {
      return sites.contentSitesOf(site);
    } catch (error) {
      if (error instanceof UnknownSiteError) throw badInput(error.message);
      throw error;
    }
  }

  function limitOf(limit: number | null | undefined): number {
    const size = limit ?? 9;
    if (!Number.isInteger(size) || size < 1 || size > MAX_RECOMMENDATIONS) throw badInput(`"limit" must be a whole number from 1 to ${MAX_RECOMMENDATIONS}; received ${size}.`);
    return size;
  }

  /**
   * Released videos of `siteCodes` the member has not seen, best for them first; `spread` takes
   * turns between the sites (each site's best, then each one's second…).
   */
  function videos(siteCodes: readonly string[], taste: Taste, limit: number, options: { where?: string; params?: SQLInputValue[]; spread?: boolean } = {}): VideoRow[] {
    const scored = `SELECT v.*, ${VIDEO_SCORE} AS score FROM videos v
      WHERE ${IN_JSON('v.site')} AND v.is_upcoming = 0 AND NOT ${IN_JSON('v.video_id')} AND ${options.where ?? '1'}`;
    const params = [taste.videos, taste.models, JSON.stringify(siteCodes), taste.videos, ...(options.params ?? [])];
    if (!options.spread) return all<VideoRow>(`SELECT * FROM (${scored}) ORDER BY ${RANK} LIMIT ?`, ...params, limit);
    return all<VideoRow>(
      `SELECT * FROM (SELECT scored.*, ROW_NUMBER() OVER (PARTITION BY site ORDER BY ${RANK}) AS turn FROM (${scored}) scored)
       ORDER BY turn, ${RANK} LIMIT ?`,
      ...params,
      limit,
    );
  }

  const picks = <T extends object>(items: readonly T[]) => {
    const recommId = randomUUID();
    return items.map((item) => ({ ...item, recommId }));
  };

  return { sites, shape, all, tasteOf, contentSites, limitOf, videos, picks };
}
type Recommender = ReturnType<typeof recommender>;

/** The shelves of videos: the home page's, a tag's, and the sister brands' (VMG). */
function videoShelves({ sites, shape, tasteOf, contentSites, limitOf, videos, picks }: Recommender) {
  return {
    async getHomeRecommendations(_: unknown, args: Limited, context: MemberContext) {
      const taste = await tasteOf(context);
      return picks(shape.videos(videos(contentSites(args.site), taste, limitOf(args.limit))));
    },
    async getTagRecommendations(_: unknown, args: Limited & { tag: string }, context: MemberContext) {
      const taste = await tasteOf(context);
      const inTag = 'v.video_id IN (SELECT vc.video_id FROM video_categories vc JOIN categories c USING (category_id) WHERE c.slug = ?)';
      return picks(shape.videos(videos(contentSites(args.site), taste, limitOf(args.limit), { where: inTag, params: [args.tag] })));
    },
    async getVMGRecommendations(_: unknown, args: Limited, context: MemberContext) {
      const taste = await tasteOf(context);
      contentSites(args.site);
      // The combined site's sister brands are all the brands it gathers: each pick leads to its own brand.
      const sisters = sites.contentTenants.map((tenant) => tenant.site).filter((site) => site !== args.site);
      return picks(shape.videos(videos(sisters, taste, limitOf(args.limit), { spread: true }), 8, true));
    },
  };
}

/** The shelves of performers and channels. */
function performerAndChannelShelves({ shape, all, tasteOf, contentSites, limitOf, picks }: Recommender) {
  return {
    async getRecommendedModels(_: unknown, args: Limited, context: MemberContext) {
      const taste = await tasteOf(context);
      const own = contentSites(args.site);
      const limit = limitOf(args.limit);
      // Their videos' likeness to the member's, and a performer they share a seen video with counts thrice.
      const rows = all<PerformerRow>(
        `SELECT p.*, (SELECT COUNT(*) FROM video_performers x WHERE x.performer_id = p.performer_id) AS video_count,
           (SELECT COUNT(*) FROM video_performers vp JOIN video_categories mine ON mine.video_id = vp.video_id
              JOIN video_categories seen ON seen.category_id = mine.category_id
              WHERE vp.performer_id = p.performer_id AND ${IN_JSON('seen.video_id')})
           + 3 * (SELECT COUNT(*) FROM video_performers vp WHERE vp.performer_id = p.performer_id AND ${IN_JSON('vp.video_id')}) AS score
         FROM performers p WHERE ${IN_JSON('p.site')} AND NOT ${IN_JSON('p.performer_id')}
         ORDER BY score DESC, p.rating DESC, p.name, p.performer_id LIMIT ?`,
        taste.videos, taste.videos, JSON.stringify(own), taste.models, limit,
      );
      return picks(rows.map(shape.performer));
    },
    async getRecommendedChannels(_: unknown, args: Limited & { internal: boolean }, context: MemberContext) {
      const taste = await tasteOf(context);
      const own = contentSites(args.site);
      const limit = limitOf(args.limit);
      const rows = all<ChannelRow & { video_count: number }>(
        `SELECT c.*, (SELECT COUNT(*) FROM videos v WHERE v.channel_id = c.channel_id) AS video_count,
           (SELECT COUNT(*) FROM videos v WHERE v.channel_id = c.channel_id AND ${IN_JSON('v.video_id')}) AS score
         FROM channels c WHERE ${IN_JSON('c.site')} AND c.is_third_party = ?
         ORDER BY score DESC, video_count DESC, c.channel_id LIMIT ?`,
        taste.videos, JSON.stringify(own), args.internal ? 0 : 1, limit,
      );
      return picks(rows.map((row) => shape.channel(row, row.video_count)));
    },
  };
}

export function createRecommendationResolvers(store: MemberStore, catalogue: Pick<UpstreamCatalogue, 'db' | 'sites' | 'media'>, verify: VerifyAccessToken) {
  const shelves = recommender(store, catalogue, verify);
  return { Query: { ...videoShelves(shelves), ...performerAndChannelShelves(shelves) } };
}

/** The recommender's shelves as a member feature of the upstream; it reads the events recommender.ts records. */
export const recommendationsFeature: MemberFeature = {
  storeSchema: RECOMMENDER_STORE_SCHEMA,
  create: ({ store, verify, catalogue }) => ({
    graphql: { typeDefs: recommendationsTypeDefs, resolvers: createRecommendationResolvers(store, catalogue, verify) },
  }),
};
