/**
 * The site's own paths that code links or redirects to, each once. Pure: the route rules, the site
 * server, the pages and the islands all import them.
 */
export const HOME_PATH = '/';
/** The members area's endpoints, answered by the site server itself (src/server/auth). */
export const OIDC_PATH_PREFIX = '/oidc';
/** Membership spec section 7: navigations to the members area, `/oidc/login?uri={path}`. */
export const LOGIN_PATH = `${OIDC_PATH_PREFIX}/login`;
/** Where the provider sends the member back: the callback's loading screen, which goes on to LOGIN_COMPLETE_PATH. */
export const LOGIN_CALLBACK_PATH = `${OIDC_PATH_PREFIX}/callback`;
/** Where the callback's code is redeemed, behind the loading screen (src/server/auth/login.ts). */
export const LOGIN_COMPLETE_PATH = `${LOGIN_CALLBACK_PATH}/complete`;
export const LOGOUT_PATH = `${OIDC_PATH_PREFIX}/logout`;
/** The logout form's field that ends every session of the member, on every device and brand, not this one alone. */
export const LOGOUT_EVERYWHERE_FIELD = 'everywhere';
/** The tour's own login page, which leads to LOGIN_PATH. */
export const LOGIN_PAGE_PATH = '/login';
export const ACCOUNT_PATH = '/account';
/** GET /account?update=credit-card: the biller's card page, or back with the spec's failure flash. */
export const CREDIT_CARD_UPDATE_PARAM = 'update';
export const CREDIT_CARD_UPDATE_VALUE = 'credit-card';
export const CREDIT_CARD_UPDATE_HREF = `${ACCOUNT_PATH}?${CREDIT_CARD_UPDATE_PARAM}=${CREDIT_CARD_UPDATE_VALUE}`;
/** Membership spec section 2's username selection: where a member without a username chooses one. */
export const USERNAME_SELECTION_PATH = '/username';
export const JOIN_PATH = '/joinnow';
/** Membership spec section 2's /parent-redirect, answered by the members layer (src/server/auth/parent-redirect.ts). */
export const PARENT_REDIRECT_PATH = '/parent-redirect';
/** The top-rated list, asked of the gateway on every visit (browsing spec sections 2 and 7). */
export const TOP_RATED_PATH = '/toprated';
/** The curator wall, the upstream's curator feed (browsing spec section 2). */
export const WALL_PATH = '/wall';
export const FAVORITES_PATH = '/favorites';
/** The member's three favourite lists (browsing spec section 2). */
export const FAVORITE_VIDEOS_PATH = `${FAVORITES_PATH}/videos`;
export const FAVORITE_PERFORMERS_PATH = `${FAVORITES_PATH}/performers`;
export const FAVORITE_CHANNELS_PATH = `${FAVORITES_PATH}/channels`;
/** The three lists' pages, for the build's page list; what each shows is src/features/favorites (FAVORITE_LISTS). */
export const FAVORITE_LIST_PATHS = [FAVORITE_VIDEOS_PATH, FAVORITE_PERFORMERS_PATH, FAVORITE_CHANNELS_PATH] as const;
/** The member's notifications (replies to and likes of their comments). */
export const NOTIFICATIONS_PATH = '/notifications';
export const OFFERS_PATH = '/offers';
export const SUPPORT_PATH = '/support';
export const VIDEOS_PATH = '/videos';
export const PERFORMERS_PATH = '/performers';
export const CATEGORIES_PATH = '/categories';
export const AWARDS_PATH = '/awards';
export const SEARCH_PATH = '/search';
export const CASTING_PATH = '/casting';
/** The legal pages. */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
export const SAFETY_PATH = '/safety';
export const REMOVAL_PATH = '/removal';
export const COMPLIANCE_PATH = '/2257';
/** The sister brands (browsing spec section 2, "Other named pages"). */
export const BRANDS_PATH = '/brands';
/** The combined tenant's all-sites feed, above its `/sites/:brand/:type` listings. */
export const ALL_SITES_PATH = '/sites';
/** The channels listing: its route asks for the Channels ability (src/shell/navigation.ts channelsListingPath). */
export const CHANNELS_PATH = '/channels';
/** Every channel's videos in one listing. */
export const ALL_CHANNEL_VIDEOS_PATH = `${CHANNELS_PATH}/all-videos`;
/** The channel routes below `/channels/:channelSlug` (browsing spec section 2): the channel, its videos, packs, trailers and picture sets. */
export const channelPagePath = (channel: string): string => `${CHANNELS_PATH}/${channel}`;
export const channelVideosPath = (channel: string): string => `${channelPagePath(channel)}/videos`;
export const channelVideoPath = (channel: string, video: string): string => `${channelVideosPath(channel)}/${video}`;
export const channelTrailerPath = (channel: string, video: string): string => `${channelPagePath(channel)}/trailers/${video}`;
export const channelPictureSetPath = (channel: string, video: string): string => `${channelPagePath(channel)}/picturesets/${video}`;
export const channelPackPath = (channel: string, pack: string): string => `${channelPagePath(channel)}/packs/${pack}`;
/** A video's page: the tour's, the member's view of it, and the page a comment's deep link opens. */
export const videoPagePath = (slug: string): string => `${VIDEOS_PATH}/${slug}`;
/** A performer's page. */
export const performerPagePath = (slug: string): string => `${PERFORMERS_PATH}/${slug}`;
/** A video's trailer page, open to visitors. */
export const TRAILER_PATH = '/trailer';
export const trailerPagePath = (slug: string): string => `${TRAILER_PATH}/${slug}`;
/** A category's legacy page (it redirects to the category's videos). */
export const categoryPagePath = (slug: string): string => `${CATEGORIES_PATH}/${slug}`;
/** Membership spec section 2: a member's way into a sister brand's members area. */
export const CROSS_SITE_PATH = '/xsite';
export const crossSitePath = (site: string): string => `${CROSS_SITE_PATH}/${site}`;
/** A video's picture set, for members. */
export const PICTURE_SET_PATH = '/pictureset';
export const pictureSetPagePath = (slug: string): string => `${PICTURE_SET_PATH}/${slug}`;
/** The reels and the showcases, each behind its tenant's feature switch. */
export const REELS_PATH = '/reels';
export const SHOWCASES_PATH = '/showcases';
export const SHOWCASE_PATH = '/showcase';
/** The angels (browsing spec section 2: behind showAngels) and the member's recommended videos (behind RECOMMENDED_VIDEOS). */
export const ANGELS_PATH = '/angels';
/** An angel's page: the performer's profile, at the angels' path. */
export const angelPagePath = (slug: string): string => `${ANGELS_PATH}/${slug}`;
export const RECOMMENDED_VIDEOS_PATH = '/recommended-videos';
export const showcasePagePath = (slug: string): string => `${SHOWCASE_PATH}/${slug}`;
/** The membership return pages of membership spec section 2, where the biller sends the visitor back. */
export const SIGNUP_SUCCESS_PATH = '/_signupsuccess';
export const SIGNUP_DENIAL_PATH = '/_signupdenial';
export const SIGNUP_EXTERN_PREFIX = '/_signup-extern/';
export const UPGRADE_MEMBERSHIP_PATH = '/_upgrademembership';
export const UPGRADE_SUCCESS_PATH = '/_upgradesuccess';
export const UPGRADE_DENIAL_PATH = '/_upgradedenial';
/** Astro's content-hashed bundles. */
export const ASTRO_ASSETS_PREFIX = '/_astro/';
/**
 * The tenant's theme stylesheet (src/shell/theme-stylesheet.ts): `/theme/<content hash>.css`, so the
 * site server caches it as immutably as Astro's hashed bundles.
 */
