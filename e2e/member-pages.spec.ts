import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console.ts';
import { favouriteOnPage } from './support/favourites.ts';
import { logIn, tenantRequest } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { scriptsOf } from './support/player.ts';
import { withoutShellScript } from './support/shell-script.ts';
import { AXE_PAGE_BUDGET_MS, firstLink, tenantGet, tourPageTypes } from './support/tour-pages.ts';
import { axe } from './support/axe.ts';

/** A script other than JSON-LD data: a static tour page has none but the header's search. */
const SCRIPT = /<script(?![^>]*type="application\/ld\+json")[^>]*>/i;

test('a signed-in member sees the member header and no join prompt on the home, listing and video pages', async ({ page }) => {
  const video = await firstLink('aurora', '/videos', '/videos/');
  await logIn(page, 'aurora', 'member', '/');
  for (const path of ['/', '/videos', '/videos?page=2', video]) {
    const answer = await page.goto(tenantUrl('aurora', path));
    expect(answer?.status(), path).toBe(200);
    expect(answer?.headers()['cache-control'], `${path} is never kept by a shared cache`).toBe('private, no-store');
    const header = page.getByRole('banner');
    await expect(header.getByText('Single Site Member'), path).toBeVisible();
    await expect(header.getByRole('link', { name: 'Account' }), path).toBeVisible();
    await expect(header.getByRole('link', { name: 'Favourites' }), path).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }), path).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Join now' }), path).toHaveCount(0);
  }
  // The video page says whether the member may watch the full video.
  await page.goto(tenantUrl('aurora', video));
  await expect(page.getByRole('heading', { name: 'Full video' })).toBeVisible();
  await expect(page.getByText('Your membership includes the full video.')).toBeVisible();
});

/** Sums the page's layout shifts (not those right after an input) from its very start. */
async function watchLayoutShifts(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const sums = window as unknown as { layoutShift: number };
    sums.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) sums.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test("a member's home, listing and video pages are the static pages with their own parts: the full video, their favourites on the cards, no join prompt, and nothing moves (CLS 0)", async ({ page }) => {
  test.setTimeout(60_000);
  const video = await firstLink('aurora', '/videos', '/videos/');
  await watchLayoutShifts(page);
  await logIn(page, 'aurora', 'director', video);
  // The first card of the listing is this video: a favourite of the member from now on.
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await favouriteOnPage(page, page.locator('[data-video] form[data-favorite-form]'));
  for (const path of ['/', '/videos', video]) {
    const answer = await page.goto(tenantUrl('aurora', path));
    // Chromium takes brotli and gzip: the member's page comes as one gzip stream joined from parts.
    expect((await answer?.allHeaders())?.['content-encoding'], path).toBe('gzip');
    // Let the islands' first calls settle before the shifts are summed; on a busy machine the network
    // may never fall quiet for the half second 'networkidle' asks, so that wait has a bound.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await expect(page.getByRole('banner').getByText('Director'), path).toBeVisible();
    await expect(page.locator('[data-join-prompt]'), path).toHaveCount(0);
    if (path === video) {
      await expect(page.locator('[data-player="full"]')).toBeVisible();
      // The player hydrates where it stands: its controls come alive, and nothing moves.
      await expect(page.locator('[data-player="full"]').getByRole('button', { name: 'Play' })).toBeEnabled();
    } else {
      await expect(page.locator(`[data-video-card="${video.replace('/videos/', '')}"]`).first().getByRole('button', { name: `Remove ${title} from favourites` }), path).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift), `${path}: cumulative layout shift`).toBe(0);
  }
});

