import { expect, test, type Locator, type Page } from '@playwright/test';
import { channelPagePath, channelPictureSetPath, channelVideoPath } from '../src/routing/paths.ts';
import { catalogueVideos, ordinaryScenes, type CatalogueVideo } from './support/catalogue.ts';
import { logIn } from './support/login.ts';
import { mediaOf, startPlaying, visiblePlayer } from './support/player.ts';
import { tenantUrl } from './support/ports.ts';
import { axe } from './support/axe.ts';

/*
 * Denied videos (membership spec sections 4 and 6): a trial with credits unlocks a
 * video with one credit through the UnlockVideo modal and plays it in full; everyone else is offered
 * the purchase modal. Each test takes its own video, oldest first, so other specs' videos (the
 * newest) stay locked for them.
 */
// Every journey here spends or counts the one trial account's credits: one after another, in one worker.
test.describe.configure({ mode: 'default' });

let videos: CatalogueVideo[];
let scenes: CatalogueVideo[];
test.beforeAll(async () => {
  videos = await catalogueVideos('AURORA');
  scenes = ordinaryScenes(videos);
});

/** The islands hydrate when they scroll into view (client:visible), as a member's would. */
async function scrolledTo(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeEnabled();
  return locator;
}

const credits = (count: number): string => `${count} pay-per-video ${count === 1 ? 'credit' : 'credits'}`;

/** The member's credits as the page shows them. */
async function creditsShown(page: Page): Promise<number> {
  return Number(await page.locator('[data-unlock-video] [data-credits]').getAttribute('data-credits'));
}

