import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/login.ts';
import { recommenderEventsOf } from '../tests/support/member-store.ts';
import { E2E_DATA_DIR, tenantUrl } from './support/ports.ts';
import { withoutShellScript } from './support/shell-script.ts';
import { firstLink, tenantGet } from './support/tour-pages.ts';

// Tracking (browsing spec section 9, membership spec section 7): the data layer on a member's pages, the page identifiers, the
// recommendation and reel events through the site's own endpoints, and no script at all on a
// visitor's static page while the tenant has no tracker (no tenant file configures one).

type PageLoad = { event: string; page: { id: string | null; tenant: string }; user: Record<string, unknown>; subscription: Record<string, unknown> };

async function pageLoadOf(page: Page): Promise<PageLoad | undefined> {
  await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer.find((entry) => entry.event === 'pageLoad') as PageLoad | undefined),
  );
}

/** Posts `body` to `path` from the page, as the page's own script would. */
function postFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([target, payload]) => {
      const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      const text = await response.text();
      return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
    },
    [path, body] as const,
  );
}

test('a member’s video page pushes the page-load data: its page id, the user and the subscription state', async ({ page }) => {
  const video = await firstLink('aurora', '/videos', '/videos/');
  await logIn(page, 'aurora', 'member', video);
  const data = await pageLoadOf(page);
  expect(data).toMatchObject({
    event: 'pageLoad',
    page: { id: `video:${video.replace('/videos/', '')}`, tenant: 'aurora' },
    user: { signedIn: true, userType: 'member', isGuest: false, consent: false },
    subscription: { type: 'member', siteType: 'single-site', isActive: true },
  });
  // No consent given by the demo member: nothing names them.
  expect(JSON.stringify(data)).not.toContain('demo.test');
  expect(data?.user).not.toHaveProperty('userId');
});

test('a multi-site member’s performer page carries the performer id and the multi-site state, a category link the category’s', async ({ page }) => {
  const performer = await firstLink('blaze', '/performers', '/performers/');
  await logIn(page, 'blaze', 'multisite', performer);
  expect(await pageLoadOf(page)).toMatchObject({
    page: { id: `performer:${performer.replace('/performers/', '')}` },
    subscription: { type: 'multisiteVP', siteType: 'multi-site', multisite: true },
  });
  // Browsing spec section 2: a visit through /categories/:slug is the category's (its redirect lands on /videos).
  const category = await firstLink('blaze', '/categories', '/categories/');
  await page.goto(tenantUrl('blaze', category));
  expect(await pageLoadOf(page)).toMatchObject({ page: { id: `category:${category.replace('/categories/', '')}` } });
});

test('a visitor’s static pages carry no script but the header’s search, and no data layer, while the tenant has no tracker', async () => {
  for (const path of ['/videos', '/categories', '/terms', '/brands', '/support', '/login']) {
    const response = await tenantGet('aurora', path);
    expect(response.status, path).toBe(200);
    expect(withoutShellScript(response.text), path).not.toMatch(/<script/i);
    expect(response.text, path).not.toContain('tracking-data');
  }
});

test('/recommendations-tracking and the reel events are accepted for a member and forwarded, refused for a visitor', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/brands'));
  const visitor = await postFromPage(page, '/recommendations-tracking', { elementClicked: 'VMG:x', recommId: null });
  expect(visitor.status).toBe(401);

  await logIn(page, 'aurora', 'member', '/brands');
  expect(await postFromPage(page, '/recommendations-tracking', { elementClicked: 'VMG:some-video', recommId: 'r-1' })).toEqual({ status: 202, body: { forwarded: true } });
  expect((await postFromPage(page, '/recommendations-tracking', { elementClicked: '' })).status).toBe(400);
  expect((await postFromPage(page, '/rest/reel/rating', { itemId: 1 })).status).toBe(404);
});

