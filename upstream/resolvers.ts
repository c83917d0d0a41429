import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { GraphQLError } from 'graphql';
import type { MediaUrls } from './media.ts';
import type { CategoryRow, ChannelRow, CountedRow, DealRow, FacetRow, PerformerRow, PictureSetRow, ShowcaseRow, TotalRow, VideoRow } from './rows.ts';
import { createShapes } from './shapes.ts';
import { curatorPost, CURATOR_FEED_MAX, type CuratorSource } from './curator.ts';
import { UnknownSiteError, type Sites } from './sites.ts';

/** Largest page a paged query answers; the snapshot pages with it. */
export const MAX_PAGE_SIZE = 500;
/** getChannelVideos answers the channel's last 6 videos (browsing spec section 7). */
export const CHANNEL_VIDEOS_LIMIT = 6;
/** getAwardedVideos keeps videos whose award equals 1 (browsing spec section 7). */
export const AWARD = 1;

const VIDEO_FACETS = ['categories', 'featuredCategories', 'directors', 'modelsF', 'modelsM', 'sites', 'channels', 'hairColor', 'ageF', 'ageM', 'breast', 'year', 'nationalityF', 'nationalityM'];
const PERFORMER_FACETS = ['sex', 'name', 'sites', 'breast', 'hairColor', 'nationality'];
const NEWEST = 'v.release_date DESC, v.video_id DESC';
const PERFORMER_ORDERS: Record<string, string> = {
  rating: 'p.rating DESC, p.name, p.performer_id',
  name: 'p.name, p.performer_id',
  newest: 'p.performer_id DESC',
};

type Paging = { skip?: number | null; first?: number | null };
type FacetFilter = { name: string; values: string[] };
/** A set of rows described by SQL: where it comes from, which ones, in what order. */
type RowSet = { from: string; where: string; params: SQLInputValue[]; order: string; id: string; facets?: { table: string; key: string; names: string[] } };

