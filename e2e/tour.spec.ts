import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console.ts';
import { tenantUrl } from './support/ports.ts';
import { scriptsOf } from './support/player.ts';
import { AXE_PAGE_BUDGET_MS, firstLink, tenantGet, tourPageTypes } from './support/tour-pages.ts';
import { axe } from './support/axe.ts';

/**
 * The status of a GET of `url`, through Node's fetch. Not through `page.request`: Playwright's request
 * client ignores the server's `Keep-Alive: timeout=5` hint (microsoft/playwright#42698), so a pooled
 * socket left idle while axe ran was reused just as the server closed it, and the check failed with
 * ECONNRESET in CI. Node's fetch retires a socket before the hinted time-out.
 */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

/** Loads every image of the page (lazy ones too) and checks each one and each srcset candidate answered. */
async function expectEveryImageServed(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('img').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  const images = await page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.currentSrc || img.src,
      natural: img.naturalWidth,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      candidates: (img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? '').filter(Boolean),
    })),
  );
  for (const image of images) {
    expect(image.natural, `${image.src} loads`).toBeGreaterThan(0);
    expect(image.width, `${image.src} has a width`).not.toBeNull();
    expect(image.height, `${image.src} has a height`).not.toBeNull();
    for (const candidate of image.candidates) expect(await statusOf(candidate), candidate).toBe(200);
  }
}

for (const tenant of ['aurora', 'blaze', 'jade']) {
  test(`${tenant}: a visitor goes from home to a listing, a video, a performer and a category search`, async ({ page }) => {
    await page.goto(tenantUrl(tenant));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');

    const card = page.locator('[data-video-card]').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: /Watch every full video|Watch all/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join now' }).first()).toBeVisible();

    const performerLink = page.locator('[data-video] dd a[href^="/performers/"]').first();
    const performer = (await performerLink.textContent()) ?? '';
    await performerLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(performer);
    await expect(page.locator('[data-video-card]').first()).toBeVisible();

    await page.locator('[data-video-card] a[href^="/videos/"]').first().click();
    const category = page.locator('[data-video] a[href^="/categories/"]').first();
    const slug = (await category.getAttribute('href'))?.split('/').pop() ?? '';
    await category.click();
    // The category's own videos: /videos narrowed to it (by facets where the tenant searches by them).
    await expect(page).toHaveURL(new RegExp(`/videos\\?(search|categories)=${slug}$`));
    await expect(page.locator('[data-video-card]').first()).toBeVisible();
  });
}

test('a paged listing serves page 2 as its own static page and redirects page 0', async ({ page }) => {
  const second = await page.goto(tenantUrl('blaze', '/videos?page=2'));
  expect(second?.status()).toBe(200);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/videos\?page=2$/);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/videos$/);

  const zero = await tenantGet('blaze', '/videos?page=0');
  expect(zero.status).toBe(302);
  expect(zero.headers.location).toBe('/videos');
  expect((await tenantGet('blaze', '/videos?page=999')).status).toBe(404);
});

test('the performer listing serves its default, faceted default and order variants statically', async ({ page }) => {
  const faceted = await page.goto(tenantUrl('aurora', '/performers'));
  expect(faceted?.status()).toBe(200);
  await expect(page).toHaveURL(/\/performers\?sex=F$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performers');
  await page.getByRole('navigation', { name: 'Performer lists' }).getByRole('link', { name: 'Performers by name', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performers by name');
  const names = await page.locator('[data-performer-card] h2').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
});

const GATED = [
  ['/angels', 'showAngels'],
  ['/reels', 'reels'],
  ['/wall', 'curator'],
  ['/awards', 'awardsLink'],
] as const;

for (const [path, feature] of GATED) {
  test(`${path} is there with ${feature} on (aurora) and not found with it off (blaze)`, async () => {
    expect((await tenantGet('aurora', path)).status).toBe(200);
    expect((await tenantGet('blaze', path)).status).toBe(404);
  });
}

test('showcases are built only with showcasesPage on', async () => {
  expect((await tenantGet('aurora', '/showcases')).status).toBe(200);
  expect((await tenantGet('cinder', '/showcases')).status).toBe(404);
});

test('a video slug that does not exist gets the themed 404', async ({ page }) => {
  const response = await page.goto(tenantUrl('aurora', '/videos/no-such-video-1'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("jade lists a standalone site's videos, each naming its own site", async ({ page }) => {
  const response = await page.goto(tenantUrl('jade', '/sites/aurora/videos'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Nights videos');
  const sites = await page.locator('[data-video-card] [data-site]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-site')));
  expect(sites.length).toBeGreaterThan(0);
  expect(new Set(sites)).toEqual(new Set(['AURORA']));
  expect((await tenantGet('jade', '/sites/aurora/videos?page=2')).status).toBe(200);
  expect((await tenantGet('aurora', '/sites/blaze/videos')).status).toBe(404);
});

test('the video page carries VideoObject data and the performer page Person data', async ({ page }) => {
  const video = await firstLink('aurora', '/videos', '/videos/');
  await page.goto(tenantUrl('aurora', video));
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'VideoObject', contentRating: 'adult' });
  expect(data['duration']).toMatch(/^PT/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${video}$`));
  const performer = await firstLink('aurora', video, '/performers/');
  await page.goto(tenantUrl('aurora', performer));
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(person['@type']).toBe('Person');
});

test('each tenant has its own sitemap and a robots.txt pointing at it', async () => {
  const robots = (await tenantGet('blaze', '/robots.txt')).text;
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = (await tenantGet('blaze', '/sitemap.xml')).text;
  expect(sitemap).toContain('/videos?page=2</loc>');
  expect(sitemap).not.toContain('/angels');
});

for (const tenant of ['aurora', 'jade']) {
  test(`${tenant}: every tour page type passes axe, serves every image, has no script but the player's (and the reels') and logs nothing to the console`, async ({ page }) => {
    const paths = await tourPageTypes(tenant);
    test.setTimeout(paths.length * AXE_PAGE_BUDGET_MS);
    const logged = watchConsole(page);
    for (const path of paths) {
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status(), path).toBe(200);
      const html = (await response?.text()) ?? '';
      // The video and trailer pages show the player, the only island of the tour.
      const withPlayer = /^\/(videos|trailer)\/[a-z0-9-]+$/.test(path);
      // The reels play their previews in view: a script of their own (islands/reels), and no island.
      const expected = withPlayer ? 'player' : path === '/reels' ? 'other' : 'none';
      expect(scriptsOf(html), `${path} has ${withPlayer ? 'the player and no other' : path === '/reels' ? "the reels' own" : 'no'} script`).toBe(expected);
      await expect(page.getByRole('heading', { level: 1 }), `${path} has one h1`).toHaveCount(1);
      const results = await axe(page);
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await expectEveryImageServed(page);
    }
    expect(logged.messages).toEqual([]);
  });
}
