import { expect, test, type Page } from '@playwright/test';
import { channelPagePath, channelVideoPath } from '../src/routing/paths.ts';
import { catalogueChannelPacks, catalogueVideos } from './support/catalogue.ts';
import { becomeVisitor, logIn } from './support/login.ts';
import { mediaOf, startPlaying, visiblePlayer } from './support/player.ts';
import { tenantUrl } from './support/ports.ts';
import { axe } from './support/axe.ts';

/*
 * Gems and channel packs (membership spec sections 4, 7 and 9): multisite2020@demo.test, whose subscription has
 * earned 10 gems every Friday, meets the gems intro, unlocks a channel pack of cinder (no promotional
 * teaser there) with gems and plays its video. No other spec uses this account.
 */
const PACK_PRICE = 10;

const gemsOf = (text: string | null): number => Number(/You have (\d+) gems?/.exec(text ?? '')?.[1] ?? NaN);

async function balanceOnAccount(page: Page): Promise<number> {
  await page.goto(tenantUrl('cinder', '/account'));
  return Number(await page.locator('[data-gems-wallet] [data-gems-balance]').getAttribute('data-gems-balance'));
}

test('a member meets the gems intro once, unlocks a channel pack with gems, then plays its video', async ({ page }) => {
  test.setTimeout(120_000);
  const video = (await catalogueVideos('CINDER')).find((candidate) => candidate.channel?.channelPackId != null)!;
  const channel = video.channel!;
  const pack = (await catalogueChannelPacks('CINDER')).get(channel.channelPackId!)!;
  await logIn(page, 'cinder', 'multisite2020', '/', { gemsIntro: 'never' });

  // The gems intro: what gems are and the member's balance, once a day.
  const intro = page.getByRole('dialog', { name: 'Your gems' });
  await expect(intro.getByRole('status')).toContainText(/You have \d+ gems\. More free gems come (tomorrow|in \d days)\./);
  const before = gemsOf(await intro.getByRole('status').textContent());
  expect(before).toBeGreaterThanOrEqual(PACK_PRICE);
  expect((await axe(page, 'dialog[open]')).violations).toEqual([]);
  await intro.getByRole('button', { name: 'Close' }).click();
  await expect(intro).toBeHidden();
  // Shown today: the next page does not even carry its island.
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('astro-island[component-url*="/GemsIntro."]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Your gems' })).toHaveCount(0);

  // The pack's video is locked: its denied action opens the UnlockChannelModal.
  await page.goto(tenantUrl('cinder', channelVideoPath(channel.slug, video.slug)));
  const notice = page.locator('[data-full-video]');
  await expect(notice).toHaveAttribute('data-full-video', 'denied');
  await expect(page.locator('[data-denied-action]')).toHaveAttribute('data-denied-action', 'unlock-channel');
  const opener = page.getByRole('button', { name: 'Unlock the pack with gems' });
  await opener.click();
  // The modal names the pack the video belongs to and its price, beside the member's gems.
  const modal = page.getByRole('dialog', { name: `Unlock ${pack.name}` });
  expect(pack.gems).toBe(PACK_PRICE);
  await expect(modal.getByRole('status')).toHaveText(`Unlock ${pack.name} for ${PACK_PRICE} gems? You have ${before}.`);
  await modal.getByRole('button', { name: `Unlock for ${PACK_PRICE} gems` }).click();

  const unlocked = page.getByRole('dialog', { name: 'Pack unlocked' });
  await expect(unlocked.getByRole('status')).toHaveText(`You unlocked ${pack.name}. You have ${before - PACK_PRICE} gems left.`);
  await unlocked.getByRole('button', { name: 'Watch its videos' }).click();

  // The member's own view again: src/access now plays the pack's video in full.
  await expect(notice).toHaveAttribute('data-full-video', 'allowed');
  const player = await visiblePlayer(page, 'full');
  await startPlaying(player, () => player.getByRole('button', { name: 'Play', exact: true }).click());
  await expect.poll(async () => (await mediaOf(player)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0.5);

  // /channels lists each channel once (no shelf beside the listing repeats one) and marks the pack now held.
  await page.goto(tenantUrl('cinder', '/channels'));
  const listed = page.locator(`[data-channel="${channel.slug}"]`);
  const held = listed.locator('[data-pack-unlocked="true"]');
  await expect(held).toHaveCount(1);
  await expect(held).toContainText(pack.name);
  await expect(held).toContainText('Unlocked');
  await expect(listed.locator('[data-pack-unlocked="false"]').first()).toContainText(`${PACK_PRICE} gems`);
  const channelLinks = await page.locator('main a').evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname).filter((path) => /^\/channels\/[^/]+$/.test(path) && path !== '/channels/all-videos'),
  );
  expect(channelLinks.length).toBeGreaterThan(0);
  expect(channelLinks).toEqual([...new Set(channelLinks)]);

  // The account page shows the gems spent, newest first.
  expect(await balanceOnAccount(page)).toBe(before - PACK_PRICE);
  const newest = page.locator('[data-gems-wallet] tbody tr').first();
  await expect(newest).toContainText('Channel pack unlocked');
  await expect(newest).toContainText(`−${PACK_PRICE}`);
});

