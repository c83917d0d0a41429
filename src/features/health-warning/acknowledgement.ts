import { cookieString, DEFAULT_COOKIE_LIFETIME_DAYS, type CookieDefinition } from '../tracking/cookies.ts';
import { stateOf, type HealthWarningRegion } from './regions.ts';

/**
 * A visitor's acknowledgement is a cookie per region, kept in the browser it was given in; a member's
 * is the profile flag the acknowledgeHealthWarning mutation sets, so it follows them to any device.
 */

/** Where the cover's form posts (the site server answers it: a visitor's, and a member's without JavaScript). */
export const ACKNOWLEDGE_PATH = '/health-warning';
/** The cover form's fields. */
export const REGION_FIELD = 'region';
export const RETURN_FIELD = 'uri';

const COOKIE_VALUE = '1';

/** `texas_health_warning_acknowledged`, kept for the spec's default cookie lifetime (365 days). */
export function acknowledgementCookieOf(region: HealthWarningRegion): CookieDefinition {
  return { name: `${stateOf(region).toLowerCase()}_health_warning_acknowledged`, maxAgeSeconds: DEFAULT_COOKIE_LIFETIME_DAYS * 86_400 };
}

/** The `Set-Cookie` value that records a visitor's acknowledgement of `region`'s warning. */
export function acknowledgementSetCookie(region: HealthWarningRegion, secure: boolean): string {
  return cookieString(acknowledgementCookieOf(region), COOKIE_VALUE, { secure });
}

/** Whether the request's Cookie header carries the acknowledgement of `region`'s warning. */
export function hasAcknowledgementCookie(cookieHeader: string | undefined, region: HealthWarningRegion): boolean {
  if (cookieHeader === undefined) return false;
  const wanted = `${acknowledgementCookieOf(region).name}=${COOKIE_VALUE}`;
  return cookieHeader.split(';').some((pair) => pair.trim() === wanted);
}
