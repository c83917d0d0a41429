import { CHANNEL_PAGE_SUBJECTS } from '../access/video-access.ts';
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
import { NOTIFICATIONS_PATH, PARENT_REDIRECT_PATH, THEME_STYLESHEET_PREFIX, TOP_RATED_PATH, WALL_PATH } from './paths.ts';

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
  { name: 'home', pattern: '/', auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'videos', pattern: '/videos', auth: OPEN /* TOUR */, rule: videosRule },
  { name: 'video', pattern: '/videos/:slug', auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'videoWithComment', pattern: '/videos/:slug/comment/:commentId', auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'topRated', pattern: TOP_RATED_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'joinNow', pattern: '/joinnow', auth: OPEN /* SPEC */, rule: joinNowRule },
  { name: 'awards', pattern: '/awards', auth: OPEN /* TOUR */, rule: awardsRule },
  { name: 'oldModels', pattern: '/models', auth: OPEN /* TOUR: legacy of /performers */, rule: oldModelsRule },
  { name: 'oldModel', pattern: '/models/:slug', auth: OPEN /* TOUR: legacy of /performers/:slug */, rule: oldModelRule },
  { name: 'performers', pattern: '/performers', auth: OPEN /* TOUR */, rule: performersRule },
  { name: 'performer', pattern: '/performers/:slug', auth: OPEN /* TOUR */, rule: performerRule },
  { name: 'categories', pattern: '/categories', auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'category', pattern: '/categories/:slug', auth: OPEN /* TOUR: legacy of /search */, rule: categoryRule },
  { name: 'casting', pattern: '/casting', auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'search', pattern: '/search', auth: OPEN /* TOUR */, rule: searchRule },
  { name: 'terms', pattern: '/terms', auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'privacy', pattern: '/privacy', auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'safety', pattern: '/safety', auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'removal', pattern: '/removal', auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'compliance', pattern: '/2257', auth: OPEN /* TOUR: legal */, rule: serveAsIs },
  { name: 'trailer', pattern: '/trailer/:slug', auth: OPEN /* SPEC */, rule: serveAsIs },
  { name: 'pictureSet', pattern: '/pictureset/:slug', auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'offers', pattern: '/offers', auth: REQUIRED /* SPEC */, rule: offersRule },
  { name: 'account', pattern: '/account', auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'notifications', pattern: NOTIFICATIONS_PATH, auth: REQUIRED /* MEMBERS: a member's own notifications */, rule: serveAsIs },
  { name: 'crossSite', pattern: '/xsite/:site', auth: REQUIRED /* SPEC */, rule: crossSiteRule },
  { name: 'cams', pattern: CAMS_PATH, auth: REQUIRED /* SPEC; the page asks sales payments for the URL */, rule: serveAsIs },
  // The /channels row names only Channels; the shared sentence names both for "channel pages".
  { name: 'channels', pattern: '/channels', auth: REQUIRED /* SPEC */, rule: allOf(whenAbleToSee('Channels'), pagedList) },
  { name: 'allChannelVideos', pattern: '/channels/all-videos', auth: REQUIRED /* SPEC */, rule: allOf(whenAbleToSee('Channels'), pagedList) },
  { name: 'channel', pattern: '/channels/:channelSlug', auth: REQUIRED /* MEMBERS */, rule: channelPage },
  { name: 'channelVideos', pattern: '/channels/:channelSlug/videos', auth: REQUIRED /* MEMBERS */, rule: allOf(channelPage, pagedList) },
  { name: 'channelVideo', pattern: '/channels/:channelSlug/videos/:videoSlug', auth: REQUIRED /* MEMBERS */, rule: channelPage },
  {
    name: 'channelTrailer',
    pattern: '/channels/:channelSlug/trailers/:videoSlug',
    auth: REQUIRED /* SPEC: "visitor must also be logged in" */,
    rule: whenAbleToSee('ChannelTrailers', 'InternalChannelTrailers'),
  },
  { name: 'channelPictureSet', pattern: '/channels/:channelSlug/picturesets/:videoSlug', auth: REQUIRED /* MEMBERS */, rule: channelPage },
  { name: 'channelPack', pattern: '/channels/:channelSlug/packs/:channelPackSlug', auth: REQUIRED /* MEMBERS */, rule: allOf(channelPage, pagedList) },
  { name: 'favorites', pattern: '/favorites', auth: REQUIRED /* SPEC */, rule: serveAsIs },
  { name: 'favoriteVideos', pattern: '/favorites/videos', auth: REQUIRED /* SPEC */, rule: pagedList },
  { name: 'favoritePerformers', pattern: '/favorites/performers', auth: REQUIRED /* SPEC */, rule: pagedList },
  { name: 'oldFavoriteModels', pattern: '/favorites/models', auth: REQUIRED /* MEMBERS, like its target */, rule: oldFavoriteModelsRule },
  { name: 'favoriteChannels', pattern: '/favorites/channels', auth: OPEN /* SPEC: "does not check authentication" */, rule: pagedList },
  { name: 'tube2', pattern: '/tube2', auth: OPEN /* TOUR: a legacy alias of the open home page */, rule: tube2Rule },
  { name: 'parentRedirect', pattern: PARENT_REDIRECT_PATH, auth: REQUIRED /* MEMBERS: unmarked in both documents */, rule: parentRedirectRule },
  { name: 'showcases', pattern: '/showcases', auth: OPEN /* TOUR */, rule: whenFeature('showcasesPage') },
  { name: 'showcase', pattern: '/showcase/:slug', auth: OPEN /* TOUR */, rule: whenFeature('showcasesPage') },
  { name: 'angels', pattern: '/angels', auth: OPEN /* TOUR */, rule: whenFeature('showAngels') },
  { name: 'angel', pattern: '/angels/:slug', auth: OPEN /* TOUR */, rule: whenFeature('showAngels') },
  { name: 'reels', pattern: '/reels', auth: OPEN /* TOUR */, rule: whenFeature('reels') },
  { name: 'wall', pattern: WALL_PATH, auth: OPEN /* TOUR */, rule: whenFeature('curator') },
  { name: 'recommendedVideos', pattern: '/recommended-videos', auth: REQUIRED /* MEMBERS */, rule: whenAbleToSee('RECOMMENDED_VIDEOS') },
  { name: 'brands', pattern: '/sites/:brand/:type', auth: OPEN /* TOUR: catalogue listings of the standalone sites */, rule: sitesRule },
  { name: 'deals', pattern: DEALS_PATH, auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'login', pattern: '/login', auth: OPEN /* the way in cannot be behind the way in */, rule: serveAsIs },
  { name: 'support', pattern: '/support', auth: OPEN /* TOUR */, rule: serveAsIs },
  // Browsing spec section 2, "Other named pages": the sister brands, and the combined tenant's all-sites feed.
  { name: 'brandList', pattern: '/brands', auth: OPEN /* TOUR */, rule: serveAsIs },
  { name: 'allSites', pattern: '/sites', auth: OPEN /* TOUR */, rule: allSitesRule },
  // Membership spec section 2.
  { name: 'signupSuccess', pattern: '/_signupsuccess', auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'signupExternal', pattern: '/_signup-extern/:biller', auth: OPEN /* SPEC */, rule: signupExternRule },
  { name: 'signupDenied', pattern: '/_signupdenial', auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'upgradeMembership', pattern: '/_upgrademembership', auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'upgradeSuccess', pattern: '/_upgradesuccess', auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'upgradeDenied', pattern: '/_upgradedenial', auth: OPEN /* SPEC: skips auth */, rule: serveAsIs },
  { name: 'oneClickUpsellSuccess', pattern: UPSELL_SUCCESS_PATH, auth: REQUIRED /* MEMBERS: unmarked */, rule: serveAsIs },
  { name: 'oneClickUpsellFailure', pattern: UPSELL_FAILURE_PATH, auth: REQUIRED /* MEMBERS: unmarked */, rule: serveAsIs },
  { name: 'outgoingUpsell', pattern: OUTGOING_UPSELL_PATH, auth: REQUIRED /* MEMBERS: unmarked */, rule: serveAsIs },
  // The site server's own endpoints: they answer 401 themselves instead of sending anyone to login.
  { name: 'oidc', pattern: '/oidc/*', auth: OPEN, rule: serveAsIs },
  { name: 'api', pattern: '/api/*', auth: OPEN, rule: serveAsIs },
  // Membership spec section 7's tracking calls, posted by the member's browser; they answer 401 themselves.
  { name: 'recommendationsTracking', pattern: RECOMMENDATIONS_TRACKING_PATH, auth: OPEN, rule: serveAsIs },
  { name: 'reelEvent', pattern: `${REEL_EVENTS_PREFIX}/:event`, auth: OPEN, rule: reelEventRule },
  // Astro's output: hashed assets, the tenant's theme stylesheet, server islands, actions, images; then root files of public/.
  { name: 'astroAsset', pattern: '/_astro/*', auth: OPEN, rule: serveAsIs },
  { name: 'themeStylesheet', pattern: `${THEME_STYLESHEET_PREFIX}:file`, auth: OPEN, rule: publicFileRule },
  { name: 'serverIsland', pattern: '/_server-islands/*', auth: OPEN, rule: serveAsIs },
  { name: 'action', pattern: '/_actions/*', auth: OPEN, rule: serveAsIs },
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
