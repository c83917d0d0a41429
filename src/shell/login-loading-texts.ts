/** The login callback's loading screen (src/pages/oidc/callback.astro), in the site's words. */
export const LOGIN_LOADING_HEADING = 'Logging you in…';
export const LOGIN_LOADING_MESSAGE = 'One moment: we are opening the members area for you.';
