import { randomUUID } from 'node:crypto';
import { ClientError, GraphQLClient } from 'graphql-request';
import { z } from 'zod';
import { describeIssues } from '../tenants/error-map.ts';
import { UpstreamError } from './errors.ts';
import * as queries from './queries.ts';
import {
  dealSchema,
  facetSchema,
  facetedPerformerPageSchema,
  facetedVideoPageSchema,
  pictureSetSchema,
  quickSearchSchema,
  recommendedVideoSchema,
  videoCardPageSchema,
  videoCardSchema,
  videoDetailSchema,
  videoFiltersSchema,
  welcomePagePictureSetSchema,
  type DealType,
  type PerformerFacetName,
  type VideoFacetName,
} from './schemas.ts';

/** Header that ties a request to the upstream's logs (browsing spec section 7). */
export const CORRELATION_HEADER = 'x-correlation-id';
/** How long one upstream call may take before the build or page gives up on it. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

export type GatewayOptions = {
  /** Origin of the gateway, e.g. "http://127.0.0.1:4400"; GraphQL is POSTed to `<url>/graphql`. */
  url: string;
  timeoutMs?: number;
};
type Paging = { skip?: number; first?: number };
export type FacetFilter<Name extends string> = { name: Name; values: string[] };

/** A page of records whose envelope is checked but whose records are left for the caller to check. */
const recordPageSchema = z.object({ totalCount: z.number().int().nonnegative(), nodes: z.array(z.unknown()) });
export type RecordPage = z.infer<typeof recordPageSchema>;
const facetListsSchema = z.object({
  videos: z.object({ facets: z.array(facetSchema) }),
  performers: z.object({ facets: z.array(facetSchema) }),
});

/** The site's typed client of the upstream catalogue. Every answer is zod-checked; failures are UpstreamErrors. */
export function createGateway({ url, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS }: GatewayOptions) {
  const base = url.replace(/\/+$/, '');
  const client = new GraphQLClient(`${base}/graphql`);

  /** Sends one operation and parses its `result` field by `schema`. */
  async function call<S extends z.ZodType>(operation: string, document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>> {
    let data: unknown;
    try {
      data = await client.request<unknown>({
        document,
        variables,
        requestHeaders: { [CORRELATION_HEADER]: randomUUID() },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new UpstreamError(`Upstream ${base} ${describeFailure(cause, operation, timeoutMs)}`, { cause });
    }
    const field = operation === 'facetLists' ? data : (data as { result?: unknown } | null)?.result;
    // reportInput: messages say what was received ("expected number, received string").
    const parsed = schema.safeParse(field, { reportInput: true });
    if (!parsed.success) {
      throw new UpstreamError(`Upstream ${base} answered ${operation} with an unexpected shape: ${describeIssues(parsed.error.issues).join('; ')}`);
    }
    return parsed.data;
  }

  return {
    url: base,
    getVideo: (input: { slug: string; site: string; relatedCount?: number }) =>
      call('getVideo', queries.GET_VIDEO, { input }, videoDetailSchema.nullable()),
    getPictureSet: (slug: string, site: string) => call('getPictureSet', queries.GET_PICTURE_SET, { slug, site }, pictureSetSchema.nullable()),
    /** Award 1, newest first. */
    getAwardedVideos: (args: Paging & { site: string }) => call('getAwardedVideos', queries.GET_AWARDED_VIDEOS, args, videoCardPageSchema),
    /** The channel's last 6 videos, newest first. */
    getChannelVideos: (channelSlug: string) => call('getChannelVideos', queries.GET_CHANNEL_VIDEOS, { channelSlug }, z.array(videoCardSchema)),
    getAllFilters: (args: { site: string; filter?: string; minScenes?: number }) => call('getAllFilters', queries.GET_ALL_FILTERS, args, videoFiltersSchema),
    /** Recommendations for a video; `crossNavigation` asks for the sister brands' videos instead. */
    getVideoRecommendations: (args: { site: string; videoId: number; limit?: number; crossNavigation?: boolean }) => {
      const { crossNavigation = false, ...variables } = args;
      return crossNavigation
        ? call('getVideoRecommendationsCrossNavigation', queries.GET_VIDEO_RECOMMENDATIONS_CROSS_NAVIGATION, variables, z.array(recommendedVideoSchema))
        : call('getVideoRecommendations', queries.GET_VIDEO_RECOMMENDATIONS, variables, z.array(recommendedVideoSchema));
    },
    getWelcomePagePictureSet: (site: string) =>
      call('getWelcomePagePictureSet', queries.GET_WELCOME_PAGE_PICTURE_SET, { input: { site } }, welcomePagePictureSetSchema.nullable()),
    findDeals: (input: { site: string; type: DealType; limit?: number }) => call('findDeals', queries.FIND_DEALS, { input }, z.array(dealSchema)),
    getTopRated: (args: Paging & { site: string }) => call('getTopRatedVideos', queries.GET_TOP_RATED, args, videoCardPageSchema),
    search: (args: Paging & { site: string; q: string }) => call('search', queries.SEARCH, args, quickSearchSchema),
    listVideos: (args: Paging & { site: string; filter?: FacetFilter<VideoFacetName>[] }) =>
      call('videos', queries.LIST_VIDEOS, args, facetedVideoPageSchema),
    listPerformers: (args: Paging & { site: string; filter?: FacetFilter<PerformerFacetName>[]; orderBy?: 'rating' | 'name' | 'newest' }) =>
      call('performers', queries.LIST_PERFORMERS, args, facetedPerformerPageSchema),

    /** For the snapshot: one page of raw records, to be checked one by one (so errors can name the record). */
    recordPage: (kind: queries.RecordKind, args: Paging & { site: string }) => call(`${kind} records`, queries.RECORD_PAGES[kind], args, recordPageSchema),
    /** For the snapshot: the deals of one placement as raw records. */
    dealRecords: (input: { site: string; type: DealType; limit: number }) =>
      call('findDeals', queries.FIND_DEALS, { input }, z.array(z.unknown())),
    /** Facet values over the tenant's whole catalogue. */
    facetLists: async (site: string) => {
      const lists = await call('facetLists', queries.FACET_LISTS, { site }, facetListsSchema);
      return { videos: lists.videos.facets, performers: lists.performers.facets };
    },
  };
}
export type Gateway = ReturnType<typeof createGateway>;

/** What went wrong, in words that tell ops where to look: "is unreachable (ECONNREFUSED)", … */
function describeFailure(cause: unknown, operation: string, timeoutMs: number): string {
  const error = cause as { name?: string; message?: string; cause?: { code?: string; message?: string; errors?: { code?: string }[] } };
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return `did not answer within ${timeoutMs} ms`;
  if (cause instanceof ClientError) {
    const messages = cause.response.errors?.map((e) => e.message) ?? [];
    if (messages.length > 0) return `answered ${operation} with errors: ${messages.join('; ')}`;
    return `answered ${operation} with HTTP ${cause.response.status}`;
  }
  const code = error?.cause?.code ?? error?.cause?.errors?.[0]?.code;
  if (error?.name === 'TypeError' && (code || error.message === 'fetch failed')) {
    return `is unreachable (${code ?? error.cause?.message ?? 'network error'})`;
  }
  return `answered ${operation} with something that is not a GraphQL answer (${error?.message ?? String(cause)})`;
}
