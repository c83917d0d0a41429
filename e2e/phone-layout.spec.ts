import { expect, test, type Page } from '@playwright/test';
import { MEMBERSHIP_SECTION_ID } from '../src/features/account/sections.ts';
import { ACCOUNT_PATH } from '../src/routing/paths.ts';
import { logIn } from './support/login.ts';
import { coveredControls, expectFirstResultAboveTheFold, keepScreenshot } from './support/layout.ts';
import { mediaOf, visiblePlayer } from './support/player.ts';
import { tenantUrl } from './support/ports.ts';
import { firstLink } from './support/tour-pages.ts';

/**
 * The site on a 390 px phone, as a person meets it: a compact header whose menu button opens the
 * navigation, a search sheet, filters in a drawer, the first result on the first screen, the
 * player's controls below the play badge and fading as players do, and nothing that covers a
 * control. Each page's screenshot is kept with the run's results (test-results/).
 */
const TENANT = 'aurora';
const PHONE = { width: 390, height: 844 };
/** The header of one compact row: the menu, the brand, the search and the join button. */
const COMPACT_HEADER_PX = 64;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

async function expectNothingCovered(page: Page, what: string): Promise<void> {
  expect(await coveredControls(page), `${what}: every control takes a tap where it shows`).toEqual([]);
}

async function headerHeight(page: Page): Promise<number> {
  return (await page.getByRole('banner').boundingBox())?.height ?? Number.POSITIVE_INFINITY;
}

test('a visitor on a phone: compact header and its menu, the search sheet, the filters drawer, the first results on the first screen', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(tenantUrl(TENANT));
  expect(await headerHeight(page)).toBeLessThanOrEqual(COMPACT_HEADER_PX);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Join now' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectFirstResultAboveTheFold(page, '[data-video-card]');
  await expectNothingCovered(page, 'home');
  await keepScreenshot(page, testInfo, 'home');

  // The menu button opens the navigation as a drawer, Escape closes it and gives the focus back.
  const menu = banner.getByRole('button', { name: 'Menu' });
  await menu.click();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation).toBeVisible();
  for (const name of ['Videos', 'Top rated', 'Reels', 'The Wall', 'Deals']) await expect(navigation.getByRole('link', { name })).toBeVisible();
  await keepScreenshot(page, testInfo, 'menu');
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  await expect(menu).toBeFocused();

  // The search button opens the search sheet with the cursor in its box.
  await banner.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search videos, performers and categories' });
  await expect(box).toBeFocused();
  await page.keyboard.type('wi');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'search');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  // The listing: the first result on the first screen, the filters behind their button.
  await page.goto(tenantUrl(TENANT, '/videos'));
  await expectFirstResultAboveTheFold(page, '[data-video-card]');
  await expectNothingCovered(page, 'listing');
  await keepScreenshot(page, testInfo, 'listing');
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeInViewport();
  const first = filters.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first();
  await first.check();
  await keepScreenshot(page, testInfo, 'filters');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/videos\?categories=/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectFirstResultAboveTheFold(page, '[data-video-card]');
  // Clearing leads back to the listing, which still offers its filters.
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/videos'));
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();

  // A performer list: its four lists and the Filters button above the first performer, on the first screen.
  await page.goto(tenantUrl(TENANT, '/performers?order=name&gender=guys&sex=M'));
  await expect(page.getByRole('navigation', { name: 'Performer lists' })).toBeVisible();
  await expectFirstResultAboveTheFold(page, '[data-performer-card]');
  await expectNothingCovered(page, 'performers');
  await keepScreenshot(page, testInfo, 'performers');

  // The video page: before playback the play badge alone; the controls, brought up by the keyboard, stay below it.
  await page.goto(tenantUrl(TENANT, await firstLink(TENANT, '/videos', '/videos/')));
  const player = await visiblePlayer(page, 'trailer');
  await page.evaluate(() => window.scrollTo(0, 0));
  const controls = player.getByRole('group', { name: 'Player controls' });
  await expect(controls).toHaveAttribute('data-controls-shown', 'false');
  await expectNothingCovered(page, 'video');
  await keepScreenshot(page, testInfo, 'video');
  await player.getByRole('button', { name: 'Play' }).focus();
  await expect(controls).toHaveCSS('opacity', '1');
  const badge = await player.locator('.player-play-badge').boundingBox();
  const bar = await controls.boundingBox();
  expect(badge && bar ? badge.y + badge.height : Number.POSITIVE_INFINITY, 'the play badge ends above the controls').toBeLessThanOrEqual(bar?.y ?? 0);
  await expectNothingCovered(page, 'video, its controls in focus');

  // The join page.
  await page.goto(tenantUrl(TENANT, '/joinnow'));
  await expectNothingCovered(page, 'join');
  await keepScreenshot(page, testInfo, 'join');
});

test("a member on a phone: the account page, and the player's controls under the badge, fading while it plays", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await logIn(page, TENANT, 'member', '/account');
  expect(await headerHeight(page)).toBeLessThanOrEqual(COMPACT_HEADER_PX);
  await expectNothingCovered(page, 'account');
  await keepScreenshot(page, testInfo, 'account');

  // The member's own links are in the drawer.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(tenantUrl(TENANT, await firstLink(TENANT, '/videos', '/videos/')));
  const player = await visiblePlayer(page, 'full');
  const controls = player.getByRole('group', { name: 'Player controls' });
  // Autoplay starts it (muted where the browser asks for a gesture first); the controls fade while it plays.
  await expect.poll(async () => (await mediaOf(player)).currentTime, { timeout: 15_000 }).toBeGreaterThan(0);
  await player.locator('video').evaluate((video: HTMLVideoElement) => {
    video.loop = true;
  });
  await expect(controls).toHaveAttribute('data-controls-shown', 'false', { timeout: 10_000 });
  // A tap on the faded picture only brings them back; it pauses nothing.
  await player.locator('video').tap();
  await expect(controls).toHaveAttribute('data-controls-shown', 'true');
  expect((await mediaOf(player)).paused).toBe(false);
  await expectNothingCovered(page, 'video, playing');
  await keepScreenshot(page, testInfo, 'video-playing');
});

test("an expired member on a phone: the membership's status in the compact row, not behind the menu", async ({ page }, testInfo) => {
  await logIn(page, TENANT, 'expired', '/');
  expect(await headerHeight(page)).toBeLessThanOrEqual(COMPACT_HEADER_PX);
  const status = page.getByRole('banner').getByRole('link', { name: 'Membership: Expired' });
  await expect(status).toBeVisible();
  await expectNothingCovered(page, 'home, expired');
  await keepScreenshot(page, testInfo, 'expired-home');
  await status.click();
  await expect(page).toHaveURL(tenantUrl(TENANT, `${ACCOUNT_PATH}#${MEMBERSHIP_SECTION_ID}`));
});

test.describe('at 200% zoom on a laptop', () => {
  // 1366 × 768 at 200%: the page lays out in 683 × 384 CSS pixels.
  test.use({ viewport: { width: 683, height: 384 }, deviceScaleFactor: 2, isMobile: false, hasTouch: false });

  test('the header stays one compact row, a sixth of the screen at most', async ({ page }, testInfo) => {
    await page.goto(tenantUrl(TENANT, '/videos'));
    expect(await headerHeight(page)).toBeLessThanOrEqual(COMPACT_HEADER_PX);
    await expectNothingCovered(page, 'listing at 200%');
    await keepScreenshot(page, testInfo, 'listing-200-percent');
  });
});
