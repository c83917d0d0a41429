import { OFFERS_PATH } from '../../routing/paths.ts';
import { safeNextOrHome } from '../../routing/redirect-target.ts';
import { daysInSeconds } from '../../shell/durations.ts';
import type { CookieDefinition } from '../tracking/cookies.ts';

/**
 * The /offers interstitial (membership spec sections 4 and 9): continued, it sends the member on to
 * `next`; snoozed, it is hidden for one month, kept in a cookie of this browser (the spec names no
 * profile field for it), and /offers then sends the member straight on.
 */

/** "Offers interstitial hideable for one month": thirty days. */
export const INTERSTITIAL_SNOOZE_DAYS = 30;
export const INTERSTITIAL_SNOOZE_COOKIE: CookieDefinition = { name: 'offers_interstitial_snoozed', maxAgeSeconds: daysInSeconds(INTERSTITIAL_SNOOZE_DAYS) };
export const INTERSTITIAL_SNOOZE_VALUE = '1';
/** The query parameter (and form field) naming where the member was going. */
export const NEXT_PARAM = 'next';

/** Where the interstitial sends the member on: `next` when it is a safe path of this tenant other than /offers, else home (the /offers route rule's target). */
export function interstitialNext(next: string | null | undefined): string {
  return safeNextOrHome(next ?? null, OFFERS_PATH);
}
