import { expect, test } from '@playwright/test';
import { rawRequest } from '../tests/support/http.ts';
import { E2E_PORT, tenantUrl } from './support/ports.ts';
import { PAGE_SCRIPTS, withoutShellScript } from './support/shell-script.ts';
import { rgb, TENANTS } from './support/tenants.ts';

const LEGAL_PAGES = ['/terms', '/privacy', '/safety', '/removal', '/2257'];

for (const tenant of TENANTS) {
  test(`${tenant.tenant}: the home page shows its own brand, theme and newest videos`, async ({ page }) => {
    const response = await page.goto(tenantUrl(tenant.tenant));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(tenant.name);
    await expect(page.getByRole('link', { name: tenant.name, exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(tenant.theme.background));
    await expect(page.locator('html')).toHaveAttribute('lang', tenant.locale);
    await expect(page.getByRole('heading', { name: 'Newest videos' })).toBeVisible();
    await expect(page.locator('[data-video-card]').first()).toBeVisible();
  });
}

test('the page head carries the adult rating, no-translate hints, icons, manifest and black theme colour', async ({ page }) => {
  await page.goto(tenantUrl('aurora'));
  await expect(page.locator('meta[name="rating"][content="RTA-5042-1996-1400-1577-RTA"]')).toHaveCount(1);
  await expect(page.locator('meta[name="google"][content="notranslate"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('translate', 'no');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000');
  for (const href of ['/favicon.svg', '/manifest.webmanifest']) {
    // Through the browser: Node's resolver (behind page.request) does not know *.localhost.
    const response = await page.goto(tenantUrl('aurora', href));
    expect(response?.status()).toBe(200);
  }
});

test('the footer has the copyright from 2014 to this year and the two US state notices', async ({ page }) => {
  await page.goto(tenantUrl('blaze'));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© 2014–${new Date().getFullYear()} Blaze Studio`);
  await expect(footer.locator('[data-region="US-TX"]')).toContainText('Texas');
  await expect(footer.locator('[data-region="US-AL"]')).toContainText('Alabama');
});

for (const tenant of ['aurora', 'jade']) {
  for (const path of LEGAL_PAGES) {
    test(`${tenant}${path} is a legal page with no script but the header's search`, async ({ page }) => {
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status()).toBe(200);
      expect(withoutShellScript((await response?.text()) ?? '')).not.toMatch(/<script/i);
      await expect(page.locator(PAGE_SCRIPTS)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

test('/safety and /removal show the privacy content', async ({ page }) => {
  for (const path of ['/safety', '/removal']) {
    await page.goto(tenantUrl('cinder', path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  }
});

test('a missing page gets the themed 404', async ({ page }) => {
  const response = await page.goto(tenantUrl('dahlia', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dahlia House', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(TENANTS[3]?.theme.background ?? ''));
});

test('an unknown host gets "Received unexpected host string" and no brand', async ({ page }) => {
  const response = await page.goto(`http://unknown.localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading')).toHaveText('Received unexpected host string');
  await expect(page.locator('a')).toHaveCount(0);
});

test('a malformed Host header gets the same error', async () => {
  for (const host of ['', 'aurora.localhost/evil', 'evil@aurora.localhost']) {
    const response = await rawRequest(E2E_PORT, { host, path: '/' });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Received unexpected host string');
  }
});

test('every response carries the security headers', async ({ page }) => {
  const response = await page.goto(tenantUrl('ember', '/terms'));
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('a server-rendered route answers through the tenant\'s own Astro handler', async ({ page }) => {
  const response = await page.goto(tenantUrl('fable', '/api/status'));
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toEqual({ tenant: 'fable', rendered: 'server' });
});
