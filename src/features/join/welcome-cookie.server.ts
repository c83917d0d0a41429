import type { AstroCookies } from 'astro';
import { isSecureOrigin, type RequestContext } from '../../server/request-context.ts';
import { cookieAttributes } from '../tracking/cookies.ts';
import { parseWelcomeData, WELCOME_COOKIE, type WelcomeData } from './welcome.ts';

/** Keeps the purchase's welcome data for the return pages: HttpOnly, this site only, one hour. */
export function storeWelcomeData(cookies: AstroCookies, context: RequestContext, welcome: WelcomeData): void {
  cookies.set(WELCOME_COOKIE.name, JSON.stringify(welcome), { ...cookieAttributes(WELCOME_COOKIE, { secure: isSecureOrigin(context) }), httpOnly: true });
}

export function readWelcomeData(cookies: AstroCookies): WelcomeData | null {
  return parseWelcomeData(cookies.get(WELCOME_COOKIE.name)?.value);
}
