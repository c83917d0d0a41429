/**
 * A charge is a call that makes a biller take the member's money: a join (`signup`), a one-click
 * upsell (multisite, single-site, outgoing), a trial or yearly upgrade, a reactivation. A real
 * biller's authorisation (the processor's retries, a 3-D Secure fallback) can take most of a minute,
 * far beyond the 10 s a catalogue read is given (GATEWAY_TIMEOUT_MS), so a charge has a time-out of
 * its own, and a time-out never means the member was not charged.
 *
 * So a charge is never sent again blindly: not after a time-out, a broken connection or a 5xx,
 * whose outcome is unknown. It is sent once more only after the gateway refused the access token
 * (401, 419, 511), which it checks before anything else, so nothing was charged; and every charge
 * carries the purchase's idempotency key, so even a member's own second click is answered with the
 * first outcome (the biller keeps the key).
 */

/**
 * How long a charge may take before the site stops waiting (and tells the member to check before
 * trying again). The spec gives none: 90 s covers the minute an authorisation can take, with room
 * for the gateway's own hop, and stays under the 120 s a proxy commonly allows an answer.
 */
export const CHARGE_TIMEOUT_MS = 90_000;
