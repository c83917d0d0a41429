/**
 * The answers that refuse the member's access token. Each is answered the same way by the members
 * layer (src/server/auth/access-token.ts): the session refreshes once, the refresh shared by every
 * call that failed with the same token, and the original request is sent once more.
 */

/** Membership spec section 7: "HTTP 401 or 511 on API calls" mean the member must be authenticated again. */
export const UNAUTHORISED_STATUSES: readonly number[] = [401, 511];

/**
 * Browsing spec section 4 and membership spec section 4: "A 419 triggers a session refresh and one
 * retry of the original request": the gateway's word for an access token that has expired.
 */
export const SESSION_EXPIRED_STATUS = 419;

/** Whether an HTTP status from the gateway refuses the access token the call carried. */
export function refusesAccessToken(status: number): boolean {
  return status === SESSION_EXPIRED_STATUS || UNAUTHORISED_STATUSES.includes(status);
}