test('trial@demo.test unlocks a video with a credit: the credits go down and the full video plays', async ({ page }) => {
  test.setTimeout(90_000);
  const video = scenes[0]!;
  await logIn(page, 'aurora', 'trial', `/videos/${video.slug}`);
  const notice = page.locator('[data-full-video]');
  await expect(notice).toHaveAttribute('data-full-video', 'denied');
  await expect(page.locator('[data-denied-action]')).toHaveAttribute('data-denied-action', 'pay-per-video');
  const before = await creditsShown(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByText(`You have ${credits(before)}.`)).toBeVisible();

  const opener = page.getByRole('button', { name: 'Unlock this video' });
  await scrolledTo(opener);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Unlock ${video.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(`Unlocking it spends one of your ${credits(before)}.`);
  await dialog.getByRole('button', { name: 'Unlock with 1 credit' }).click();

  const unlocked = page.getByRole('dialog', { name: 'Video unlocked' });
  await expect(unlocked.getByRole('status')).toHaveText(`You unlocked ${video.title}. You have ${credits(before - 1)} left.`);
  await unlocked.getByRole('button', { name: 'Watch the full video' }).click();

  // The member's own view of the page again: the full video, and the credit gone.
  await expect(notice).toHaveAttribute('data-full-video', 'allowed');
  await expect(notice).toContainText(`You unlocked this video. You have ${credits(before - 1)} left.`);
  const player = await visiblePlayer(page, 'full');
  await startPlaying(player, () => player.getByRole('button', { name: 'Play', exact: true }).click());
  await expect.poll(async () => (await mediaOf(player)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0.5);

  // Unlocking it again costs nothing: the page no longer offers it.
  await expect(page.getByRole('button', { name: 'Unlock this video' })).toHaveCount(0);
});

test('the unlock modal closes with Escape, gives the focus back, and spends nothing', async ({ page }) => {
  const video = scenes[1]!;
  await logIn(page, 'aurora', 'trial', `/videos/${video.slug}`);
  const before = await creditsShown(page);
  const opener = page.getByRole('button', { name: 'Unlock this video' });
  await scrolledTo(opener);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Unlock ${video.title}` });
  await expect(dialog).toBeVisible();
  expect((await axe(page, 'dialog[open]')).violations).toEqual([]);
  // Focus is inside the modal, and Tab keeps it there (the page behind is inert).
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-full-video]')).toHaveAttribute('data-full-video', 'denied');
  expect(await creditsShown(page)).toBe(before);
});

test.describe('everyone else is offered the purchase modal, single-site included', () => {
  // Each buys in the modal itself: a trial upgrades at the fixed price (e2e/purchase.spec.ts buys it);
  // the others in one click, this brand alone among the options (/joinnow would send them back here).
  for (const [kind, title, button] of [
    ['expired', 'Rejoin Aurora Nights', 'Buy now'],
    ['freetrial', 'Upgrade your trial', 'Upgrade now'],
    ['guest', 'Join Aurora Nights', 'Buy now'],
  ] as const) {
    test(`${kind}@demo.test: ${title}`, async ({ page }) => {
      const video = scenes[2]!;
      await logIn(page, 'aurora', kind, `/videos/${video.slug}`);
      await expect(page.locator('[data-denied-action]')).toHaveAttribute('data-denied-action', 'purchase-modal');
      await expect(page.getByRole('button', { name: 'Unlock this video' })).toHaveCount(0);
      const opener = page.getByRole('button', { name: 'See membership options' });
      await scrolledTo(opener);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/single-site/);
      await expect(dialog.getByRole('button', { name: button })).toBeVisible();
      await expect(dialog.getByRole('link', { name: /Join now|Rejoin/ })).toHaveCount(0);
      if (button === 'Buy now') await expect(dialog.locator('[data-purchase-choice="singleSite"]').first()).toContainText('Aurora Nights');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});

test('a trial unlocks a picture set\'s video from the picture set, then sees its gallery', async ({ page }) => {
  test.setTimeout(60_000);
  const video = scenes.slice(3).find((scene) => scene.pictureSetSlug)!;
  await logIn(page, 'aurora', 'trial', `/pictureset/${video.pictureSetSlug}`);
  await expect(page.locator('[data-denied]')).toHaveAttribute('data-denied', 'pay-per-video');
  await expect(page.locator('[data-picture-set]')).toHaveCount(0);
  const before = await creditsShown(page);
  const opener = page.getByRole('button', { name: 'Unlock this video' });
  await scrolledTo(opener);
  await opener.click();
  await page.getByRole('dialog', { name: `Unlock ${video.title}` }).getByRole('button', { name: 'Unlock with 1 credit' }).click();
  const unlocked = page.getByRole('dialog', { name: 'Video unlocked' });
  await expect(unlocked.getByRole('status')).toHaveText(`You unlocked ${video.title}. You have ${credits(before - 1)} left.`);
  // Escape after the unlock also brings the member's view of the page back.
  await page.keyboard.press('Escape');
  const gallery = page.locator(`[data-picture-set="${video.pictureSetSlug}"] img`);
  await expect(gallery.first()).toBeVisible();
  expect(await gallery.count()).toBeGreaterThanOrEqual(8);
});

test('a partner channel\'s video and picture set offer the channel pack\'s unlock on the channel pages', async ({ page }) => {
  const video = videos.find((candidate) => candidate.channel?.isThirdPartyChannel && candidate.channel.channelPackId !== null && candidate.pictureSetSlug)!;
  const channel = video.channel!;
  await logIn(page, 'aurora', 'member', channelVideoPath(channel.slug, video.slug));
  await expect(page.locator('[data-full-video]')).toHaveAttribute('data-full-video', 'denied');
  const action = page.locator('[data-denied-action]');
  await expect(action).toHaveAttribute('data-denied-action', 'unlock-channel');
  await expect(action.getByRole('link', { name: 'See the channel pack' })).toHaveAttribute('href', channelPagePath(channel.slug));

  await page.goto(tenantUrl('aurora', channelPictureSetPath(channel.slug, video.slug)));
  await expect(page.locator('[data-denied]')).toHaveAttribute('data-denied', 'unlock-channel');
  await expect(page.locator('[data-picture-set]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the channel pack' })).toBeVisible();
});

// Browsing spec section 2, /reels: the reel's purchase sends its reel event (membership spec section 3).
test("a trial member buys a reel's video with a credit: the purchase event, then the full video", async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'aurora', 'trial', '/reels');
  await page.waitForLoadState('load');
  // The last reel on offer: the newest scenes are other journeys' (downloads, the unlock modal's).
  const link = page.locator('a[data-reel-unlock]').last();
  const itemId = Number(await link.locator('xpath=ancestor::*[@data-reel-id]').getAttribute('data-reel-id'));
  const target = await link.getAttribute('href');
  const sent = page.waitForRequest((request) => request.url().endsWith('/rest/reel/purchase'));
  await link.click();
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ itemId });
  await expect(page).toHaveURL(tenantUrl('aurora', target ?? ''));
  await expect(page.locator('[data-full-video]')).toHaveAttribute('data-full-video', 'allowed');
});
