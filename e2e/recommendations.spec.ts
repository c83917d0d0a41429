import { expect, test } from '@playwright/test';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';

// Shelves are tenant switches (tenants/*.json features.recommendationShelves): blaze has the
// cross-navigation video shelf and RECOMMENDED_VIDEOS, aurora the plain video shelf, dahlia none.
async function firstVideoSlug(page: import('@playwright/test').Page, tenant: string): Promise<string> {
  await page.goto(tenantUrl(tenant, '/videos'));
  const href = (await page.locator('[data-video-card] a').first().getAttribute('href')) ?? '';
  return href.replace('/videos/', '');
}

for (const [tenant, crossNavigation] of [['blaze', true], ['aurora', false]] as const) {
  test(`${tenant}: a member's video page shows the ${crossNavigation ? 'cross-navigation' : 'plain'} recommendation shelf`, async ({ page }) => {
    const slug = await firstVideoSlug(page, tenant);
    await logIn(page, tenant, 'member', `/videos/${slug}/comment/1`);
    const shelf = page.locator('[data-recommendations]');
    await expect(shelf.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    const items = shelf.locator('[data-recommended]');
    expect(await items.count()).toBeGreaterThan(0);
    const flags = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-cross-navigation')));
    if (!crossNavigation) expect(flags.every((flag) => flag === 'false')).toBe(true);
  });
}

test('dahlia has no video shelf and no /recommended-videos', async ({ page }) => {
  const slug = await firstVideoSlug(page, 'dahlia');
  await logIn(page, 'dahlia', 'member', `/videos/${slug}/comment/1`);
  await expect(page.locator('[data-recommendations]')).toHaveCount(0);
  const response = await page.goto(tenantUrl('dahlia', '/recommended-videos'));
  expect(response?.status()).toBe(404);
});

test('blaze: /recommended-videos lists the recommender\'s picks for a member', async ({ page }) => {
  await logIn(page, 'blaze', 'member', '/recommended-videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended videos' })).toBeVisible();
  expect(await page.locator('[data-recommended]').count()).toBeGreaterThan(0);
});

test('garnet: a recommended video opens with its recommId, which its detail view and bookmarks carry, from local storage after a reload without it', async ({ page }) => {
  const slug = await firstVideoSlug(page, 'garnet');
  await logIn(page, 'garnet', 'multisite2025', `/videos/${slug}`);
  const link = page.locator('[data-recommendations] [data-recommended] a').first();
  const href = (await link.getAttribute('href')) ?? '';
  const target = new URL(href, tenantUrl('garnet'));
  const recommId = target.searchParams.get('recommId') ?? '';
  expect(recommId).toMatch(/^[0-9a-f-]{36}$/);

  const view = page.waitForRequest((request) => request.url().includes('/_actions/recommender.view'));
  await link.click();
  expect(JSON.parse((await view).postData() ?? '{}')).toMatchObject({ kind: 'video', recommId });

  const button = page.locator('[data-video] form[data-favorite-form] button');
  const bookmark = page.waitForRequest((request) => request.url().includes('/_actions/favorites.change'));
  const bookmarked = page.waitForResponse((response) => response.url().includes('/_actions/favorites.change'));
  await button.click();
  expect((await bookmark).postData()).toContain(recommId);
  await bookmarked;

  // The same video again, without the query: the recommId comes from local storage.
  const viewAgain = page.waitForRequest((request) => request.url().includes('/_actions/recommender.view'));
  await page.goto(tenantUrl('garnet', target.pathname));
  expect(JSON.parse((await viewAgain).postData() ?? '{}')).toMatchObject({ kind: 'video', recommId });
  const unbookmark = page.waitForRequest((request) => request.url().includes('/_actions/favorites.change'));
  await button.click();
  expect((await unbookmark).postData()).toContain(recommId);
});