test('a trial member is told why only the trailer plays, and what to do about it', async ({ page }) => {
  const video = await firstLink('aurora', '/videos', '/videos/');
  await logIn(page, 'aurora', 'trial', video);
  await expect(page.getByRole('heading', { name: 'Trailer only' })).toBeVisible();
  await expect(page.getByText('Your trial includes the videos you unlock.')).toBeVisible();
  // Another spec of the run may have spent some of the trial's credits already.
  await expect(page.getByText(/^You have \d+ pay-per-video credits?\. One of them unlocks this video/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock this video' })).toBeVisible();
});

test('a visitor still gets the static file, with no script but the video page\'s player', async ({ page }) => {
  const video = await firstLink('aurora', '/videos', '/videos/');
  for (const path of ['/', '/videos', video]) {
    const answer = await tenantGet('aurora', path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers.etag, `${path} is the prerendered file`).toBeDefined();
    // Only a page that shows a player carries a script: the player island.
    expect(scriptsOf(answer.text), path).toBe(path === video ? 'player' : 'none');
    expect(answer.text, path).toContain('Join now');
  }
  await page.goto(tenantUrl('aurora', video));
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test('a visitor arriving with a flash in the query gets the page rendered with the flash, not the static file', async ({ page }) => {
  for (const [path, text] of [
    ['/?dc=approved', 'Your device has been approved.'],
    ['/?dc=blocked', 'The device has been blocked.'],
    ['/videos?notification=upgradedenial', 'Your upgrade was not completed.'],
  ] as const) {
    const answer = await page.goto(tenantUrl('aurora', path));
    expect(answer?.status(), path).toBe(200);
    expect(answer?.headers()['cache-control'], `${path} is rendered for this request`).toBe('private, no-store');
    await expect(page.getByRole('status').getByText(text), path).toBeVisible();
    // Still the visitor's page: rendered, not signed in.
    await expect(page.getByRole('link', { name: 'Log in' }).first(), path).toBeVisible();
  }
  // dc= belongs to the home page: elsewhere the static file answers, as it does with no flash at all.
  for (const path of ['/videos?dc=approved', '/?dc=unknown']) {
    const answer = await tenantGet('aurora', path);
    expect(answer.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
});

test('a cookie that names no valid session gets the static file, and a well-formed one is cleared', async () => {
  for (const cookie of ['sid=not-one-of-ours', `sid=${'A'.repeat(43)}`]) {
    const answer = await tenantGet('aurora', '/videos', { cookie });
    expect(answer.status, cookie).toBe(200);
    expect(answer.headers.etag, cookie).toBeDefined();
    expect(withoutShellScript(answer.text), cookie).not.toMatch(SCRIPT);
  }
  expect(String((await tenantGet('aurora', '/videos', { cookie: `sid=${'A'.repeat(43)}` })).headers['set-cookie'])).toMatch(/^sid=;.*Max-Age=0/i);
});

test('every tour page type, rendered for a member, passes axe and logs nothing to the console', async ({ page }) => {
  const paths = await tourPageTypes('aurora');
  // One more page's budget for the login.
  test.setTimeout((paths.length + 1) * AXE_PAGE_BUDGET_MS);
  const logged = watchConsole(page);
  await logIn(page, 'aurora', 'multisite', '/');
  for (const path of paths) {
    const answer = await page.goto(tenantUrl('aurora', path));
    // /joinnow sends a member home (membership spec section 2); every other page is theirs.
    expect(answer?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), `${path} has one h1`).toHaveCount(1);
    if (!path.startsWith('/joinnow')) {
      await expect(page.getByRole('button', { name: 'Log out' }), path).toBeVisible();
      expect((await tenantRequest(page, 'aurora', path)).headers['cache-control'], path).toBe('private, no-store');
    }
    const results = await axe(page);
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  expect(logged.messages).toEqual([]);
});

test("the home page's headings keep their distance, whether a visitor's banner, a member's shelves or neither stands between them", async ({ page }) => {
  // Each block's top at least 24 px below the one before it: the tagline, the banner or shelves, the newest videos.
  const gaps = () =>
    page.locator('main').evaluate((main) => {
      const blocks = [main.querySelector('h1'), main.querySelector('[data-promo-banner]'), ...main.querySelectorAll('[data-recommendations]'), main.querySelector('section[aria-labelledby="newest"]')];
      const boxes = blocks.filter((block): block is Element => block !== null).map((block) => block.getBoundingClientRect());
      return boxes.slice(1).map((box, i) => Math.round(box.top - boxes[i]!.bottom));
    });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(tenantUrl('dahlia'));
    expect(await gaps(), `a visitor at ${width} px`).toEqual([expect.any(Number), expect.any(Number)]);
    for (const gap of await gaps()) expect(gap, `a visitor at ${width} px`).toBeGreaterThanOrEqual(24);
  }
  // dahlia has no home shelf: for its member the tagline and the newest videos are neighbours.
  await logIn(page, 'dahlia', 'multisite2020', '/');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const [gap, ...rest] = await gaps();
    expect(rest, `a member at ${width} px`).toEqual([]);
    expect(gap, `a member at ${width} px`).toBeGreaterThanOrEqual(24);
  }
});
