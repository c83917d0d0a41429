import { expect, test, type Request } from '@playwright/test';
import type { DemoUserKind } from '../upstream/identity/demo-accounts.ts';
import { ACCOUNT_DISABLED_OR_BANNED_MESSAGE } from '../src/server/auth/login-problems.ts';
import { LOGIN_PATH, LOGOUT_PATH, SUPPORT_PATH } from '../src/routing/paths.ts';
import { gate } from './support/gate.ts';
import { demoEmail, endSiteSession, locationOf, logIn, submitLoginForm, tenantRequest } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { axe } from './support/axe.ts';

const OPEN_REDIRECT_PAYLOADS = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
];

/** The location a redirect points to stays on the tenant's own host. */
function expectSameHost(location: string | undefined, tenant: string): void {
  const url = new URL(location ?? '/', tenantUrl(tenant));
  expect(url.hostname, `redirected to ${location}`).toBe(`${tenant}.localhost`);
}

test('an anonymous visitor of /account is sent to the login and back to /account', async ({ page }) => {
  const answer = await tenantRequest(page, 'aurora', '/account');
  expect(answer.status).toBe(302);
  expect(locationOf(answer)).toBe('/oidc/login?uri=%2Faccount');
  await logIn(page, 'aurora', 'member', '/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
});

test('a banned account that logs in through the provider’s form is told on the site that it is disabled or banned', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/oidc/login?uri=%2Faccount'));
  await submitLoginForm(page, demoEmail('banned'));
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_DISABLED_OR_BANNED_MESSAGE);
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', SUPPORT_PATH));
  // Not signed in: the members area still asks for a login.
  expect(locationOf(await tenantRequest(page, 'aurora', '/account'))).toBe('/oidc/login?uri=%2Faccount');
});

