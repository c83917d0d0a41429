import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createGatewayClient, type CallOptions, type GatewayClient } from '../gateway/client.ts';
import * as documents from '../gateway/documents/catalogue.ts';
import { resultOf } from '../gateway/result.ts';
import {
  channelVideoPageSchema,
  curatorPostSchema,
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
  type DealAudience,
  type DealType,
  type PerformerFacetName,
  type VideoFacetName,
} from './schemas.ts';
import type { ApiReporting } from '../gateway/api-client.ts';
import { getTopRatedLive } from './top-rated.ts';

type Paging = { skip?: number; first?: number };
export type FacetFilter<Name extends string> = { name: Name; values: string[] };

/** A page of records whose envelope is checked but whose records are left for the caller to check. */
const recordPageSchema = z.object({ totalCount: z.number().int().nonnegative(), nodes: z.array(z.unknown()) });
export type RecordPage = z.infer<typeof recordPageSchema>;
const facetListsSchema = z.object({
  videos: z.object({ facets: z.array(facetSchema) }),
  performers: z.object({ facets: z.array(facetSchema) }),
});
/** Answers built from the schemas of schemas.ts, once (see src/gateway/result.ts). */
const videoDetailOrNull = videoDetailSchema.nullable();
const pictureSetOrNull = pictureSetSchema.nullable();
const welcomePictureSetOrNull = welcomePagePictureSetSchema.nullable();
const videoCards = z.array(videoCardSchema);
const recommendedVideos = z.array(recommendedVideoSchema);
const curatorPosts = z.array(curatorPostSchema);
const deals = z.array(dealSchema);
const rawRecords = z.array(z.unknown());

/**
 * The catalogue calls of browsing spec section 7, typed and zod-checked, over the one gateway client.
 * `options` carries the request's correlation id (and nothing else: the catalogue needs no token).
 */
export function catalogueCalls(client: GatewayClient, options: CallOptions) {
  const call = <S extends z.ZodType>(operation: string, document: string, variables: Record<string, unknown>, schema: S) =>
    client.graphql(operation, document, variables, resultOf(schema), options);
  return {
    getVideo: (input: { slug: string; site: string; relatedCount?: number }) =>
      call('getVideo', documents.GET_VIDEO, { input }, videoDetailOrNull),
    getPictureSet: (slug: string, site: string) => call('getPictureSet', documents.GET_PICTURE_SET, { slug, site }, pictureSetOrNull),
    /** Award 1, newest first. */
    getAwardedVideos: (args: Paging & { site: string }) => call('getAwardedVideos', documents.GET_AWARDED_VIDEOS, args, videoCardPageSchema),
    /** The channel's last 6 videos, newest first. */
    getChannelVideos: (channelSlug: string) => call('getChannelVideos', documents.GET_CHANNEL_VIDEOS, { channelSlug }, videoCards),
    getAllFilters: (args: { site: string; filter?: string; minScenes?: number }) =>
      call('getAllFilters', documents.GET_ALL_FILTERS, args, videoFiltersSchema),
    /** Recommendations for a video; `crossNavigation` asks for the sister brands' videos instead. */
    getVideoRecommendations: (args: { site: string; videoId: number; limit?: number; crossNavigation?: boolean }) => {
      const { crossNavigation = false, ...variables } = args;
      return crossNavigation
        ? call('getVideoRecommendationsCrossNavigation', documents.GET_VIDEO_RECOMMENDATIONS_CROSS_NAVIGATION, variables, recommendedVideos)
        : call('getVideoRecommendations', documents.GET_VIDEO_RECOMMENDATIONS, variables, recommendedVideos);
    },
    getWelcomePagePictureSet: (site: string) =>
      call('getWelcomePagePictureSet', documents.GET_WELCOME_PAGE_PICTURE_SET, { input: { site } }, welcomePictureSetOrNull),
    findDeals: (input: { site: string; type: DealType; limit?: number; audience?: DealAudience }) => call('findDeals', documents.FIND_DEALS, { input }, deals),
    getTopRated: (args: Paging & { site: string }) => call('getTopRatedVideos', documents.GET_TOP_RATED, args, videoCardPageSchema),
    /** The brand's curator feed, newest first (/wall). */
    getCuratorFeed: (args: { site: string; first?: number }) => call('getCuratorFeed', documents.GET_CURATOR_FEED, args, curatorPosts),
    /** The live top-rated list of /toprated, the visitor's query passed through (top-rated.ts). */
    getTopRatedLive: (site: string, query: URLSearchParams, reporting: ApiReporting) => getTopRatedLive(client, site, query, { ...options, reporting }),
    search: (args: Paging & { site: string; q: string }) => call('search', documents.SEARCH, args, quickSearchSchema),
    listVideos: (args: Paging & { site: string; filter?: FacetFilter<VideoFacetName>[] }) =>
      call('videos', documents.LIST_VIDEOS, args, facetedVideoPageSchema),
    /** A channel's videos, paged, newest first, each with its channel and pack. */
    listChannelVideos: (args: Paging & { site: string; channelSlug: string }) => {
      const { channelSlug, ...paging } = args;
      return call('channelVideos', documents.LIST_CHANNEL_VIDEOS, { ...paging, filter: [{ name: 'channels', values: [channelSlug] }] }, channelVideoPageSchema);
    },
    listPerformers: (args: Paging & { site: string; filter?: FacetFilter<PerformerFacetName>[]; orderBy?: 'rating' | 'name' | 'newest' }) =>
      call('performers', documents.LIST_PERFORMERS, args, facetedPerformerPageSchema),

    /** For the snapshot: one page of raw records, to be checked one by one (so errors can name the record). */
    recordPage: (kind: documents.RecordKind, args: Paging & { site: string }) => call(`${kind} records`, documents.RECORD_PAGES[kind], args, recordPageSchema),
    /** For the snapshot: the deals of one placement as raw records. */
    dealRecords: (input: { site: string; type: DealType; limit: number }) => call('findDeals', documents.FIND_DEALS, { input }, rawRecords),
    /** Facet values over the tenant's whole catalogue. */
    facetLists: async (site: string) => {
      const lists = await client.graphql('facetLists', documents.FACET_LISTS, { site }, facetListsSchema, options);
      return { videos: lists.videos.facets, performers: lists.performers.facets };
    },
  };
}
export type CatalogueCalls = ReturnType<typeof catalogueCalls>;

/**
 * The catalogue at `url` for a script (the build's snapshot): one correlation id for all of the
 * script's calls, so the gateway's log shows them together.
 */
export function catalogueAt(url: string, correlationId: string = randomUUID()): CatalogueCalls {
  return catalogueCalls(createGatewayClient({ url }), { correlationId });
}