export const THEME_STYLESHEET_PREFIX = '/theme/';
/**
 * The site's own endpoints under /api, answered by the site server and its pages: the session's
 * refresh, the quick search, the error reports. (The gateway's REST API has a base path of its own,
 * GATEWAY_API_BASE_PATH in src/gateway/api-client.ts.)
 */
export const SITE_API_PATH_PREFIX = '/api';
/** Membership spec section 7: "GET /api/refresh (also /refresh) renews the session". */
export const REFRESH_PATH = `${SITE_API_PATH_PREFIX}/refresh`;
export const REFRESH_PATHS: readonly string[] = [REFRESH_PATH, '/refresh'];
/** The header's quick search asks here as the visitor types (browsing spec section 3, "Quick search data"). */
export const QUICK_SEARCH_PATH = `${SITE_API_PATH_PREFIX}/quick-search`;

/** The parameter of LOGIN_PATH that brings the visitor back. */
export const LOGIN_RETURN_PARAM = 'uri';
/** The parameter of LOGIN_PATH that carries the biller's one-time autologin token after a purchase. */
export const LOGIN_AUTOLOGIN_PARAM = 'autologin';

/** `/oidc/login?uri=<path and query>`: where a visitor goes to log in and come back to `returnTo`. */
export function loginUrl(returnTo: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: returnTo })}`;
}

/**
 * The provider's answer to the callback (RFC 6749 section 4.1.2's code and state, RFC 9207's iss),
 * which the loading screen hands on to LOGIN_COMPLETE_PATH, and nothing else of the query.
 */
export const CALLBACK_ANSWER_PARAMS = ['code', 'state', 'iss'] as const;

/** Where the callback's loading screen goes on to: LOGIN_COMPLETE_PATH with the provider's answer. */
export function loginCompleteUrl(callbackQuery: URLSearchParams): string {
  const answer = new URLSearchParams();
  for (const name of CALLBACK_ANSWER_PARAMS) {
    const value = callbackQuery.get(name);
    if (value !== null) answer.set(name, value);
  }
  return `${LOGIN_COMPLETE_PATH}?${answer}`;
}

/** The username selection, going on to `returnTo` (a path of this site) once the member has chosen. */
export function usernameSelectionUrl(returnTo: string): string {
  return `${USERNAME_SELECTION_PATH}?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: returnTo })}`;
}
