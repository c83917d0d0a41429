/**
 * The arrival greetings (the promotional teaser, Convert VIP, the email consent after a purchase)
 * open on the page a member arrives on, whichever it is, and not again during that visit: the
 * greeting that opens leaves a mark in a cookie that lasts as long as the browser session, naming
 * the member it greeted (a digest of their id, so another member signing in on the same browser is
 * greeted too). The server reads it (src/features/consent/ArrivalModals.astro), so a greeting's
 * island is only sent to the page where it opens. Free of zod and of Node: the islands import it.
 */
export const ARRIVAL_GREETED_COOKIE = 'arrival_greeted';

/** The cookie a greeting sets as it opens: no Max-Age, so it ends with the browser session. */
export function greetedCookie(mark: string, secure: boolean): string {
  return `${ARRIVAL_GREETED_COOKIE}=${encodeURIComponent(mark)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether this page is the member's arrival: no greeting has opened for them yet in this browser session. */
export function arriving(greeted: string | null | undefined, memberMark: string): boolean {
  return greeted !== memberMark;
}
