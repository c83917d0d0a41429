import { expect, test, type Locator, type Page } from '@playwright/test';
import { channelVideoPath } from '../src/routing/paths.ts';
import { catalogueChannelPacks, catalogueVideos, ordinaryScenes } from './support/catalogue.ts';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';

// "Works with the keyboard alone": a visitor who never touches a mouse reaches a video.
for (const tenant of ['aurora', 'ivy']) {
  test(`${tenant}: the skip link, the main navigation and a video are reachable with the keyboard`, async ({ page }) => {
    await page.goto(tenantUrl(tenant));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link').nth(1)).toBeFocused();
    // The focus ring is drawn (UnoCSS ring = box-shadow), so a keyboard user sees where they are.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).boxShadow)).not.toBe('none');

    // Tab on until a video tile has the focus, then open it with Enter.
    for (let i = 0; i < 40; i += 1) {
      const inCard = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-video-card]')));
      if (inCard) break;
      await page.keyboard.press('Tab');
    }
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toMatch(/^\/(videos|performers)\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user goes down the page. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Whether the element lies below the first screenful: nobody has scrolled to it. */
const belowTheFold = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top >= window.innerHeight);

// "A control that a visitor can tab to is either usable or not rendered as a button yet": the key
// buttons below the fold are usable once the page is idle, before anyone scrolls to them, so Tab
// stops on each of them (a disabled button is skipped).
test('a member reaches the seven download buttons and the pack unlock with Tab, usable below the fold', async ({ page }) => {
  test.setTimeout(90_000);
  const videos = await catalogueVideos('AURORA');
  const scene = ordinaryScenes(videos).at(-1)!;
  await logIn(page, 'aurora', 'member', `/videos/${scene.slug}`);
  const downloads = page.getByRole('region', { name: 'Download' }).getByRole('button');
  await expect(downloads).toHaveCount(7);
  expect(await belowTheFold(downloads.first())).toBe(true);
  await expect(downloads.first()).toBeEnabled();
  await tabTo(page, downloads.first());
  for (let i = 1; i < 7; i += 1) {
    await page.keyboard.press('Tab');
    await expect(downloads.nth(i)).toBeFocused();
  }

  // A channel pack's video member@ has not unlocked: its unlock opens with Enter, names the pack, and gives the focus back.
  const locked = videos.find((video) => video.channel?.channelPackId != null)!;
  const pack = (await catalogueChannelPacks('AURORA')).get(locked.channel!.channelPackId!)!;
  await page.goto(tenantUrl('aurora', channelVideoPath(locked.channel!.slug, locked.slug)));
  const unlock = page.getByRole('button', { name: 'Unlock the pack with gems' });
  expect(await belowTheFold(unlock)).toBe(true);
  await expect(unlock).toBeEnabled();
  await tabTo(page, unlock);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Unlock ${pack.name}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(unlock).toBeFocused();
});
