/**
 * Membership spec section 8: "Search: 'An Error Occured.'" (spelled so by the spec), on the search
 * pages and in the header's quick search, whose island reads it: so it lives apart from the gateway.
 */
export const SEARCH_FAILED_MESSAGE = 'An Error Occured.';
