/** Membership spec sections 5 and 8: a confirmation without its link. */
export const CONFIRMATION_LINK_MISSING = 'Outgoing upsell - Confirmation link is missing';
/** What the confirm-upsell modal says when the purchase could not be made; the reason goes to the log. */
export const UPSELL_FAILED_MESSAGE = 'The upsell could not be completed. Please try again later or contact customer support.';
/** The island's message when the site could not be reached at all. */
export const UPSELL_UNREACHABLE_MESSAGE = 'The offer could not be reached. Please check your connection and try again.';
/**
 * A confirmation the server did not sign for this member (forged, altered, expired, or another
 * member's): /deals shows no offer from it and the Action buys nothing. Not a spec text.
 */
export const CONFIRMATION_REFUSED = 'This offer can no longer be confirmed here. Open the offer’s link again to see its current price.';
