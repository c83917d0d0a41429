import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console.ts';
import { channelPagePath, loginUrl, performerPagePath } from '../src/routing/paths.ts';
import { endSiteSession, logIn, tenantRequest } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { firstLink, linksOn, tenantGet } from './support/tour-pages.ts';
import { axe } from './support/axe.ts';

// ember and multisite2025@demo.test are this spec's alone: no other spec changes that member's
// favourites there, so the lists' counts are ours to reason about.
const TENANT = 'ember';
const MEMBER = 'multisite2025';

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const results = await axe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The journeys that take a video of their own. The journeys that change favourites run side by side
 * (fullyParallel), so each takes its own: two on one video saw each other's change.
 */
const VIDEO_JOURNEYS = ['visitor', 'favourites', 'session ended'] as const;

/** A video of the tenant that is not among the member's seeded favourites (the first few of the catalogue), one per journey. */
async function unfavouredVideo(journey: (typeof VIDEO_JOURNEYS)[number]): Promise<string> {
  const videos = await linksOn(TENANT, '/videos?page=2', '/videos/');
  const video = videos[VIDEO_JOURNEYS.indexOf(journey)];
  if (!video) throw new Error(`not enough videos on ${TENANT}/videos?page=2`);
  return video;
}

test('a visitor sees no favourite button on the static video and performer pages', async () => {
  const video = await unfavouredVideo('visitor');
  const performer = await firstLink(TENANT, video, '/performers/');
  for (const path of [video, performer, '/videos']) {
    const html = (await tenantGet(TENANT, path)).text;
    expect(html, path).not.toContain('data-favorite-form');
  }
});

test('a member favourites a video on its page, it survives a reload and shows on /favorites/videos, then unfavourites it', async ({ page }) => {
  // A login, an axe run and eight page loads: a slower day overran the default 30 s.
  test.setTimeout(60_000);
  const logged = watchConsole(page);
  const video = await unfavouredVideo('favourites');
  const slug = video.replace('/videos/', '');
  await logIn(page, TENANT, MEMBER, video);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const form = page.locator('[data-video] form[data-favorite-form]');
  const add = form.getByRole('button', { name: 'Add to favourites', exact: true });
  const remove = form.getByRole('button', { name: 'Remove from favourites', exact: true });

  await expect(add).toBeVisible();
  await expectAxeClean(page, video);
  const changed = page.waitForResponse((response) => response.url().includes('/_actions/favorites.change'));
  await add.click();
  // Optimistic: the button says the new state at once, and keeps it once the action answers.
  await expect(remove).toBeVisible();
  expect((await changed).ok()).toBe(true);
  await expect(remove).toContainText('♥');

  await page.reload();
  await expect(remove).toBeVisible();
  await page.goto(tenantUrl(TENANT, '/favorites/videos'));
  await expect(page.locator(`[data-favorite="${slug}"]`)).toBeVisible();
  await expect(page.locator(`[data-favorite="${slug}"]`).getByRole('heading', { name: title })).toBeVisible();

  await page.goto(tenantUrl(TENANT, video));
  const removed = page.waitForResponse((response) => response.url().includes('/_actions/favorites.change'));
  await remove.click();
  await expect(add).toBeVisible();
  await removed;
  await page.reload();
  await expect(add).toBeVisible();
  await page.goto(tenantUrl(TENANT, '/favorites/videos'));
  await expect(page.locator(`[data-favorite="${slug}"]`)).toHaveCount(0);
  expect(logged.messages).toEqual([]);
});

test('a member whose session ended is sent to the login by their next action, and comes back to the page (membership spec section 7)', async ({ page }) => {
  const video = await unfavouredVideo('session ended');
  await logIn(page, TENANT, MEMBER, video);
  const add = page.locator('[data-video] form[data-favorite-form]').getByRole('button', { name: 'Add to favourites', exact: true });
  await expect(add).toBeVisible();
  // The page's own calls after load are answered (the header's gems last): any of them would leave too.
  await expect(page.locator('[data-gems-counter]')).toContainText(/\d+ gems/);
  // The site's session ends behind the page's back; the provider's stays.
  await endSiteSession(page, TENANT);
  const toLogin = page.waitForRequest((request) => request.url() === tenantUrl(TENANT, loginUrl(video)));
  await add.click();
  await toLogin;
  // The provider still knows the member: the login comes straight back to the page, signed in.
  await expect(page).toHaveURL(tenantUrl(TENANT, video));
  await expect(add).toBeVisible();
});

