import { expect, test, type Page } from '@playwright/test';
import { rawRequest } from '../tests/support/http.ts';
import { E2E_PORT, tenantUrl } from './support/ports.ts';
import { axe } from './support/axe.ts';

/** Blaze has facetedSearch off, Aurora on: both must search, page and filter on the server. */
const TENANTS = ['aurora', 'blaze'] as const;
const ERROR_TEXT = 'An Error Occured.';

async function seriousViolations(page: Page) {
  const { violations } = await axe(page);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

for (const tenant of TENANTS) {
  test(`${tenant}: searching for a title from the home page finds it`, async ({ page }) => {
    await page.goto(tenantUrl(tenant));
    const title = (await page.locator('[data-video-card] h3').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');

    await page.goto(tenantUrl(tenant, '/search'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const form = page.getByRole('main').getByRole('search');
    await form.getByRole('searchbox', { name: /search/i }).fill(title);
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('status')).toContainText(/\d+ videos? found/);
    await expect(page.locator('[data-video-card] h3', { hasText: title }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${tenant}: search results page with the pager, keeping q and size`, async ({ page }) => {
    const response = await page.goto(tenantUrl(tenant, '/search?q=a&size=5'));
    expect(response?.headers()['cache-control']).toBe('public, max-age=60');
    await expect(page.locator('[data-video-card]')).toHaveCount(5);
    const pager = page.getByRole('navigation', { name: 'Search results: pages' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=a&size=5&page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.locator('[data-video-card]')).toHaveCount(5);
  });
}

test('the pager shows 5 pages on a small screen and 10 on a large one', async ({ page }) => {
  const pageLinks = () => page.getByRole('navigation', { name: 'Search results: pages' }).getByRole('link', { name: /^Page \d+$/ });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl('aurora', '/search?q=a&size=1&page=20'));
  await expect(pageLinks().filter({ visible: true })).toHaveCount(9);
  await page.setViewportSize({ width: 400, height: 900 });
  await expect(pageLinks().filter({ visible: true })).toHaveCount(4);
});

test('blaze (facetedSearch off): /videos?categories=<slug> narrows the videos on the server', async ({ page }) => {
  await page.goto(tenantUrl('blaze', '/videos?categories=couples'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
  await expect(page).toHaveURL(/\/videos\?categories=couples$/);
  const narrowed = Number(await page.locator('[data-results-count]').getAttribute('data-results-count'));
  const couples = page.getByRole('group', { name: 'Categories', exact: true }).getByRole('checkbox', { name: /^Couples \(\d+\)$/ });
  await expect(couples).toBeChecked();

  // Ticking a year as well narrows further: the facets are AND-ed across names, OR-ed within one.
  // A group with nothing ticked is folded: its heading opens it.
  await page.locator('summary', { hasText: 'Year' }).click();
  await page.getByRole('group', { name: 'Year' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/categories=couples&year=\d{4}/);
  const byYear = Number(await page.locator('[data-results-count]').getAttribute('data-results-count'));
  expect(byYear).toBeLessThanOrEqual(narrowed);
  expect(await seriousViolations(page)).toEqual([]);
});

test('aurora: /performers with facets renders the filtered performers', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/performers?sex=F&hairColor=blonde'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performers');
  await expect(page.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Hair colour' }).getByRole('checkbox', { name: /^Blonde/ })).toBeChecked();
  await expect(page.locator('[data-performer-card]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('aurora: each of the four performer lists offers its filters, and a filter keeps the list a person chose', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/performers'));
  const lists = page.getByRole('navigation', { name: 'Performer lists' });
  const gender = page.getByRole('group', { name: 'Gender' });
  for (const [list, ticked] of [['Male performers', 'Guys'], ['Performers by name', 'Girls'], ['Male performers by name', 'Guys']] as const) {
    await lists.getByRole('link', { name: list, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list);
    await expect(gender.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(gender.getByRole('checkbox', { name: ticked })).toBeChecked();
  }

  // Narrowed to the site, the list is still the male performers by name, and the lists stay at hand.
  await page.locator('summary', { hasText: 'Sites' }).click();
  await page.getByRole('group', { name: 'Sites' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/performers\?order=name&sex=M&sites=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Male performers by name');
  await expect(lists.getByRole('link')).toHaveCount(4);
  const names = await page.locator('[data-performer-card] h3, [data-performer-card] h2').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

  // Clearing the filters keeps the order: back on a list by name (the faceted default's gender), with its panel.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/performers\?order=name&sex=F$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performers by name');
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an invalid page redirects keeping only q and size', async () => {
  // Node does not resolve *.localhost as Chromium does: a raw request with the Host header instead.
  const response = await rawRequest(E2E_PORT, { host: 'blaze.localhost', path: '/search?q=night&page=abc&size=24&junk=1' });
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe('/search?q=night&size=24');
});

test('a query full of junk renders escaped, never as markup', async ({ page }) => {
  let dialog = false;
  page.on('dialog', (d) => {
    dialog = true;
    void d.dismiss();
  });
  const junk = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
  const response = await page.goto(tenantUrl('aurora', `/search?q=${encodeURIComponent(junk)}&size=9999&categories=%00`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>alert(1)</script>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(dialog).toBe(false);
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
});

test('an empty search shows the search form only, and passes axe', async ({ page }) => {
  await page.goto(tenantUrl('blaze', '/search'));
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
  await expect(page.locator('[data-results-count]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the header quick search suggests videos, categories and performers as the visitor types, all from the keyboard', async ({ page }) => {
  await page.goto(tenantUrl('aurora'));
  const title = (await page.locator('[data-video-card] h3').first().textContent())?.trim() ?? '';
  const word = (title.split(' ')[0] ?? '').toLowerCase();
  expect(word.length).toBeGreaterThanOrEqual(2);

  // The keyboard reaches the box from the top of the page: skip link, brand, then the search.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const box = page.getByRole('combobox', { name: 'Search videos, performers and categories' });
  await expect(box).toBeFocused();
  await page.keyboard.type(word);

  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('group', { name: 'Videos' }).getByRole('option', { name: new RegExp(title) })).toBeVisible();
  await expect(list.getByRole('option', { name: new RegExp(`^See all \\d+ videos? for “${word}”$`) })).toBeVisible();
  await expect(page.locator('[data-quick-search-status]')).toHaveText(/^\d+ suggestions?$/);

  // Escape closes the list and keeps the text; the arrow key opens it again on the first suggestion.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(word);
  await page.keyboard.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(box).toBeFocused();
  const href = (await first.getAttribute('data-href')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(tenantUrl('aurora', href));

  // With no suggestion chosen, Enter searches.
  await page.getByRole('combobox', { name: 'Search videos, performers and categories' }).fill(word);
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(tenantUrl('aurora', `/search?q=${word}`));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the quick search answers JSON for a query, nothing for one letter, and the search page for the rest', async () => {
  const answer = await rawRequest(E2E_PORT, { host: 'blaze.localhost', path: '/api/quick-search?q=a' });
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text)).toMatchObject({ q: 'a', videos: [], categories: [], models: [], totalCount: 0, allHref: '/search?q=a' });
  const found = JSON.parse((await rawRequest(E2E_PORT, { host: 'blaze.localhost', path: '/api/quick-search?q=%20an%20' })).text) as { q: string; videos: { href: string }[] };
  expect(found.q).toBe('an');
  expect(found.videos.length).toBeGreaterThan(0);
  expect(found.videos.every((video) => video.href.startsWith('/videos/'))).toBe(true);
});
