import { expect, test, type Page } from '@playwright/test';
import { catalogueVideos, ordinaryScenes, type CatalogueVideo } from './support/catalogue.ts';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';

/*
 * Downloads (membership spec sections 7 to 9): the resolutions with the spec's labels,
 * a file started through a download token in a hidden frame, the meter of what is left this period,
 * and the quota-limit message once the upstream refuses. Each test signs in as its own member: the
 * quota is counted per account, and tests run side by side.
 */
const LABELS = ['4K MP4 UHD', 'HD MP4 1080P', 'HD MP4 720P', 'SD MP4 480P', '480P MOBILE', '360P MOBILE', '270P MOBILE'];
/** The upstream's regular quota (upstream/members/download-quota.ts): 10 distinct videos per 7 days. */
const QUOTA = 10;

let scenes: CatalogueVideo[];
test.beforeAll(async () => {
  // Videos that count against the regular quota: every fifth library video is behind-the-scenes content.
  scenes = ordinaryScenes(await catalogueVideos('AURORA')).filter((video) => video.videoId % 5 !== 0);
});

const meter = (page: Page) => page.locator('[data-quota-left]');

/** Clicks a resolution and waits for the browser to receive the file; answers its URL. */
async function download(page: Page, label: string): Promise<string> {
  const button = page.getByRole('button', { name: new RegExp(`^${label}`) });
  // The downloads hydrate once the page is idle (client:idle): usable before anyone scrolls to them.
  await expect(button).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const url = file.url();
  await file.cancel();
  return url;
}

test('member@demo.test downloads a video through a download token, and the meter goes down', async ({ page }) => {
  const video = scenes[0]!;
  await logIn(page, 'aurora', 'member', `/videos/${video.slug}`);
  const downloads = page.getByRole('region', { name: 'Download' });
  await expect(downloads.getByRole('button')).toHaveText(LABELS.map((label) => new RegExp(`^${label}\\s*[\\d.,]+\\s*[kMG]B$`)));
  const left = Number(await meter(page).getAttribute('data-quota-left'));
  await expect(downloads.getByRole('meter')).toHaveAttribute('value', String(left));

  const url = await download(page, 'HD MP4 720P');
  expect(url).toMatch(/\?token=[^&]+$/);
  await expect(downloads.getByRole('status')).toHaveText('Your HD MP4 720P download has started.');
  await expect(meter(page)).toHaveAttribute('data-quota-left', String(left - 1));
  await expect(downloads.getByText(`${left - 1} of ${QUOTA} downloads left`)).toBeVisible();
  // The hidden frame carried it: the page stayed where it was.
  expect(page.url()).toBe(tenantUrl('aurora', `/videos/${video.slug}`));
  await expect(page.locator('iframe#download-frame')).toBeHidden();

  // The same video again within the period counts once (the upstream's rule); the meter says so.
  await download(page, '270P MOBILE');
  await expect(meter(page)).toHaveAttribute('data-quota-left', String(left - 1));
});

test('at the quota, the quota-limit message shows with the quota and the days to wait', async ({ page }) => {
  test.setTimeout(180_000);
  const videos = scenes.slice(1, QUOTA + 2);
  expect(videos).toHaveLength(QUOTA + 1);
  await logIn(page, 'aurora', 'tandemparent', `/videos/${videos[0]!.slug}`);
  for (const [i, video] of videos.slice(0, QUOTA).entries()) {
    if (i > 0) await page.goto(tenantUrl('aurora', `/videos/${video.slug}`));
    await download(page, '360P MOBILE');
    await expect(meter(page)).toHaveAttribute('data-quota-left', String(QUOTA - i - 1));
  }
  await page.goto(tenantUrl('aurora', `/videos/${videos[QUOTA]!.slug}`));
  await expect(meter(page)).toHaveAttribute('data-quota-left', '0');
  const button = page.getByRole('button', { name: /^360P MOBILE/ });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'download limit' })).toHaveText(`You have reached your download limit of ${QUOTA} videos. You can download again in 7 days.`);
});

test('a trial member is offered no downloads', async ({ page }) => {
  await logIn(page, 'aurora', 'trial', `/videos/${scenes.at(-1)!.slug}`);
  await expect(page.locator('[data-full-video]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Download' })).toHaveCount(0);
});

test('a member sees a picture set\'s gallery and downloads its zip', async ({ page }) => {
  const video = scenes.find((scene) => scene.pictureSetSlug)!;
  await logIn(page, 'aurora', 'member', `/pictureset/${video.pictureSetSlug}`);
  const gallery = page.locator(`[data-picture-set="${video.pictureSetSlug}"] img`);
  await expect(gallery.first()).toBeVisible();
  // Real pictures, each with its size, so nothing moves as they arrive.
  await expect.poll(() => gallery.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  for (const image of await gallery.all()) {
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
  }
  const zip = page.getByRole('button', { name: /as zip$/ });
  await zip.scrollIntoViewIfNeeded();
  await expect(zip).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), zip.click()]);
  expect(file.url()).toMatch(/\?token=[^&]+$/);
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  await file.cancel();
});
