import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { tourPageTypes } from './support/tour-pages.ts';

/**
 * No page is wider than a small phone: nothing makes the visitor scroll sideways. Measured as the
 * document's scroll width over its viewport's, once the page has loaded (images and fonts in).
 */
const TENANT = 'aurora';
const SMALL_PHONE = { width: 360, height: 740 };
/** The member's own pages, beside the tour's. */
const MEMBER_PAGES = ['/account', '/favorites', '/notifications', '/offers'];
/** A hang guard per page, not a timing. */
const PAGE_BUDGET_MS = 10_000;

test.use({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });

/** Each page of `paths` that scrolls sideways, with by how many pixels. */
async function widePages(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(tenantUrl(TENANT, path), { waitUntil: 'load' });
    const excess = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (excess > 0) wide.push(`${path} (${page.url()}): ${excess} px too wide`);
  }
  return wide;
}

test('every tour page fits a 360 px phone, for a visitor', async ({ page }) => {
  const paths = await tourPageTypes(TENANT);
  test.setTimeout(paths.length * PAGE_BUDGET_MS);
  expect(await widePages(page, paths)).toEqual([]);
});

test('every tour page and the member pages fit a 360 px phone, for a member', async ({ page }) => {
  const paths = [...(await tourPageTypes(TENANT)), ...MEMBER_PAGES];
  test.setTimeout((paths.length + 1) * PAGE_BUDGET_MS);
  await logIn(page, TENANT, 'member');
  expect(await widePages(page, paths)).toEqual([]);
});

test("the members area's login form fits a 360 px phone", async ({ page }) => {
  // A visitor opening /account is sent to the identity provider's own login form.
  expect(await widePages(page, ['/account'])).toEqual([]);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
