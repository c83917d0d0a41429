import { expect, type Page } from '@playwright/test';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, type DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import type { AccountRestriction } from '../../upstream/members/account-restrictions.ts';
import { rawRequest, type RawResponse } from '../../tests/support/http.ts';
import { E2E_PORT, tenantUrl } from './ports.ts';
import { GEMS_INTRO_LAST_SHOWN_COOKIE } from '../../src/features/gems/gems-intro.ts';
import { ARRIVAL_GREETED_COOKIE } from '../../src/features/consent/greeting.ts';
import { greetingMark } from '../../src/features/consent/greeting-mark.server.ts';
import { LOGOUT_PATH } from '../../src/routing/paths.ts';

export interface LogInOptions {
  /** Whether this browser showed the member the gems intro today (default) or never. */
  gemsIntro?: 'seen today' | 'never';
  /** Whether this browser session greeted the member already (default) or not yet: then a greeting opens on the page they land on. */
  greeting?: 'greeted' | 'not yet';
}

/** The demo account's email address: `<kind>@demo.test` (`disabled@demo.test` and `banned@demo.test` for the restricted ones). */
export function demoEmail(kind: DemoUserKind | AccountRestriction): string {
  return `${kind}@${DEMO_EMAIL_DOMAIN}`;
}

/**
 * Makes the browser a visitor's again: leaves the page first, so that none of its scripts meets the
 * missing session in flight and sends the browser to log in over the next navigation, then forgets
 * every cookie.
 */
export async function becomeVisitor(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Fills the identity provider's own login form with a demo account's email and password, and submits it. */
export async function submitLoginForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Logs in through the real identity provider, as a member does: /oidc/login?uri=<path> on the
 * tenant, the provider's own login form filled and submitted, back on `path`. Resolves once the
 * member page is shown.
 */
export async function logIn(page: Page, tenant: string, kind: DemoUserKind, path = '/account', { gemsIntro = 'seen today', greeting = 'greeted' }: LogInOptions = {}): Promise<void> {
  // Members meet the gems intro at most once a day (membership spec section 4): journeys start as
  // members who saw it today, so it does not cover the page they test; e2e/gems.spec.ts meets it.
  if (gemsIntro === 'seen today') {
    await page.context().addCookies([{ name: GEMS_INTRO_LAST_SHOWN_COOKIE, value: String(Date.now()), url: tenantUrl(tenant, '/') }]);
  }
  // The arrival greetings (teaser, Convert VIP) open once a visit, on the first page: journeys start
  // as members greeted already, so no greeting covers the page they test; e2e/modals.spec.ts meets them.
  if (greeting === 'greeted') {
    await page.context().addCookies([{ name: ARRIVAL_GREETED_COOKIE, value: greetingMark(`demo-${kind}`), url: tenantUrl(tenant, '/') }]);
  }
  await page.goto(tenantUrl(tenant, `/oidc/login?uri=${encodeURIComponent(path)}`));
  await submitLoginForm(page, demoEmail(kind));
  await expect(page).toHaveURL(tenantUrl(tenant, path));
}

/**
 * A request to a tenant with the browser context's cookies, without following redirects. Node cannot
 * resolve *.localhost, so it goes to the loopback address with the tenant's Host header.
 */
export async function tenantRequest(
  page: Page,
  tenant: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | undefined } = {},
): Promise<RawResponse> {
  const cookies = await page.context().cookies(tenantUrl(tenant));
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return rawRequest(E2E_PORT, { host: `${tenant}.localhost:${E2E_PORT}`, path, method, headers: { ...headers, ...(cookie ? { cookie } : {}) }, body });
}

/** A POST as the tenant's own pages send one: same origin (the site refuses other origins' posts), with the browser context's cookies. */
export function tenantPost(page: Page, tenant: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return tenantRequest(page, tenant, path, { method: 'POST', headers: { ...headers, origin: new URL(tenantUrl(tenant)).origin }, body });
}

/** Ends the member's session on the site behind the page's back, as the Log out button's post does there; the provider's session stays. */
export async function endSiteSession(page: Page, tenant: string): Promise<void> {
  const ended = await tenantPost(page, tenant, LOGOUT_PATH);
  expect(ended.status).toBe(302);
}

/** The Location header of a raw answer, as one string. */
export function locationOf(answer: RawResponse): string | undefined {
  return answer.headers.location;
}