export function createResolvers(db: DatabaseSync, sites: Sites, media: MediaUrls) {
  const shape = createShapes(db, sites, media);
  const all = <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as unknown as T[];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- node:sqlite rows are untyped: the caller names the shape its SELECT returns
  const one = <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).get(...params) as unknown as T | undefined;

  const sitesOf = (site: string): string => {
    try {
      return JSON.stringify(sites.contentSitesOf(site));
    } catch (error) {
      if (error instanceof UnknownSiteError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
      throw error;
    }
  };
  const IN_SITES = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;

  function paging({ skip, first }: Paging): { skip: number; first: number } {
    const s = skip ?? 0;
    const f = first ?? 12;
    if (!Number.isInteger(s) || s < 0) throw new GraphQLError(`"skip" must be a whole number of at least 0; received ${s}.`);
    if (!Number.isInteger(f) || f < 1 || f > MAX_PAGE_SIZE) throw new GraphQLError(`"first" must be a whole number from 1 to ${MAX_PAGE_SIZE}; received ${f}.`);
    return { skip: s, first: f };
  }

  function withFacetFilters(set: RowSet, filters: readonly FacetFilter[] | null | undefined): RowSet {
    if (!set.facets || !filters?.length) return set;
    const { table, key } = set.facets;
    const clauses = filters.map(() => `${set.id} IN (SELECT ${key} FROM ${table} WHERE facet = ? AND value IN (SELECT value FROM json_each(?)))`);
    return {
      ...set,
      where: [set.where, ...clauses].join(' AND '),
      params: [...set.params, ...filters.flatMap((f) => [f.name, JSON.stringify(f.values)])],
    };
  }

  /** A lazily computed page of `set`: each field runs its query only when asked for. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Row names the shape of the rows the query returns (node:sqlite rows are untyped)
  function page<Row, Node>(set: RowSet, args: Paging, toNodes: (rows: Row[]) => Node[], select = '*') {
    const { skip, first } = paging(args);
    return {
      totalCount: () => one<TotalRow>(`SELECT COUNT(*) AS total FROM ${set.from} WHERE ${set.where}`, ...set.params)?.total ?? 0,
      nodes: () => toNodes(all<Row>(`SELECT ${select} FROM ${set.from} WHERE ${set.where} ORDER BY ${set.order} LIMIT ? OFFSET ?`, ...set.params, first, skip)),
      facets: () => facets(set),
    };
  }

  function facets(set: RowSet) {
    if (!set.facets) return [];
    const { table, key, names } = set.facets;
    const rows = all<FacetRow>(
      `SELECT facet, value, MAX(label) AS label, COUNT(*) AS count FROM ${table}
       WHERE ${key} IN (SELECT ${set.id} FROM ${set.from} WHERE ${set.where})
       GROUP BY facet, value ORDER BY count DESC, label`,
      ...set.params,
    );
    return names.map((name) => ({ name, values: rows.filter((row) => row.facet === name).map(({ value, label, count }) => ({ value, label, count })) }));
  }

  const videoFacets = { table: 'video_facets', key: 'video_id', names: VIDEO_FACETS };
  const videosOf = (site: string, where = '1', ...params: SQLInputValue[]): RowSet => ({
    from: 'videos v',
    where: `${IN_SITES('v.site')} AND ${where}`,
    params: [sitesOf(site), ...params],
    order: NEWEST,
    id: 'v.video_id',
    facets: videoFacets,
  });
  /** Shaped together, so that their relations are loaded together (shapes.ts). */
  const videos = (rows: VideoRow[]) => shape.videos(rows);
  const PERFORMER_SELECT = 'p.*, (SELECT COUNT(*) FROM video_performers vp WHERE vp.performer_id = p.performer_id) AS video_count';

  function recommendations(site: string, videoId: number, limit: number, crossNavigation: boolean) {
    // One id per answer, as the recommender gives: the site sends it back with the events it causes.
    const recommId = randomUUID();
    const source = one<VideoRow>('SELECT * FROM videos WHERE video_id = ?', videoId);
    if (!source) return [];
    const candidates = crossNavigation
      ? sites.contentTenants.map((t) => t.site).filter((s) => s !== source.site)
      : (JSON.parse(sitesOf(site)) as string[]).filter((s) => s === source.site);
    const rows = all<VideoRow>(
      `SELECT v.*, COUNT(*) AS score FROM video_categories mine
       JOIN video_categories theirs ON theirs.category_id = mine.category_id AND theirs.video_id != mine.video_id
       JOIN videos v ON v.video_id = theirs.video_id
       WHERE mine.video_id = ? AND ${IN_SITES('v.site')}
       GROUP BY v.video_id ORDER BY score DESC, ${NEWEST} LIMIT ?`,
      videoId,
      JSON.stringify(candidates),
      limit,
    );
    return shape.videos(rows, 8, crossNavigation).map((video) => ({ ...video, recommId }));
  }

  const Query = {
    getVideo(_: unknown, { input }: { input: { slug: string; site: string; relatedCount?: number | null } }) {
      const row = one<VideoRow>(`SELECT * FROM videos WHERE slug = ? AND ${IN_SITES('site')}`, input.slug, sitesOf(input.site));
      return row ? shape.video(row, input.relatedCount ?? 8) : null;
    },
    getPictureSet(_: unknown, { slug, site }: { slug: string; site: string }) {
      const row = one<PictureSetRow>(`SELECT * FROM picture_sets WHERE slug = ? AND ${IN_SITES('site')}`, slug, sitesOf(site));
      return row ? shape.pictureSet(row) : null;
    },
    getAwardedVideos: (_: unknown, args: Paging & { site: string }) => page(videosOf(args.site, 'v.award = ?', AWARD), args, videos),
    getChannelVideos(_: unknown, { channelSlug }: { channelSlug: string }) {
      return videos(all<VideoRow>(
        `SELECT v.* FROM videos v JOIN channels c USING (channel_id) WHERE c.slug = ? ORDER BY ${NEWEST} LIMIT ?`,
        channelSlug,
        CHANNEL_VIDEOS_LIMIT,
      ));
    },
    getAllFilters(_: unknown, { site, filter, minScenes }: { site: string; filter?: string | null; minScenes?: number | null }) {
      const sitesJson = sitesOf(site);
      const like = `%${(filter ?? '').toLowerCase()}%`;
      const min = minScenes ?? 1;
      const counted = (sql: string) => all<CountedRow>(sql, sitesJson, like, min);
      const people = (sex: string) =>
        all<CountedRow>(
          `SELECT p.slug, p.name, COUNT(*) AS scenes FROM performers p JOIN video_performers USING (performer_id)
           WHERE p.sex = ? AND ${IN_SITES('p.site')} AND lower(p.name) LIKE ? GROUP BY p.performer_id HAVING scenes >= ? ORDER BY p.name`,
          sex, sitesJson, like, min,
        );
      return {
        categories: counted(
          `SELECT c.category_id AS id, c.slug, c.name, c.is_highlighted = 1 AS isHighlighted, COUNT(*) AS scenes
           FROM categories c JOIN video_categories USING (category_id) JOIN videos v USING (video_id)
           WHERE ${IN_SITES('v.site')} AND lower(c.name) LIKE ? GROUP BY c.category_id HAVING scenes >= ? ORDER BY c.name`,
        ).map((row) => ({ ...row, isHighlighted: Boolean((row as unknown as { isHighlighted: number }).isHighlighted) })),
        directors: counted(
          `SELECT d.slug, d.name, COUNT(*) AS scenes FROM directors d JOIN video_directors USING (director_id)
           WHERE ${IN_SITES('d.site')} AND lower(d.name) LIKE ? GROUP BY d.director_id HAVING scenes >= ? ORDER BY d.name`,
        ),
        girls: people('F'),
        guys: people('M'),
      };
    },
    getVideoRecommendations: (_: unknown, a: { site: string; videoId: number; limit?: number | null }) =>
      recommendations(a.site, a.videoId, paging({ first: a.limit ?? 9 }).first, false),
    getVideoRecommendationsCrossNavigation: (_: unknown, a: { site: string; videoId: number; limit?: number | null }) => {
      sitesOf(a.site);
      return recommendations(a.site, a.videoId, paging({ first: a.limit ?? 9 }).first, true);
    },
    getWelcomePagePictureSet(_: unknown, { input }: { input: { site: string } }) {
      sitesOf(input.site);
      return shape.welcomePictureSet(input.site);
    },
    findDeals(_: unknown, { input }: { input: { limit?: number | null; type: 'carousel' | 'interstitial' | 'listing'; site: string; audience?: string | null } }) {
      const column = { carousel: ['enabled_carousel', 'rank'], interstitial: ['enabled_interstitial', 'rank_interstitial'], listing: ['enabled_listing', 'rank_listing'] }[input.type];
      const [enabled, rank] = column;
      return all<DealRow>(
        `SELECT * FROM deals WHERE ${IN_SITES('site')} AND ${enabled} = 1 AND audience = ? ORDER BY ${rank}, deal_id LIMIT ?`,
        sitesOf(input.site),
        input.audience ?? 'member',
        paging({ first: input.limit ?? 40 }).first,
      ).map(shape.deal);
    },
    getCuratorFeed(_: unknown, args: { site: string; first?: number | null }) {
      const first = Math.min(paging({ first: args.first ?? 24 }).first, CURATOR_FEED_MAX);
      const rows = all<CuratorSource>(
        `SELECT v.*, (SELECT p.name FROM video_performers vp JOIN performers p USING (performer_id) WHERE vp.video_id = v.video_id ORDER BY p.name LIMIT 1) AS performer
         FROM videos v WHERE ${IN_SITES('v.site')} ORDER BY ${NEWEST} LIMIT ?`,
        sitesOf(args.site),
        first,
      );
      return rows.map((row, index) => curatorPost(row, index, media));
    },
    getTopRatedVideos: (_: unknown, args: Paging & { site: string }) =>
      page({ ...videosOf(args.site), order: `v.rating DESC, ${NEWEST}` }, args, videos),

    videos: (_: unknown, args: Paging & { site: string; filter?: FacetFilter[] | null }) => page(withFacetFilters(videosOf(args.site), args.filter), args, videos),
    performers(_: unknown, args: Paging & { site: string; filter?: FacetFilter[] | null; orderBy?: string | null }) {
      const set: RowSet = {
        from: 'performers p',
        where: IN_SITES('p.site'),
        params: [sitesOf(args.site)],
        order: PERFORMER_ORDERS[args.orderBy ?? 'rating'] ?? 'p.rating DESC',
        id: 'p.performer_id',
        facets: { table: 'performer_facets', key: 'performer_id', names: PERFORMER_FACETS },
      };
      return page(withFacetFilters(set, args.filter), args, (rows: PerformerRow[]) => rows.map(shape.performer), PERFORMER_SELECT);
    },
    categories: (_: unknown, args: Paging & { site: string }) => categoriesPage(args.site, args),
    channels(_: unknown, args: Paging & { site: string }) {
      const set: RowSet = { from: 'channels c', where: IN_SITES('c.site'), params: [sitesOf(args.site)], order: 'c.channel_id', id: 'c.channel_id' };
      return page(set, args, (rows: (ChannelRow & { video_count: number })[]) => rows.map((row) => shape.channel(row, row.video_count)),
        'c.*, (SELECT COUNT(*) FROM videos v WHERE v.channel_id = c.channel_id) AS video_count');
    },
    showcases(_: unknown, args: Paging & { site: string }) {
      const set: RowSet = { from: 'showcases s', where: IN_SITES('s.site'), params: [sitesOf(args.site)], order: 's.showcase_id', id: 's.showcase_id' };
      return page(set, args, (rows: ShowcaseRow[]) => rows.map((row) => ({
        showcaseId: row.showcase_id,
        slug: row.slug,
        site: row.site,
        title: row.title,
        description: row.description,
        videos: () => videos(all<VideoRow>('SELECT v.* FROM showcase_videos sv JOIN videos v USING (video_id) WHERE sv.showcase_id = ? ORDER BY sv.position', row.showcase_id)),
      })));
    },
    pictureSets(_: unknown, args: Paging & { site: string }) {
      const set: RowSet = { from: 'picture_sets ps', where: IN_SITES('ps.site'), params: [sitesOf(args.site)], order: 'ps.picture_set_id', id: 'ps.picture_set_id' };
      return page(set, args, (rows: PictureSetRow[]) => rows.map(shape.pictureSet));
    },
    search(_: unknown, args: Paging & { site: string; q: string }) {
      const sitesJson = sitesOf(args.site);
      const q = args.q.trim().toLowerCase();
      const like = `%${q}%`;
      const matching = q === ''
        ? '0'
        : `(lower(v.title) LIKE ?
           OR v.video_id IN (SELECT vp.video_id FROM video_performers vp JOIN performers p USING (performer_id) WHERE lower(p.name) LIKE ?)
           OR v.video_id IN (SELECT vc.video_id FROM video_categories vc JOIN categories c USING (category_id) WHERE lower(c.name) LIKE ?))`;
      const set: RowSet = { ...videosOf(args.site, matching, ...(q === '' ? [] : [like, like, like])) };
      const found = page(set, args, videos);
      return {
        videos: found.nodes,
        totalCount: found.totalCount,
        categories: () => (q === '' ? [] : categoryRows(sitesJson, 'AND lower(c.name) LIKE ?', [like], { skip: 0, first: MAX_PAGE_SIZE })),
        models: () =>
          q === ''
            ? []
            : all<PerformerRow>(`SELECT * FROM performers p WHERE ${IN_SITES('p.site')} AND lower(p.name) LIKE ? ORDER BY p.rating DESC, p.name LIMIT ?`, sitesJson, like, paging(args).first).map(shape.modelRef),
      };
    },
  };

  function categoryRows(sitesJson: string, extra: string, params: SQLInputValue[], { skip, first }: { skip: number; first: number }) {
    return all<CategoryRow>(
      `SELECT c.*, COUNT(*) AS scenes FROM categories c JOIN video_categories USING (category_id) JOIN videos v USING (video_id)
       WHERE ${IN_SITES('v.site')} ${extra} GROUP BY c.category_id ORDER BY c.name LIMIT ? OFFSET ?`,
      sitesJson, ...params, first, skip,
    ).map((row) => ({ id: row.category_id, slug: row.slug, name: row.name, scenes: row.scenes, isHighlighted: row.is_highlighted === 1 }));
  }

  function categoriesPage(site: string, args: Paging) {
    const sitesJson = sitesOf(site);
    const window = paging(args);
    return {
      totalCount: () =>
        one<TotalRow>(
          `SELECT COUNT(DISTINCT vc.category_id) AS total FROM video_categories vc JOIN videos v USING (video_id) WHERE ${IN_SITES('v.site')}`,
          sitesJson,
        )?.total ?? 0,
      nodes: () => categoryRows(sitesJson, '', [], window),
    };
  }

  const nested = {
    Performer: {
      videos: (p: { performerId: number; site: string }, args: Paging) =>
        page({ ...videosOf(p.site, 'v.video_id IN (SELECT video_id FROM video_performers WHERE performer_id = ?)', p.performerId) }, args, videos),
    },
    Channel: {
      videos: (c: { channelId: number; site: string }, args: Paging) => page(videosOf(c.site, 'v.channel_id = ?', c.channelId), args, videos),
    },
  };

  return { Query, ...nested };
}
