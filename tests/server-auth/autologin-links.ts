import { Browser } from '../../scripts/lib/browser.ts';
import { WELCOME_COOKIE } from '../../src/features/join/welcome.ts';
import type { Harness, TenantBrowser } from './harness.ts';

/** The welcome cookie the purchase left in the buyer's browser (src/features/join/welcome-cookie.server.ts). */
export function welcomeCookieFor(harness: Harness, accountId: string): string {
  const account = harness.accounts().byId(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  const welcome = { memberid: String(account.seq), hashedMemberId: 'hash', username: account.displayName, siteId: '1' };
  return `${WELCOME_COOKIE.name}=${encodeURIComponent(JSON.stringify(welcome))}`;
}

/** Opens an autologin link in `visitor` (with `cookie` beside its own), and follows it to the provider's page or back to the site's callback. */
export async function autologin(harness: Harness, token: string, { visitor = harness.visitor('aurora'), cookie }: { visitor?: TenantBrowser; cookie?: string } = {}) {
  const start = await visitor.request(`/oidc/login?${new URLSearchParams({ uri: '/?fatr=true', autologin: token })}`, cookie ? { headers: { cookie: [visitor.cookieHeader(), cookie].filter(Boolean).join('; ') } } : {});
  const authorization = new URL(start.location!);
  const browser = new Browser();
  const { response, url } = await browser.follow(authorization, `${visitor.origin}/oidc/callback`);
  const callback = url.pathname === '/oidc/callback' ? (await visitor.returnFromProvider(url)).callback : null;
  return { visitor, authorization, response, url, browser, callback };
}
