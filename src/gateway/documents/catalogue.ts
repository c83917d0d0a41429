/* The catalogue's documents (contract: upstream/schema.graphql). The answer's field is always `result`. */
import { CATEGORY, CHANNEL, CHANNEL_REF, DEAL, FACETS, IMAGE, MODEL, PERFORMER, PICTURE_SET, RECOMMENDED, VIDEO_CARD, VIDEO_FIELDS } from './fragments.ts';

export const GET_VIDEO = `query getVideo($input: GetVideoInput!) {
  result: getVideo(input: $input) { ${VIDEO_FIELDS} related { ${VIDEO_CARD} } } }`;

export const GET_PICTURE_SET = `query getPictureSet($slug: String!, $site: String!) {
  result: getPictureSet(slug: $slug, site: $site) { ${PICTURE_SET} } }`;

export const GET_AWARDED_VIDEOS = `query getAwardedVideos($skip: Int, $first: Int, $site: String!) {
  result: getAwardedVideos(skip: $skip, first: $first, site: $site) { totalCount nodes { ${VIDEO_CARD} } } }`;

export const GET_CHANNEL_VIDEOS = `query getChannelVideos($channelSlug: String!) {
  result: getChannelVideos(channelSlug: $channelSlug) { ${VIDEO_CARD} } }`;

export const GET_ALL_FILTERS = `query getAllFilters($site: String!, $filter: String, $minScenes: Int) {
  result: getAllFilters(site: $site, filter: $filter, minScenes: $minScenes) {
    categories { id slug name scenes isHighlighted } directors { slug name scenes }
    girls { slug name scenes } guys { slug name scenes } } }`;

export const GET_VIDEO_RECOMMENDATIONS = `query getVideoRecommendations($site: String!, $videoId: Int!, $limit: Int) {
  result: getVideoRecommendations(site: $site, videoId: $videoId, limit: $limit) { ${RECOMMENDED} } }`;

export const GET_VIDEO_RECOMMENDATIONS_CROSS_NAVIGATION = `query getVideoRecommendationsCrossNavigation($site: String!, $videoId: Int!, $limit: Int) {
  result: getVideoRecommendationsCrossNavigation(site: $site, videoId: $videoId, limit: $limit) { ${RECOMMENDED} } }`;

export const GET_WELCOME_PAGE_PICTURE_SET = `query getWelcomePagePictureSet($input: WelcomePagePictureSetInput!) {
  result: getWelcomePagePictureSet(input: $input) { site images { ${IMAGE} name fileExtensions } } }`;

export const FIND_DEALS = `query findDeals($input: FindDealsInput!) { result: findDeals(input: $input) { ${DEAL} } }`;

export const GET_TOP_RATED = `query getTopRatedVideos($site: String!, $skip: Int, $first: Int) {
  result: getTopRatedVideos(site: $site, skip: $skip, first: $first) { totalCount nodes { ${VIDEO_CARD} } } }`;

/** The brand's curator feed, the posts of /wall. */
export const GET_CURATOR_FEED = `query getCuratorFeed($site: String!, $first: Int) {
  result: getCuratorFeed(site: $site, first: $first) { id network author text image { ${IMAGE} } url postedAt } }`;

export const SEARCH = `query search($site: String!, $q: String!, $skip: Int, $first: Int) {
  result: search(site: $site, q: $q, skip: $skip, first: $first) {
    totalCount videos { ${VIDEO_CARD} } categories { ${CATEGORY} } models { ${MODEL} } } }`;

export const LIST_VIDEOS = `query videos($site: String!, $skip: Int, $first: Int, $filter: [VideoFacetFilter!]) {
  result: videos(site: $site, skip: $skip, first: $first, filter: $filter) { totalCount nodes { ${VIDEO_CARD} } ${FACETS} } }`;

/** A channel's videos, paged: the videos narrowed by the `channels` facet, each with its pack. */
export const LIST_CHANNEL_VIDEOS = `query channelVideos($site: String!, $skip: Int, $first: Int, $filter: [VideoFacetFilter!]) {
  result: videos(site: $site, skip: $skip, first: $first, filter: $filter) { totalCount nodes { ${VIDEO_CARD} channel { ${CHANNEL_REF} } } } }`;

export const LIST_PERFORMERS = `query performers($site: String!, $skip: Int, $first: Int, $filter: [PerformerFacetFilter!], $orderBy: PerformerOrder) {
  result: performers(site: $site, skip: $skip, first: $first, filter: $filter, orderBy: $orderBy) {
    totalCount nodes { ${PERFORMER} } ${FACETS} } }`;

/** The snapshot's pages: one per record type, records checked one by one afterwards. */
export const RECORD_PAGES = {
  video: `query videoRecords($site: String!, $skip: Int, $first: Int) {
    result: videos(site: $site, skip: $skip, first: $first) { totalCount nodes { ${VIDEO_FIELDS} related { slug } } } }`,
  performer: `query performerRecords($site: String!, $skip: Int, $first: Int) {
    result: performers(site: $site, skip: $skip, first: $first) { totalCount nodes { ${PERFORMER} } } }`,
  category: `query categoryRecords($site: String!, $skip: Int, $first: Int) {
    result: categories(site: $site, skip: $skip, first: $first) { totalCount nodes { ${CATEGORY} } } }`,
  channel: `query channelRecords($site: String!, $skip: Int, $first: Int) {
    result: channels(site: $site, skip: $skip, first: $first) { totalCount nodes { ${CHANNEL} } } }`,
  showcase: `query showcaseRecords($site: String!, $skip: Int, $first: Int) {
    result: showcases(site: $site, skip: $skip, first: $first) { totalCount nodes { showcaseId slug site title description videos { slug } } } }`,
  pictureSet: `query pictureSetRecords($site: String!, $skip: Int, $first: Int) {
    result: pictureSets(site: $site, skip: $skip, first: $first) { totalCount nodes { ${PICTURE_SET} } } }`,
  awarded: `query awardedRecords($site: String!, $skip: Int, $first: Int) {
    result: getAwardedVideos(site: $site, skip: $skip, first: $first) { totalCount nodes { slug } } }`,
  topRated: `query topRatedRecords($site: String!, $skip: Int, $first: Int) {
    result: getTopRatedVideos(site: $site, skip: $skip, first: $first) { totalCount nodes { slug } } }`,
} as const;
export type RecordKind = keyof typeof RECORD_PAGES;

/** Facet values over a whole tenant: first: 1 because only the facets are read. */
export const FACET_LISTS = `query facetLists($site: String!) {
  videos(site: $site, first: 1) { ${FACETS} } performers(site: $site, first: 1) { ${FACETS} } }`;
