/** The partner pages of membership spec section 2, each path once: the route table, the pages and the upstream's answers agree on them. */
export const DEALS_PATH = '/deals';
export const OUTGOING_UPSELL_PATH = '/oneclick/outgoing-upsell';
export const UPSELL_SUCCESS_PATH = '/_upsell_signupsuccess';
export const UPSELL_FAILURE_PATH = '/_upsell_signupdenial';
export const CAMS_PATH = '/cams';
/** The query parameter of /deals that carries an encoded outgoing-upsell confirmation. */
export const CONFIRMATION_PARAM = 'confirmation';