test('a member favourites a performer on their page and from a card, and both show on /favorites/performers', async ({ page }) => {
  // A login, an axe run and six page loads beside another spec's player: 30 s was too tight.
  test.setTimeout(60_000);
  const performers = (await tenantGet(TENANT, '/performers')).text;
  const slugs = [...performers.matchAll(/href="\/performers\/([a-z0-9-]+)"/g)].map((match) => match[1] ?? '');
  // The seed gives the member the first two performers by rating: take two further down the list.
  const [onPage = '', onCard = ''] = [...new Set(slugs)].slice(4, 6);
  expect(onPage && onCard).toBeTruthy();
  await logIn(page, TENANT, MEMBER, performerPagePath(onPage));
  const form = page.locator('[data-performer] form[data-favorite-form]');
  await expectAxeClean(page, performerPagePath(onPage));
  const added = page.waitForResponse((response) => response.url().includes('/_actions/favorites.change'));
  await form.getByRole('button', { name: 'Add to favourites', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Remove from favourites', exact: true })).toBeVisible();
  await added;

  await page.goto(tenantUrl(TENANT, '/performers'));
  const card = page.locator(`[data-performer-card="${onCard}"]`);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const carded = page.waitForResponse((response) => response.url().includes('/_actions/favorites.change'));
  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await carded;
  await expectAxeClean(page, '/performers');

  await page.reload();
  await expect(page.locator(`[data-performer-card="${onCard}"]`).getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await page.goto(tenantUrl(TENANT, '/favorites/performers'));
  await expect(page.locator(`[data-favorite="${onPage}"]`)).toBeVisible();
  await expect(page.locator(`[data-favorite="${onCard}"]`)).toBeVisible();
});

test('a member favourites a channel video on its channel video page, where its expert review and rating show too, and finds it on /favorites/videos', async ({ page }) => {
  // cinder shows channels; multisite2025@demo.test changes nothing else there.
  // A login, a player, an axe run and five page loads: near 30 s beside another spec's player.
  test.setTimeout(60_000);
  const logged = watchConsole(page);
  await logIn(page, 'cinder', MEMBER, '/channels');
  const channel = (await page.locator('main a[href^="/channels/"]:not([href="/channels/all-videos"])').first().getAttribute('href')) ?? '';
  await page.goto(tenantUrl('cinder', `${channel}/videos`));
  const slug = ((await page.locator('main a[href^="/videos/"]').first().getAttribute('href')) ?? '').replace('/videos/', '');
  await page.goto(tenantUrl('cinder', `${channel}/videos/${slug}`));
  const form = page.locator('main article form[data-favorite-form]');
  const added = page.waitForResponse((response) => response.url().includes('/_actions/favorites.change'));
  await form.getByRole('button', { name: 'Add to favourites', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Remove from favourites', exact: true })).toBeVisible();
  await added;
  await expect(page.getByRole('heading', { name: 'Expert review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rating' })).toBeVisible();
  await expectAxeClean(page, `${channel}/videos/${slug}`);
  await page.reload();
  await expect(form.getByRole('button', { name: 'Remove from favourites', exact: true })).toBeVisible();
  await page.goto(tenantUrl('cinder', '/favorites/videos'));
  await expect(page.locator(`[data-favorite="${slug}"]`)).toBeVisible();
  expect(logged.messages).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the favourite button is a form that posts and comes back to the page, changed', async ({ page }) => {
    const video = await firstLink(TENANT, '/videos?page=3', '/videos/');
    await logIn(page, TENANT, MEMBER, video);
    const form = page.locator('[data-video] form[data-favorite-form]');
    await form.getByRole('button', { name: 'Add to favourites', exact: true }).click();
    await expect(page).toHaveURL(tenantUrl(TENANT, video));
    await form.getByRole('button', { name: 'Remove from favourites', exact: true }).click();
    await expect(page).toHaveURL(tenantUrl(TENANT, video));
    await expect(form.getByRole('button', { name: 'Add to favourites', exact: true })).toBeVisible();
  });
});

test('the favourite channels page never sends anyone to a channels page that would answer 404', async ({ browser }) => {
  // A visitor: the page is open to them (browsing spec section 2), the listing is not.
  const visitor = await browser.newPage();
  await visitor.goto(tenantUrl('aurora', '/favorites/channels'));
  await expect(visitor.locator('[data-favorites-empty]')).toHaveText('You have no favourite channels yet.');
  await expect(visitor.locator('main a[href="/channels"]')).toHaveCount(0);
  await visitor.close();
  // A member of a brand without channels: nothing to favourite, nowhere to browse.
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'blaze', 'multisite', '/favorites/channels');
  await expect(page.locator('[data-favorites-empty]')).toHaveText('You have no favourite channels yet.');
  await expect(page.locator('a[href="/channels"]')).toHaveCount(0);
  expect((await tenantRequest(page, 'blaze', '/channels')).status).toBe(404);
  await context.close();
  // A porn-portal guest may see no channel page: the favourites are named, not linked.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await logIn(guest, 'aurora', 'guest', '/favorites/channels');
  const favourite = guest.locator('[data-favorite]').first();
  await expect(favourite).toBeVisible();
  await expect(favourite.locator('a')).toHaveCount(0);
  expect((await tenantRequest(guest, 'aurora', channelPagePath(String(await favourite.getAttribute('data-favorite'))))).status).toBe(404);
  await guestContext.close();
});