test('the pack page offers the unlock with its price, lists the pack\'s own videos, and a pack the member holds says so', async ({ page }) => {
  const videos = await catalogueVideos('CINDER');
  const video = videos.find((candidate) => candidate.channel?.channelPackId != null)!;
  await logIn(page, 'cinder', 'channels', channelPagePath(video.channel!.slug));
  // channels@demo.test holds every pack: no unlock offered.
  const packLink = page.locator('#packs + ul a').first();
  await expect(packLink.locator('xpath=..')).toContainText(`${PACK_PRICE} gems`);
  await packLink.click();
  await expect(page.getByText(/· Unlocked$/)).toBeVisible();
  await expect(page.locator('[data-unlock-channel-pack]')).toHaveCount(0);
  // The first page of the pack: its own newest videos, none of the channel's other packs.
  const shown = await page.locator('[data-video-card]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-video-card')));
  const packOf = new Map(videos.map((candidate) => [candidate.slug, candidate.channel?.channelPackId ?? null]));
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown.map((slug) => packOf.get(slug ?? '')))).toEqual(new Set([packOf.get(shown[0] ?? '')]));
});

test('gems are for channel packs: a member meets the gems intro where channels are sold, and on a brand without channels neither it nor a link to a channels listing', async ({ browser }) => {
  for (const [tenant, channels] of [['cinder', true], ['blaze', false]] as const) {
    // A context of its own: the identity provider's session would skip the second login form.
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, tenant, 'multisite', '/', { gemsIntro: 'never' });
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('astro-island[component-url*="/GemsIntro."]')).toHaveCount(channels ? 1 : 0);
    await page.goto(tenantUrl(tenant, '/account'));
    await expect(page.locator('[data-gems-wallet]')).toContainText('Spend them on channel packs');
    await expect(page.locator('[data-gems-wallet] a[href="/channels"]')).toHaveCount(channels ? 1 : 0);
    if (!channels) await expect(page.locator('a[href="/channels"]')).toHaveCount(0);
    await context.close();
  }
});

test("the header's gems counter animates for gems the member has not seen; opening it acknowledges them, and the next page is still", async ({ page }) => {
  // member@ of aurora (a brand with channels) has earned gems every Friday and never acknowledged them.
  // On /videos: aurora's home page greets a member with its promotional teaser first.
  await logIn(page, 'aurora', 'member', '/videos');
  const counter = page.locator('[data-gems-counter]');
  await expect(counter).toHaveAttribute('data-new-gems', /^[1-9]\d*$/);
  await expect(counter).toContainText(/\d+ gems/);
  await expect(counter).toContainText(/\+\d+ new/);
  await counter.click();
  const info = page.getByRole('dialog', { name: 'Your gems' });
  await expect(info.getByRole('status')).toContainText(/You have \d+ gems\./);
  await expect(counter).not.toHaveAttribute('data-new-gems');
  await info.getByRole('button', { name: 'Close' }).click();
  // Recorded upstream (acknowledgeNewGemsBalance): the next page has nothing new to show.
  await page.reload();
  await expect(counter).toContainText(/\d+ gems/);
  await expect(counter).not.toHaveAttribute('data-new-gems');
  // A visitor's page has no counter.
  await becomeVisitor(page);
  await page.goto(tenantUrl('aurora', '/videos'));
  await expect(page.locator('[data-gems-counter]')).toHaveCount(0);
});