test('a member’s reels send their view events, and a recommendation followed sends its click', async ({ page }) => {
  const reelView = page.waitForResponse((response) => response.url().endsWith('/rest/reel/view') && response.request().method() === 'POST');
  await logIn(page, 'aurora', 'member', '/reels');
  const answer = await reelView;
  // 202 either way; `forwarded` is checked above (a keepalive request's body is not readable here).
  expect(answer.status()).toBe(202);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ itemId: expect.any(Number) });

  const video = await firstLink('aurora', '/videos', '/videos/');
  await page.goto(tenantUrl('aurora', video));
  const link = page.locator('[data-recommendations] [data-recommended] a').first();
  const recommId = new URL((await link.getAttribute('href')) ?? '', tenantUrl('aurora')).searchParams.get('recommId');
  const click = page.waitForRequest((request) => request.url().endsWith('/recommendations-tracking'));
  await link.click();
  expect(JSON.parse((await click).postData() ?? '{}')).toMatchObject({ elementClicked: expect.stringMatching(/:.+/), recommId });
});

test.describe('the reels play their previews (browsing spec section 2, /reels)', () => {
  test("a visitor's reel shows its poster, then plays muted once in view", async ({ page }) => {
    await page.goto(tenantUrl('aurora', '/reels'));
    const reel = page.locator('video[data-reel-video]').first();
    await expect(reel).toHaveAttribute('poster', /\/media\/AURORA\/video\//);
    await reel.scrollIntoViewIfNeeded();
    // The trailer is made at its first request (about a second): wait for the picture to move.
    await expect.poll(() => reel.evaluate((video: HTMLVideoElement) => ({ muted: video.muted, playing: !video.paused && video.currentTime > 0 })), { timeout: 20_000 }).toEqual({ muted: true, playing: true });
  });

  // performer@demo.test's ratings are this journey's alone: it rates the first reel it has not rated yet.
  test("a member's rating of a reel reaches the recommender as the rating event, with the reel's recommId", async ({ page }) => {
    await logIn(page, 'aurora', 'performer', '/reels?recommId=reel-e2e');
    await page.keyboard.press('Escape');
    const unrated = page.locator('[data-reel-id]').filter({ has: page.getByRole('button', { name: '7 out of 10' }) }).first();
    const itemId = Number(await unrated.getAttribute('data-reel-id'));
    const rating = page.locator(`[data-reel-id="${itemId}"] [data-reel-rating]`);
    await rating.scrollIntoViewIfNeeded();
    await rating.getByRole('button', { name: '7 out of 10' }).click();
    await expect(rating).toContainText('You rated it 7 out of 10.');
    expect(recommenderEventsOf(E2E_DATA_DIR, 'demo-performer')).toContainEqual({ type: 'RATING', videoId: itemId, recommId: 'reel-e2e', rating: 7 });
  });

  // performer@demo.test's favourites are this journey's alone: it bookmarks and un-bookmarks one reel.
  test("a member's bookmark of a reel sends its add- and delete-bookmark events", async ({ page }) => {
    await logIn(page, 'aurora', 'performer', '/reels');
    // The buttons' script runs once the page has loaded; a press before it posts the plain form.
    await page.waitForLoadState('load');
    const reel = page.locator('[data-reel-id]').first();
    const itemId = Number(await reel.getAttribute('data-reel-id'));
    const bookmark = reel.locator('[data-favorite-button]');
    // Whichever state the reel's video is in, one press and then another send both events.
    const favourite = (await bookmark.locator('[data-favorite-icon]').textContent()) === '♥';
    for (const event of favourite ? ['delete-bookmark', 'add-bookmark'] : ['add-bookmark', 'delete-bookmark']) {
      const sent = page.waitForRequest((request) => request.url().endsWith(`/rest/reel/${event}`));
      await bookmark.click();
      expect(JSON.parse((await sent).postData() ?? '{}'), event).toMatchObject({ itemId });
    }
  });
});