const SECTIONS: [DemoUserKind, string, { relationship: boolean; vip: boolean; tandem: boolean }][] = [
  ['member', 'aurora', { relationship: false, vip: false, tandem: false }],
  ['admin', 'ivy', { relationship: true, vip: false, tandem: false }],
  ['vip', 'aurora', { relationship: false, vip: true, tandem: false }],
  ['tandemparent', 'aurora', { relationship: false, vip: false, tandem: true }],
];
for (const [kind, tenant, sees] of SECTIONS) {
  test(`${kind}@ on ${tenant} sees on /account what their abilities allow and no more`, async ({ page }) => {
    await logIn(page, tenant, kind, '/account');
    const sections = { relationship: 'Relationship status', vip: 'VIP', tandem: 'Tandem account' } as const;
    for (const [key, heading] of Object.entries(sections)) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(sees[key as keyof typeof sees] ? 1 : 0);
    }
    if (sees.vip) {
      await expect(page.getByText('Exclusive membership')).toBeVisible();
      await expect(page.getByText('Please type your own email address and password to register the account.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    }
  });
}

const CHANNELS: [DemoUserKind, boolean][] = [
  ['member', true],
  ['expired', true],
  ['guest', false],
];
for (const [kind, visible] of CHANNELS) {
  test(`/channels on aurora (channels on) is ${visible ? 'shown' : 'not found'} for ${kind}@`, async ({ page }) => {
    await logIn(page, 'aurora', kind, '/account');
    const answer = await page.goto(tenantUrl('aurora', '/channels'));
    expect(answer?.status()).toBe(visible ? 200 : 404);
    await expect(page.getByRole('link', { name: 'Channels', exact: true })).toHaveCount(visible ? 1 : 0);
  });
}

test('member pages are private and never cached', async ({ page }) => {
  await logIn(page, 'aurora', 'member', '/favorites');
  for (const path of ['/account', '/favorites', '/favorites/videos', '/channels']) {
    const answer = await page.goto(tenantUrl('aurora', path));
    expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
  }
});

for (const payload of OPEN_REDIRECT_PAYLOADS) {
  test(`open-redirect payload ${JSON.stringify(payload)} stays on the tenant`, async ({ page }) => {
    const login = await tenantRequest(page, 'aurora', `/oidc/login?uri=${encodeURIComponent(payload)}`);
    // The login leaves for the provider; the return target it keeps is checked by the callback below.
    expect(login.status).toBe(302);
    await logIn(page, 'aurora', 'member', '/account');
    const again = await tenantRequest(page, 'aurora', `/oidc/login?uri=${encodeURIComponent(payload)}`);
    expectSameHost(locationOf(again), 'aurora');
    const offers = await tenantRequest(page, 'aurora', `/offers?next=${encodeURIComponent(payload)}`);
    if (offers.status >= 300 && offers.status < 400) expectSameHost(locationOf(offers), 'aurora');
    // /parent-redirect follows next only as a path of this tenant, and nowhere with a token it refuses.
    const parent = await tenantRequest(page, 'aurora', `/parent-redirect?next=${encodeURIComponent(payload)}`);
    expect(parent.status).toBe(302);
    expectSameHost(locationOf(parent), 'aurora');
    const refused = await tenantRequest(page, 'aurora', `/parent-redirect?id_token=abc&next=${encodeURIComponent(payload)}`);
    expect(refused.status).toBe(400);
    expect(locationOf(refused)).toBeUndefined();
    const xsite = await tenantRequest(page, 'aurora', `/xsite/blaze?deeplink=${encodeURIComponent(payload)}`);
    expect(xsite.status).toBe(302);
    const target = new URL(locationOf(xsite) ?? '');
    // Locally each tenant's members area is its own <tenant>.localhost origin.
    expect(target.hostname).toBe('blaze.localhost');
    expect(target.pathname).toBe('/');
  });
}

test('/xsite/:site redirects to the members area of that site with the deeplink', async ({ page }) => {
  await logIn(page, 'aurora', 'member', '/account');
  const answer = await tenantRequest(page, 'aurora', '/xsite/blaze?deeplink=%2Fvideos');
  expect(answer.status).toBe(302);
  const target = new URL(locationOf(answer) ?? '');
  expect(target.hostname).toBe('blaze.localhost');
  expect(target.pathname).toBe('/videos');
  const unknown = await tenantRequest(page, 'aurora', '/xsite/evil');
  expect(unknown.status).toBe(404);
});

test('a session survives /api/refresh in two tabs of one browser', async ({ page, context }) => {
  await logIn(page, 'aurora', 'member', '/account');
  const second = await context.newPage();
  await second.goto(tenantUrl('aurora', '/account'));
  const [a, b] = await Promise.all([
    page.evaluate(() => fetch('/api/refresh', { credentials: 'same-origin' }).then((r) => r.status)),
    second.evaluate(() => fetch('/api/refresh', { credentials: 'same-origin' }).then((r) => r.status)),
  ]);
  expect([a, b].every((status) => status < 400)).toBe(true);
  for (const tab of [page, second]) {
    await tab.reload();
    await expect(tab.getByRole('button', { name: 'Log out' })).toBeVisible();
  }
});

test('logging out ends the session', async ({ page }) => {
  await logIn(page, 'aurora', 'member', '/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account'));
  const answer = await tenantRequest(page, 'aurora', '/account');
  expect(answer.status).toBe(302);
  expect(locationOf(answer)).toContain('/oidc/login');
});

test('a call refused while the member logs out does not log them back in', async ({ page }) => {
  await logIn(page, 'aurora', 'member', '/account');
  // A slow phone: the page is shown, its scripts are still on their way, and the member clicks Log
  // out. The session ends on the server (here by the same post, sent beside the browser's, which is
  // held), and the scripts arrive while the logout is still under way: the islands wake, and their
  // first calls are refused.
  const scripts = gate();
  const logoutPosted = gate();
  const logoutAnswer = gate();
  await page.route('**/_astro/*.js', async (route) => {
    await scripts.opened;
    await route.continue();
  });
  await page.route(`**${LOGOUT_PATH}`, async (route) => {
    logoutPosted.open();
    await logoutAnswer.opened;
    // A page that left for the login instead cancelled its logout, and this request with it.
    await route.continue().catch(() => undefined);
  });
  const isLogin = (request: Request): boolean => new URL(request.url()).pathname === LOGIN_PATH;
  const logins: string[] = [];
  page.on('request', (request) => {
    if (isLogin(request)) logins.push(request.url());
  });
  await page.goto(tenantUrl('aurora', '/account'), { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Log out' }).click({ noWaitAfter: true });
  await logoutPosted.opened;
  await endSiteSession(page, 'aurora');
  const refused = page.waitForResponse((response) => response.url().includes('/_actions/gems.news'));
  scripts.open();
  expect((await refused).status()).toBe(401);
  // A page that answers the refusal asks for the login at once; one that knows it is leaving never does.
  await page.waitForRequest(isLogin, { timeout: 2_000 }).catch(() => undefined);
  logoutAnswer.open();
  await expect(page).toHaveURL(tenantUrl('aurora', '/'));
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(logins).toEqual([]);
});

test('a changed display name shows after reload', async ({ page }) => {
  await logIn(page, 'aurora', 'moderator', '/account');
  const name = `Night Owl ${Date.now() % 10_000}`;
  await page.getByRole('textbox', { name: 'Display name' }).fill(name);
  await page.getByRole('button', { name: 'Save display name' }).click();
  await expect(page).toHaveURL(/notification=display_name_updated/);
  await page.reload();
  await expect(page.locator('[data-member-name]')).toHaveText(name);
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(name);
});

test('a display name that is too long is refused next to the field', async ({ page }) => {
  await logIn(page, 'aurora', 'commenteditor', '/account');
  await page.getByRole('textbox', { name: 'Display name' }).fill('x'.repeat(41));
  await page.getByRole('button', { name: 'Save display name' }).click();
  const field = page.getByRole('textbox', { name: 'Display name' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await field.getAttribute('aria-describedby')}`)).toContainText('1 to 40 characters');
});

test('a VIP who picks an email that is taken is told so next to it, and keeps what they typed', async ({ page }) => {
  await logIn(page, 'aurora', 'vip', '/account');
  const vip = page.locator('[data-section="vip-conversion"]');
  await vip.getByRole('textbox', { name: 'Email' }).fill(demoEmail('member'));
  await vip.getByLabel('Password').fill('Goodpassw0rd1');
  await vip.getByRole('button', { name: 'Continue' }).click();
  const email = vip.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText('This email already exists. Please choose another one.');
  await expect(email).toHaveValue(demoEmail('member'));
  await expect(vip.getByLabel('Password')).toHaveValue('');
});

test('/account?password_changed names the visible sites in upper case', async ({ page }) => {
  await logIn(page, 'aurora', 'member', '/account?password_changed=1');
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toContainText('AURORA');
});

test('/account has no serious or critical accessibility violations', async ({ page }) => {
  await logIn(page, 'aurora', 'vip', '/account');
  const results = await axe(page);
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('member@demo.test removes a favourite video on /favorites/videos and it stays gone after reload', async ({ page }) => {
  await logIn(page, 'aurora', 'member', '/favorites/videos');
  const favourites = page.locator('[data-favorite]');
  await expect(favourites.first()).toBeVisible();
  const before = await favourites.count();
  expect(before).toBeGreaterThan(0);
  const first = favourites.first();
  const slug = await first.getAttribute('data-favorite');
  await expect(first.locator('[data-video-card]')).toBeVisible();
  await first.getByRole('button', { name: /^Remove / }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/favorites/videos'));
  await page.reload();
  await expect(page.locator(`[data-favorite="${slug}"]`)).toHaveCount(0);
  await expect(favourites).toHaveCount(before - 1);
});

test('/account sums up the membership, with the billing support page of the biller that bills it', async ({ page }) => {
  await logIn(page, 'aurora', 'member', '/account');
  const summary = page.locator('[data-membership-summary]');
  await expect(summary.getByRole('heading', { name: 'Your membership' })).toBeVisible();
  await expect(summary.locator('[data-membership-status]')).toHaveText('Active');
  await expect(summary.locator('[data-membership-plan]')).toHaveText('Aurora Nights alone');
  await expect(summary.getByRole('link', { name: 'EPOCH billing support' })).toHaveAttribute('href', 'https://support.epoch.example/');
  // An internal biller's card is updated through the site.
  await expect(page.getByRole('link', { name: 'Update credit card' })).toBeVisible();
});

test('a member billed by an external biller is sent to that biller to update the card', async ({ page }) => {
  await logIn(page, 'aurora', 'portal', '/account');
  const payment = page.locator('[data-payment-external]');
  await expect(payment).toContainText('ECHST keeps your card.');
  await expect(payment.getByRole('link', { name: 'Update it with ECHST billing support' })).toHaveAttribute('href', 'https://support.echst.example/');
  await expect(page.getByRole('link', { name: 'Update credit card' })).toHaveCount(0);
});
