import { CHANNEL_PAGE_SUBJECTS } from '../access/video-access.ts';
import { ACTIONS_PATH_PREFIX } from '../http/action-request.ts';
import type { RouteAuth } from './decision.ts';
import { allOf, pass, type RouteRule } from './rule.ts';
import { CAMS_PATH, DEALS_PATH, OUTGOING_UPSELL_PATH, UPSELL_FAILURE_PATH, UPSELL_SUCCESS_PATH } from './partner-paths.ts';
import { oldFavoriteModelsRule, oldModelRule, oldModelsRule, categoryRule, tube2Rule } from './rules/legacy.ts';
import { pagedList, whenAbleToSee, whenFeature } from './rules/gates.ts';
import { publicFileRule } from './rules/framework.ts';
import { awardsRule, performerRule, performersRule, searchRule, videosRule } from './rules/listing.ts';
import { crossSiteRule, joinNowRule, offersRule, parentRedirectRule, signupExternRule } from './rules/membership.ts';
import { allSitesRule, sitesRule } from './rules/sites.ts';
import { reelEventRule } from './rules/tracking.ts';
import { RECOMMENDATIONS_TRACKING_PATH, REEL_EVENTS_PREFIX } from './tracking-paths.ts';
import {
  ACCOUNT_PATH,
  ALL_CHANNEL_VIDEOS_PATH,
  ALL_SITES_PATH,
  angelPagePath,
  ANGELS_PATH,
  ASTRO_ASSETS_PREFIX,
  AWARDS_PATH,
  BRANDS_PATH,
  CASTING_PATH,
  CATEGORIES_PATH,
  categoryPagePath,
  channelPackPath,
  channelPagePath,
  channelPictureSetPath,
  CHANNELS_PATH,
  channelTrailerPath,
  channelVideoPath,
  channelVideosPath,
  COMPLIANCE_PATH,
  crossSitePath,
  FAVORITE_CHANNELS_PATH,
  FAVORITE_PERFORMERS_PATH,
  FAVORITE_VIDEOS_PATH,
  FAVORITES_PATH,
  HOME_PATH,
  JOIN_PATH,
  LOGIN_PAGE_PATH,
  NOTIFICATIONS_PATH,
  OFFERS_PATH,
  OIDC_PATH_PREFIX,
  PARENT_REDIRECT_PATH,
  performerPagePath,
  PERFORMERS_PATH,
  pictureSetPagePath,
  PRIVACY_PATH,
  RECOMMENDED_VIDEOS_PATH,
  REELS_PATH,
  REMOVAL_PATH,
  SAFETY_PATH,
  SEARCH_PATH,
  showcasePagePath,
  SITE_API_PATH_PREFIX,
  SHOWCASES_PATH,
  SIGNUP_DENIAL_PATH,
  SIGNUP_EXTERN_PREFIX,
  SIGNUP_SUCCESS_PATH,
  SUPPORT_PATH,
  TERMS_PATH,
  THEME_STYLESHEET_PREFIX,
  TOP_RATED_PATH,
  trailerPagePath,
  UPGRADE_DENIAL_PATH,
  UPGRADE_MEMBERSHIP_PATH,
  UPGRADE_SUCCESS_PATH,
  USERNAME_SELECTION_PATH,
  videoPagePath,
  VIDEOS_PATH,
  WALL_PATH,
} from './paths.ts';

/**
 * Auth marking. The spec's default is "requires an authenticated visitor"; it marks open only the
 * trailer, favorites/channels, joinnow and the signup and upgrade return pages.
 * TOUR: the product also serves the catalogue, listing and legal pages to anonymous visitors as a
 * static tour (DESIGN.md, "Anonymous visitors: the tour"), so those rows are open on purpose.
 * SPEC: open because the spec says so. MEMBERS: the spec's default applies (unmarked, or "requires").
 */
const OPEN: RouteAuth = 'open';
const REQUIRED: RouteAuth = 'required';

export interface RouteDefinition {
  /** The page's name, after the spec's "Other named pages". */
  name: string;
  /**
   * Path pattern: literal segments, `:param` for one decoded segment, a final `*` for one or more.
   * Params named `slug` or `…Slug` are validated as slugs (see `slug.ts`).
   */
  pattern: string;
  auth: RouteAuth;
  rule: RouteRule;
}

const serveAsIs: RouteRule = () => pass();

const channelPage = whenAbleToSee(...CHANNEL_PAGE_SUBJECTS);

/**
 * Every route of browsing spec section 2 and membership spec section 2, in matching order (the
 * literal /channels/all-videos before /channels/:channelSlug). /joinnow also matches any other path
 * holding `/joinnow`; `decide.ts` does that after the endpoints of this table.
 */
