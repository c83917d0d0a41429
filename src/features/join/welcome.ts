import { z } from 'zod';
import { withQuery } from '../../routing/decision.ts';
import { HOME_PATH, LOGIN_AUTOLOGIN_PARAM, LOGIN_PATH, LOGIN_RETURN_PARAM, OFFERS_PATH } from '../../routing/paths.ts';
import type { Breakpoint } from '../../shell/breakpoints.ts';
import type { MultisitePackage } from '../../tenants/schema.ts';

/**
 * Welcome data (membership spec section 3: memberid, hashedMemberId, username, siteId, autologinId):
 * what the biller answers a purchase with, kept by the site for the return pages in an HttpOnly
 * cookie for an hour. The upstream checks the hash at welcomeCheck, so a forged cookie welcomes no one.
 */
export const welcomeDataSchema = z.object({
  memberid: z.string().regex(/^\d{1,12}$/),
  hashedMemberId: z.string().min(1).max(128),
  username: z.string().min(1).max(64),
  siteId: z.string().min(1).max(32),
});
export type WelcomeData = z.infer<typeof welcomeDataSchema>;

export const WELCOME_COOKIE = { name: 'welcome_data', maxAgeSeconds: 60 * 60 } as const;

/** What a cookie the site set as JSON holds, by `schema`; null when there is none or it is not that. */
export function parseCookieJson<T>(schema: z.ZodType<T>, value: string | undefined): T | null {
  if (!value) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The welcome data of a cookie's value, or null when there is none or it is not welcome data. */
export function parseWelcomeData(value: string | undefined): WelcomeData | null {
  return parseCookieJson(welcomeDataSchema, value);
}

/**
 * Membership spec section 9: "the network site ids for signup redirects (multisite id and VP id) are
 * constants whose values are not shown"; 12 and 16 are the multisite tracking ids it names. The
 * biller keeps its own copy (upstream/members/billing/site-ids.ts): it is another company's service.
 */
export const WELCOME_SITE_IDS = { multisite: '12', vp: '16', premiumPlus: '20' } as const;

/**
 * Section 9's "Multisite tracking id 12 and another id 16": a join's conversion is tracked under the
 * package's network id, the VP package's 16 and the others' 12; a brand joined alone has none.
 */
const VP_PACKAGE: MultisitePackage = 'multisiteVP';
export function multisiteTrackingIdOf(multisiteType: string | null): string | null {
  if (multisiteType === null) return null;
  return multisiteType === VP_PACKAGE ? WELCOME_SITE_IDS.vp : WELCOME_SITE_IDS.multisite;
}

/** Membership spec section 7: welcomeCheck's answer. */
export const welcomeCheckSchema = z.object({
  isWelcome: z.boolean(),
  isTrial: z.boolean(),
  autologinId: z.string().min(1).max(128).nullable(),
  traffikJunkyTransactionId: z.string().nullable(),
});
export type WelcomeCheck = z.infer<typeof welcomeCheckSchema>;

/** Where the first-access reload lands after a purchase (membership spec section 2: fatr=true). */
export const FIRST_ACCESS = { fatr: 'true' } as const;
/** Home with the first-access flag: where a new member lands once signed in. */
export const FIRST_ACCESS_HOME = withQuery(HOME_PATH, FIRST_ACCESS);

/**
 * Where a new member lands once signed in: the video or performer page they went to join from
 * (last_video_performer_page_viewed, already checked to be one), else home; with the first-access flag.
 */
export function firstAccessLanding(lastPage: string | null): string {
  return lastPage === null ? FIRST_ACCESS_HOME : withQuery(lastPage, FIRST_ACCESS);
}
export const REACTIVATION_SUCCESS_HOME = withQuery(HOME_PATH, { reactivation: 'success', ...FIRST_ACCESS });

/** The login that signs the new member in with the biller's one-time token, then lands on `returnTo`. */
export function autologinUrl(returnTo: string, autologinId: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: returnTo, [LOGIN_AUTOLOGIN_PARAM]: autologinId })}`;
}

export type ReturnPageDecision<Show> = { kind: 'redirect'; location: string } | ({ kind: 'show' } & Show);
const home = { kind: 'redirect', location: HOME_PATH } as const;
const hasWelcome = (welcome: WelcomeData | null): welcome is WelcomeData => Boolean(welcome?.memberid && welcome.username);

/**
 * /_signupsuccess (membership spec section 2): home without welcome data; an authenticated member
 * whose purchase was not the multisite or premium-plus one goes home with reactivation=success and
 * fatr=true; else the page, with the premium-plus brand's background for those two ids, and the
 * welcome check only when the id is not the multisite or VP one (section 4).
 */
export function signupSuccessDecision(welcome: WelcomeData | null, authenticated: boolean): ReturnPageDecision<{ premiumPlusBackground: boolean; checkWelcome: boolean }> {
  if (!hasWelcome(welcome)) return home;
  const special = welcome.siteId === WELCOME_SITE_IDS.multisite || welcome.siteId === WELCOME_SITE_IDS.premiumPlus;
  if (authenticated && !special) return { kind: 'redirect', location: REACTIVATION_SUCCESS_HOME };
  return {
    kind: 'show',
    premiumPlusBackground: special,
    checkWelcome: welcome.siteId !== WELCOME_SITE_IDS.multisite && welcome.siteId !== WELCOME_SITE_IDS.vp,
  };
}

/** /_signupdenial: the multisite and VP purchases go to the offers; the others see the denial. */
export function signupDenialDecision(welcome: WelcomeData | null): ReturnPageDecision<object> {
  if (welcome && (welcome.siteId === WELCOME_SITE_IDS.multisite || welcome.siteId === WELCOME_SITE_IDS.vp)) return { kind: 'redirect', location: OFFERS_PATH };
  return { kind: 'show' };
}

/** /_upgrademembership: home without welcome data. */
export function upgradeMembershipDecision(welcome: WelcomeData | null): ReturnPageDecision<object> {
  return hasWelcome(welcome) ? { kind: 'show' } : home;
}

export type UpgradeOutcome = 'upgradesuccess' | 'upgradedenial';

/**
 * /_upgradesuccess and /_upgradedenial: after the welcome check, home with the notification and the
 * first-access flag, through the autologin when the check handed one out.
 */
export function upgradeReturnLocation(outcome: UpgradeOutcome, check: WelcomeCheck | null): string {
  const target = withQuery(HOME_PATH, { notification: outcome, ...FIRST_ACCESS });
  return check?.autologinId ? autologinUrl(target, check.autologinId) : target;
}

/**
 * /_upgrademembership's background (browsing spec section 9): 1400x1024 for boundary, huge, xlarge
 * and large; 1045x1024 for medium; 320x770 for small. Widest first, each from its breakpoint up.
 */
export const UPGRADE_BACKGROUNDS = [
  { from: 'large', width: 1400, height: 1024 },
  { from: 'medium', width: 1045, height: 1024 },
  { from: null, width: 320, height: 770 },
] as const satisfies readonly { from: Breakpoint | null; width: number; height: number }[];
