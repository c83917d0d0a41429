import { expect, test } from '@playwright/test';
import { HEALTH_WARNING_TEXTS, ACKNOWLEDGE_LABEL } from '../src/features/health-warning/texts.ts';
import { DEFAULT_REGION_HEADER } from '../src/settings/env.ts';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';

/**
 * The health-warning cover (membership spec section 4): the region comes from the header a CDN sets, here set
 * by the browser itself. aurora has both warnings on.
 */
const TEXAS = { [DEFAULT_REGION_HEADER]: 'US-TX' };

test.describe('a Texas visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: TEXAS });

  test('sees the cover instead of the static page, acknowledges it by its form, and sees the page', async ({ page, context }) => {
    const response = await page.goto(tenantUrl('aurora', '/terms'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const cover = page.getByRole('dialog', { name: HEALTH_WARNING_TEXTS['US-TX'].heading });
    await expect(cover).toBeVisible();
    await expect(cover).toContainText('TEXAS HEALTH AND HUMAN SERVICES WARNING');
    await expect(page.getByRole('heading', { name: 'Terms of service' })).toHaveCount(0);
    expect(await page.locator('script').count()).toBe(0);

    await page.getByRole('button', { name: ACKNOWLEDGE_LABEL }).click();
    await expect(page.getByRole('heading', { name: 'Terms of service' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/terms');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('texas_health_warning_acknowledged');

    // Acknowledged once: the next page shows at once.
    await page.goto(tenantUrl('aurora', '/privacy'));
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  });

  test('is not covered on join now', async ({ page }) => {
    await page.goto(tenantUrl('aurora', '/joinnow'));
    await expect(page.getByRole('dialog', { name: HEALTH_WARNING_TEXTS['US-TX'].heading })).toHaveCount(0);
  });
});

test('a visitor from elsewhere never sees the cover', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/terms'));
  await expect(page.getByRole('heading', { name: 'Terms of service' })).toBeVisible();
  await expect(page.locator('[data-health-warning]')).toHaveCount(0);
});

test('an Alabama member acknowledges the cover once, through the member state upstream', async ({ page }) => {
  await logIn(page, 'aurora', 'multisite2025');
  await page.setExtraHTTPHeaders({ [DEFAULT_REGION_HEADER]: 'US-AL' });
  await page.goto(tenantUrl('aurora', '/account'));
  const cover = page.getByRole('dialog', { name: HEALTH_WARNING_TEXTS['US-AL'].heading });
  await expect(cover).toContainText('ALABAMA DEPARTMENT OF PUBLIC HEALTH WARNING');
  // The hydrated form calls the Action and reloads the same page.
  await expect(page.locator('astro-island[component-url*="AcknowledgeForm"]:not([ssr])')).toHaveCount(1);
  await page.getByRole('button', { name: ACKNOWLEDGE_LABEL }).click();
  await expect(cover).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/account');
  await page.goto(tenantUrl('aurora', '/'));
  await expect(page.locator('[data-health-warning]')).toHaveCount(0);
});

test.describe('a Texas member without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('acknowledges the cover by its form; the answer is kept upstream, not in a cookie', async ({ page, context }) => {
    await logIn(page, 'aurora', 'multisite2020');
    await page.setExtraHTTPHeaders(TEXAS);
    await page.goto(tenantUrl('aurora', '/account'));
    const cover = page.getByRole('dialog', { name: HEALTH_WARNING_TEXTS['US-TX'].heading });
    await expect(cover).toBeVisible();
    await page.getByRole('button', { name: ACKNOWLEDGE_LABEL }).click();
    await expect(cover).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/account');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('texas_health_warning_acknowledged');
    await page.goto(tenantUrl('aurora', '/'));
    await expect(page.locator('[data-health-warning]')).toHaveCount(0);
  });
});
