import { expect, test } from '@playwright/test';
import { ERROR_SCREEN_HEADING, ERROR_SCREEN_TEXT, FILL_REPORT_LABEL, GO_HOME_LABEL } from '../src/shell/error-screen-texts.ts';
import { ERROR_REPORTS_PATH } from '../src/shell/error-screen/paths.ts';
import { catalogueVideos, ordinaryScenes } from './support/catalogue.ts';
import { tenantGet } from './support/tour-pages.ts';
import { E2E_ERROR_REPORT_URL, tenantUrl } from './support/ports.ts';

/**
 * The error screen (browsing spec section 2), met through the crash triggers the end-to-end site turns on
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
  const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === ERROR_REPORTS_PATH);
  await page.goto(tenantUrl('aurora', '/search?q=night&crash=island'));
  await expect(page.getByRole('heading', { name: ERROR_SCREEN_HEADING })).toBeVisible();
  await expect(page.getByRole('link', { name: FILL_REPORT_LABEL })).toBeVisible();
  expect(crashes.some((text) => text.includes('island crashed'))).toBe(true);
  const report = await reported;
  expect(report.postDataJSON()).toMatchObject({ kind: 'island-crash', page: '/search', pageCorrelationId: expect.any(String) });
  expect((await report.response())?.status()).toBe(202);

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

test("an island whose code never loads is reported to the site's error reporter, after its retries", async ({ page }) => {
  // A visitor's video page: its player is the one island of a static page.
  const [video] = ordinaryScenes(await catalogueVideos('AURORA'));
  const path = `/videos/${video!.slug}`;
  const html = (await tenantGet('aurora', path)).text;
  const chunk = /<astro-island[^>]*component-url="([^"]+)"/.exec(html)?.[1];
  expect(chunk, 'the page has an island').toBeTruthy();
  await page.route((url) => url.pathname === chunk, (route) => route.abort());
  const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === ERROR_REPORTS_PATH);
  await page.goto(tenantUrl('aurora', path));
  const report = await reported;
  const name = chunk!.slice(chunk!.lastIndexOf('/') + 1);
  expect(report.postDataJSON()).toEqual({ kind: 'chunk-load', message: `Loading chunk ${name} failed`, page: path, pageCorrelationId: null });
  expect((await report.response())?.status()).toBe(202);
});
