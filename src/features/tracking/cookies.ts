/**
 * The cookies of membership spec section 9 and their lifetimes, in one place, with one pure helper
 * that writes a cookie's `Set-Cookie` value (or `document.cookie` assignment). The spec gives a
 * default lifetime of 365 days, 30 days for sales tracking, and the join-form test's max age in
 * milliseconds; for the outgoing-upsell markers it leaves the unit unshown, so they take the default.
 */

const ONE_DAY_SECONDS = 86_400;

/** "default cookie lifetime 365 days". */
export const DEFAULT_COOKIE_LIFETIME_DAYS = 365;
/** "Sales tracking cookie lifetime 30 days". */
export const SALES_TRACKING_COOKIE_LIFETIME_DAYS = 30;
/** "Join-form marketing image A/B test … max age 31536000000 ms" (365 days). */
export const JOIN_FORM_IMAGE_TEST_MAX_AGE_MS = 31_536_000_000;

export interface CookieDefinition {
  name: string;
  /** Lifetime in whole seconds (the `Max-Age` attribute). */
  maxAgeSeconds: number;
}

const days = (count: number): number => count * ONE_DAY_SECONDS;

/** Every named cookie of membership spec section 9. */
export const COOKIES = {
  /** Set on the outgoing-upsell success page when the tracking mutation returns a redirectUrl (value 1). */
  outgoingUpsellOneclickSuccess: { name: 'outgoing_upsell_oneclick_success', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  /** Set on the outgoing-upsell failure page when the tracking mutation returns a redirectUrl (value 1). */
  outgoingUpsellOneclickFallback: { name: 'outgoing_upsell_oneclick_fallback', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  lastVideoPerformerPageViewed: { name: 'last_video_performer_page_viewed', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  redirectToJoinformButton: { name: 'redirect_to_joinform_button', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  defsixsite: { name: 'defsixsite', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  /**
   * The sales tracking of the partner's link the visitor last arrived by (its `ref`, `elm` and
   * `nats`), for the join and the purchases of the next 30 days. The spec gives this cookie's
   * lifetime, not its name.
   */
  salesTracking: { name: 'sales_tracking', maxAgeSeconds: days(SALES_TRACKING_COOKIE_LIFETIME_DAYS) },
  /** Sales tracking: the conversion and marketing markers live 30 days. */
  externalConversionTracking: { name: 'external_conversion_tracking', maxAgeSeconds: days(SALES_TRACKING_COOKIE_LIFETIME_DAYS) },
  marketingTracking: { name: 'marketing_tracking', maxAgeSeconds: days(SALES_TRACKING_COOKIE_LIFETIME_DAYS) },
  /** The join-form marketing image A/B test (disabled in the spec), variants a and b. */
  joinFormImageTest: { name: 'jfmit', maxAgeSeconds: JOIN_FORM_IMAGE_TEST_MAX_AGE_MS / 1000 },
} as const satisfies Record<string, CookieDefinition>;

export type CookieKey = keyof typeof COOKIES;

export interface CookieOptions {
  /** Secure everywhere but plain-http development hosts. */
  secure: boolean;
  /** Ends the cookie instead of setting it. */
  remove?: boolean;
}

/** A cookie's attributes as Astro's `cookies.set` takes them: the same ones `cookieString` writes. */
export function cookieAttributes(cookie: CookieDefinition, { secure }: Pick<CookieOptions, 'secure'>) {
  return { maxAge: cookie.maxAgeSeconds, path: '/', sameSite: 'lax', secure } as const;
}

/**
 * The `Set-Cookie` header value (also valid for `document.cookie`) that sets `cookie` to `value` for
 * its lifetime on the whole site. SameSite=Lax: the members area and the payment pages come back by
 * top-level navigation, which must carry it. The value is percent-encoded, so it can hold no `;`.
 */
export function cookieString(cookie: CookieDefinition, value: string, { secure, remove = false }: CookieOptions): string {
  const attributes = cookieAttributes(cookie, { secure });
  return [
    `${cookie.name}=${remove ? '' : encodeURIComponent(value)}`,
    `Max-Age=${remove ? 0 : attributes.maxAge}`,
    `Path=${attributes.path}`,
    'SameSite=Lax',
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}