export const ROUTES = [
  { name: 'home', pattern: HOME_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'videos', pattern: VIDEOS_PATH, auth: OPEN /* TOUR */, rule: videosRule },
  { name: 'video', pattern: videoPagePath(':slug'), auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'videoWithComment', pattern: `${VIDEOS_PATH}/:slug/comment/:commentId`, auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'topRated', pattern: TOP_RATED_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'joinNow', pattern: JOIN_PATH, auth: OPEN /* SPEC */, rule: joinNowRule },
  { name: 'awards', pattern: AWARDS_PATH, auth: OPEN /* TOUR */, rule: awardsRule },
  { name: 'oldModels', pattern: '/models', auth: OPEN /* TOUR: legacy of /performers */, rule: oldModelsRule },
  { name: 'oldModel', pattern: '/models/:slug', auth: OPEN /* TOUR: legacy of /performers/:slug */, rule: oldModelRule },
  { name: 'performers', pattern: PERFORMERS_PATH, auth: OPEN /* TOUR */, rule: performersRule },
  { name: 'performer', pattern: performerPagePath(':slug'), auth: OPEN /* TOUR */, rule: performerRule },
  { name: 'categories', pattern: CATEGORIES_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'category', pattern: categoryPagePath(':slug'), auth: OPEN /* TOUR: legacy of /videos?search= */, rule: categoryRule },
  { name: 'casting', pattern: CASTING_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'search', pattern: SEARCH_PATH, auth: OPEN /* TOUR */, rule: searchRule },
  { name: 'terms', pattern: TERMS_PATH, auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'privacy', pattern: PRIVACY_PATH, auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'safety', pattern: SAFETY_PATH, auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'removal', pattern: REMOVAL_PATH, auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'compliance', pattern: COMPLIANCE_PATH, auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'trailer', pattern: trailerPagePath(':slug'), auth: OPEN /* SPEC */, rule: serveAsIs },
  { name: 'pictureSet', pattern: pictureSetPagePath(':slug'), auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'offers', pattern: OFFERS_PATH, auth: REQUIRED /* SPEC */, rule: offersRule },
  { name: 'account', pattern: ACCOUNT_PATH, auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'usernameSelection', pattern: USERNAME_SELECTION_PATH, auth: REQUIRED /* MEMBERS: the member's own username (membership spec section 2's username selection) */, rule: serveAsIs },
  { name: 'notifications', pattern: NOTIFICATIONS_PATH, auth: REQUIRED /* MEMBERS: a member's own notifications */, rule: serveAsIs },
  { name: 'crossSite', pattern: crossSitePath(':site'), auth: REQUIRED /* SPEC */, rule: crossSiteRule },
  { name: 'cams', pattern: CAMS_PATH, auth: REQUIRED /* SPEC; the page asks sales payments for the URL */, rule: serveAsIs },
  // The /channels and all-videos rows name only Channels, the shared sentence "Channels or
  // InternalChannels" for channel pages. A member of a brand with internal channels only (ember)
  // expects its channels at /channels: both take either ability and list only the channels the
  // member may see (README, "Where we differ from the spec").
  { name: 'channels', pattern: CHANNELS_PATH, auth: REQUIRED /* SPEC */, rule: allOf(channelPage, pagedList) },
  { name: 'allChannelVideos', pattern: ALL_CHANNEL_VIDEOS_PATH, auth: REQUIRED /* SPEC */, rule: allOf(channelPage, pagedList) },
  { name: 'channel', pattern: channelPagePath(':channelSlug'), auth: REQUIRED /* MEMBERS */, rule: channelPage },
  { name: 'channelVideos', pattern: channelVideosPath(':channelSlug'), auth: REQUIRED /* MEMBERS */, rule: allOf(channelPage, pagedList) },
  { name: 'channelVideo', pattern: channelVideoPath(':channelSlug', ':videoSlug'), auth: REQUIRED /* MEMBERS */, rule: channelPage },
  {
    name: 'channelTrailer',
    pattern: channelTrailerPath(':channelSlug', ':videoSlug'),
    auth: REQUIRED /* SPEC: "visitor must also be logged in" */,
    rule: whenAbleToSee('ChannelTrailers', 'InternalChannelTrailers'),
  },
  { name: 'channelPictureSet', pattern: channelPictureSetPath(':channelSlug', ':videoSlug'), auth: REQUIRED /* MEMBERS */, rule: channelPage },
  { name: 'channelPack', pattern: channelPackPath(':channelSlug', ':channelPackSlug'), auth: REQUIRED /* MEMBERS */, rule: allOf(channelPage, pagedList) },
  { name: 'favorites', pattern: FAVORITES_PATH, auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'favoriteVideos', pattern: FAVORITE_VIDEOS_PATH, auth: REQUIRED /* SPEC */, rule: pagedList },
  { name: 'favoritePerformers', pattern: FAVORITE_PERFORMERS_PATH, auth: REQUIRED /* SPEC */, rule: pagedList },
  { name: 'oldFavoriteModels', pattern: `${FAVORITES_PATH}/models`, auth: REQUIRED /* MEMBERS, like its target */, rule: oldFavoriteModelsRule },
  { name: 'favoriteChannels', pattern: FAVORITE_CHANNELS_PATH, auth: OPEN /* SPEC: "does not check authentication" */, rule: pagedList },
  { name: 'tube2', pattern: '/tube2', auth: OPEN /* TOUR: a legacy alias of the open home page */, rule: tube2Rule },
  { name: 'parentRedirect', pattern: PARENT_REDIRECT_PATH, auth: REQUIRED /* MEMBERS: unmarked in both documents */, rule: parentRedirectRule },
  { name: 'showcases', pattern: SHOWCASES_PATH, auth: OPEN /* TOUR */, rule: whenFeature('showcasesPage') },
  { name: 'showcase', pattern: showcasePagePath(':slug'), auth: OPEN /* TOUR */, rule: whenFeature('showcasesPage') },
  { name: 'angels', pattern: ANGELS_PATH, auth: OPEN /* TOUR */, rule: whenFeature('showAngels') },
  { name: 'angel', pattern: angelPagePath(':slug'), auth: OPEN /* TOUR */, rule: whenFeature('showAngels') },
  { name: 'reels', pattern: REELS_PATH, auth: OPEN /* TOUR */, rule: whenFeature('reels') },
  { name: 'wall', pattern: WALL_PATH, auth: OPEN /* TOUR */, rule: whenFeature('curator') },
  { name: 'recommendedVideos', pattern: RECOMMENDED_VIDEOS_PATH, auth: REQUIRED /* MEMBERS */, rule: whenAbleToSee('RECOMMENDED_VIDEOS') },
  { name: 'brands', pattern: `${ALL_SITES_PATH}/:brand/:type`, auth: OPEN /* TOUR: catalogue listings of the standalone sites */, rule: sitesRule },
  { name: 'deals', pattern: DEALS_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'login', pattern: LOGIN_PAGE_PATH, auth: OPEN /* the way in cannot be behind the way in */, rule: serveAsIs },
  { name: 'support', pattern: SUPPORT_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  // Browsing spec section 2, "Other named pages": the sister brands, and the combined tenant's all-sites feed.
  { name: 'brandList', pattern: BRANDS_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'allSites', pattern: ALL_SITES_PATH, auth: OPEN /* TOUR */, rule: allSitesRule },
  // Membership spec section 2.
  { name: 'signupSuccess', pattern: SIGNUP_SUCCESS_PATH, auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'signupExternal', pattern: `${SIGNUP_EXTERN_PREFIX}:biller`, auth: OPEN /* SPEC */, rule: signupExternRule },
  { name: 'signupDenied', pattern: SIGNUP_DENIAL_PATH, auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'upgradeMembership', pattern: UPGRADE_MEMBERSHIP_PATH, auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'upgradeSuccess', pattern: UPGRADE_SUCCESS_PATH, auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'upgradeDenied', pattern: UPGRADE_DENIAL_PATH, auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'oneClickUpsellSuccess', pattern: UPSELL_SUCCESS_PATH, auth: REQUIRED /* MEMBERS: unmarked */, rule: serveAsIs },
  { name: 'oneClickUpsellFailure', pattern: UPSELL_FAILURE_PATH, auth: REQUIRED /* MEMBERS: unmarked */, rule: serveAsIs },
  { name: 'outgoingUpsell', pattern: OUTGOING_UPSELL_PATH, auth: REQUIRED /* MEMBERS: unmarked */, rule: serveAsIs },
  // The site server's own endpoints: they answer 401 themselves instead of sending anyone to login.
  { name: 'oidc', pattern: `${OIDC_PATH_PREFIX}/*`, auth: OPEN, rule: serveAsIs },
  { name: 'api', pattern: `${SITE_API_PATH_PREFIX}/*`, auth: OPEN, rule: serveAsIs },
  // Membership spec section 7's tracking calls, posted by the member's browser; they answer 401 themselves.
  { name: 'recommendationsTracking', pattern: RECOMMENDATIONS_TRACKING_PATH, auth: OPEN, rule: serveAsIs },
  { name: 'reelEvent', pattern: `${REEL_EVENTS_PREFIX}/:event`, auth: OPEN, rule: reelEventRule },
  // Astro's output: hashed assets, the tenant's theme stylesheet, server islands, actions, images; then root files of public/.
  { name: 'astroAsset', pattern: `${ASTRO_ASSETS_PREFIX}*`, auth: OPEN, rule: serveAsIs },
  { name: 'themeStylesheet', pattern: `${THEME_STYLESHEET_PREFIX}:file`, auth: OPEN, rule: publicFileRule },
  { name: 'serverIsland', pattern: '/_server-islands/*', auth: OPEN, rule: serveAsIs },
  { name: 'action', pattern: `${ACTIONS_PATH_PREFIX}*`, auth: OPEN, rule: serveAsIs },
  { name: 'image', pattern: '/_image', auth: OPEN, rule: serveAsIs },
  { name: 'publicFile', pattern: '/:file', auth: OPEN, rule: publicFileRule },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The site's endpoints and Astro's outputs: no page, and each path theirs whatever it holds. */
export const ENDPOINT_ROUTES: readonly RouteName[] = [
  'oidc',
  'api',
  'recommendationsTracking',
  'reelEvent',
  'astroAsset',
  'themeStylesheet',
  'serverIsland',
  'action',
  'image',
];
/** Routes that are no page at all: the endpoints, and the files of `public/`. */
export const ROUTES_THAT_ARE_NO_PAGE: readonly RouteName[] = [...ENDPOINT_ROUTES, 'publicFile'];
