/**
 * What sits over the page, bottom to top, each z-index once (uno.config.ts makes the `layer-*`
 * shortcuts from them). Membership spec section 9: "Modal z-index 10000". The health-warning cover
 * hides the page and any modal its islands open; the error screen of a crash shows over everything.
 */
export const MODAL_Z_INDEX = 10_000;
export const HEALTH_WARNING_COVER_Z_INDEX = MODAL_Z_INDEX + 1;
export const ERROR_SCREEN_Z_INDEX = MODAL_Z_INDEX + 2;
