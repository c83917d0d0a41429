/**
 * OAuth 2's `invalid_grant`: the identity provider's answer to a refresh token it no longer honours,
 * and so the `error` of the site's 401 from /api/refresh when a session cannot be renewed. The
 * browser reads it as "retrying cannot help" and sends the member to the login.
 */
export const INVALID_GRANT = 'invalid_grant';
