/**
 * The browser side's tracking facts, free of imports so the page script stays small: where the
 * page-load data sits, the data layer's name, and the analytics page-leave wait (membership spec
 * section 7: "The analytics page-leave callback waits 300 ms (default 1000 ms)").
 */
export const DATA_LAYER_NAME = 'dataLayer';
export const PAGE_LOAD_EVENT = 'pageLoad';
/** The event pushed when a member follows a recommendation, before the page is left. */
export const RECOMMENDATION_CLICK_EVENT = 'recommendationClick';
/** The element the page-load data is rendered in, as JSON: data, not code, so the CSP needs no new hash. */
export const DATA_LAYER_ELEMENT_ID = 'tracking-data';
/** How long leaving the page waits for the analytics callback. */
export const ANALYTICS_PAGE_LEAVE_WAIT_MS = 300;
/** The analytics library's own wait, which the site shortens. */
export const DEFAULT_ANALYTICS_CALLBACK_MS = 1000;
/** The marks a reel carries on /reels (its videoId), for the reel view event. */
export const REEL_ITEM_ATTRIBUTE = 'data-reel-id';
