import { daysInSeconds, SIX_HOURS_DAYS } from '../../shell/durations.ts';

/**
 * The cookies of membership spec section 9 and their lifetimes, in one place, with one pure helper
 * that writes a cookie's `Set-Cookie` value (or `document.cookie` assignment). The spec gives a
 * default lifetime of 365 days and 30 days for sales tracking; for the outgoing-upsell markers it
 * leaves the unit unshown, so they take the default. Who sets and reads each is written beside it
 * (docs/tracking.md has the whole journey). The join-form marketing image A/B test (`jfmit`) is
 * disabled in the spec and not built, so it has no cookie here.
 */

/** "default cookie lifetime 365 days". */
export const DEFAULT_COOKIE_LIFETIME_DAYS = 365;
/** "Sales tracking cookie lifetime 30 days". */
export const SALES_TRACKING_COOKIE_LIFETIME_DAYS = 30;

export interface CookieDefinition {
  name: string;
  /** Lifetime in whole seconds (the `Max-Age` attribute). */
  maxAgeSeconds: number;
}

const days = daysInSeconds;

/** Every named cookie of membership spec section 9, and the one sales tracking cookie of our own. */
export const COOKIES = {
  /** Set on the outgoing-upsell success page when the tracking mutation returns a redirectUrl (value 1). */
  outgoingUpsellOneclickSuccess: { name: 'outgoing_upsell_oneclick_success', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  /** Set on the outgoing-upsell failure page when the tracking mutation returns a redirectUrl (value 1). */
  outgoingUpsellOneclickFallback: { name: 'outgoing_upsell_oneclick_fallback', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  /**
   * The video or performer page the visitor went to join from (its path), set by the join page from
   * the request's Referer; /_signupsuccess lands the new member there.
   */
  lastVideoPerformerPageViewed: { name: 'last_video_performer_page_viewed', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  /**
   * Which join button brought the visitor to the join form (the link's `button`), set by the join
   * page and sent with the join: for the visit it belongs to, six hours ("six hours 0.25 days").
   */
  redirectToJoinformButton: { name: 'redirect_to_joinform_button', maxAgeSeconds: days(SIX_HOURS_DAYS) },
  /**
   * A partner link's `defsixsite`: the join form opens on the multisite package's deal (the "six-site"
   * purchase) instead of the brand's own. Set by the site server at arrival, read by the join page.
   */
  defsixsite: { name: 'defsixsite', maxAgeSeconds: days(DEFAULT_COOKIE_LIFETIME_DAYS) },
  /**
   * The sales tracking of the partner's link the visitor last arrived by (`ref`, `elm`, `nats`, the
   * forwarded `sid10` and the pricing test groups), for the join and the purchases of the next 30
   * days. The spec gives this cookie's lifetime, not its name.
   */
  salesTracking: { name: 'sales_tracking', maxAgeSeconds: days(SALES_TRACKING_COOKIE_LIFETIME_DAYS) },
  /** The ad network's click id of the arrival (`clickid`), which the biller reports the conversion with. */
  externalConversionTracking: { name: 'external_conversion_tracking', maxAgeSeconds: days(SALES_TRACKING_COOKIE_LIFETIME_DAYS) },
  /** The campaign of the arrival (its `utm_*` parameters). */
  marketingTracking: { name: 'marketing_tracking', maxAgeSeconds: days(SALES_TRACKING_COOKIE_LIFETIME_DAYS) },
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

/** The decoded value of the cookie `name` in a request's Cookie header, or undefined. */
export function cookieValueOf(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
