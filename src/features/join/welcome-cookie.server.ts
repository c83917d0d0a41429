import type { AstroCookies } from 'astro';
import { isSecureOrigin, type RequestContext } from '../../server/request-context.ts';
import type { CookieReader } from '../../holes/hole-request.ts';
import { cookieAttributes } from '../tracking/cookies.ts';
import { parsePurchase, PURCHASE_COOKIE, type Purchase } from './purchase.ts';
import { parseWelcomeData, WELCOME_COOKIE, type WelcomeData } from './welcome.ts';

/**
 * Keeps the purchase's welcome data for the return pages, and what was bought for the welcome on
 * the new member's first page: HttpOnly, this site only, one hour.
 */
export function storeWelcomeData(cookies: AstroCookies, context: RequestContext, welcome: WelcomeData, purchase: Purchase | null = null): void {
  const secure = isSecureOrigin(context);
  cookies.set(WELCOME_COOKIE.name, JSON.stringify(welcome), { ...cookieAttributes(WELCOME_COOKIE, { secure }), httpOnly: true });
  if (purchase) cookies.set(PURCHASE_COOKIE.name, JSON.stringify(purchase), { ...cookieAttributes(PURCHASE_COOKIE, { secure }), httpOnly: true });
}

export function readWelcomeData(cookies: AstroCookies): WelcomeData | null {
  return parseWelcomeData(cookies.get(WELCOME_COOKIE.name)?.value);
}

export function readPurchase(cookies: CookieReader): Purchase | null {
  return parsePurchase(cookies.get(PURCHASE_COOKIE.name)?.value);
}

/** The join's purchase no longer welcomes: another purchase (the trial's upgrade) replaced it. */
export function forgetPurchase(cookies: AstroCookies): void {
  cookies.delete(PURCHASE_COOKIE.name, { path: '/' });
}
