import { cookieValueOf } from '../tracking/cookies.ts';
import { parseWelcomeData, WELCOME_COOKIE } from './welcome.ts';

/**
 * The member this browser bought for, by its welcome cookie (set by the purchase, HttpOnly, this
 * site's host only, an hour), or null. The members layer (src/server/auth/login.ts) tells the
 * identity provider to let an autologin sign in without asking only when its account is this
 * member: an autologin link opened in any other browser asks "Continue as …?" first.
 */
export function autologinBuyerOf(cookieHeader: string | undefined): string | null {
  return parseWelcomeData(cookieValueOf(cookieHeader, WELCOME_COOKIE.name))?.memberid ?? null;
}
