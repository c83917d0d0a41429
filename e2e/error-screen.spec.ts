import { expect, test } from '@playwright/test';
import { ERROR_SCREEN_HEADING, ERROR_SCREEN_TEXT, FILL_REPORT_LABEL, GO_HOME_LABEL } from '../src/features/error-screen/texts.ts';
import { E2E_ERROR_REPORT_URL, tenantUrl } from './support/ports.ts';

/**
 * The error screen (issue 11 item 5), met through the crash triggers the end-to-end site turns on
 * (CRASH_TRIGGERS, refused with SITE_ENV=production): `?crash=server` crashes a page while the server
 * renders it, `?crash=island` an island in the browser.
 */
test('a page that crashes on the server shows the error screen with a report link, and Go Home recovers', async ({ page }) => {
  const response = await page.goto(tenantUrl('aurora', '/search?q=night&crash=server'));
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: ERROR_SCREEN_HEADING })).toBeVisible();
  await expect(page.getByText(ERROR_SCREEN_TEXT)).toBeVisible();
  const correlationId = response?.headers()['x-correlation-id'] ?? '';
  await expect(page.getByRole('link', { name: FILL_REPORT_LABEL })).toHaveAttribute('href', `${E2E_ERROR_REPORT_URL}?correlationId=${correlationId}`);

  await page.getByRole('link', { name: GO_HOME_LABEL }).click();
  await expect(page.getByRole('heading', { name: 'Newest videos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_SCREEN_HEADING })).toHaveCount(0);
});

test('an island that crashes in the browser shows the error screen over the page, and Go Home recovers', async ({ page }) => {
  const crashes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') crashes.push(message.text());
  });
  await page.goto(tenantUrl('aurora', '/search?q=night&crash=island'));
  await expect(page.getByRole('heading', { name: ERROR_SCREEN_HEADING })).toBeVisible();
  await expect(page.getByRole('link', { name: FILL_REPORT_LABEL })).toBeVisible();
  expect(crashes.some((text) => text.includes('island crashed'))).toBe(true);

  await page.getByRole('link', { name: GO_HOME_LABEL }).click();
  await expect(page.getByRole('heading', { name: 'Newest videos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_SCREEN_HEADING })).toHaveCount(0);
});

test('the crash triggers and the internal pages are no routes of their own', async ({ page }) => {
  for (const path of ['/error-screen', '/health-warning-cover']) {
    const response = await page.goto(tenantUrl('aurora', path));
    expect(response?.status(), path).toBe(404);
  }
});
