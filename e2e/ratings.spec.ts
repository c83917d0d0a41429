import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console.ts';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { firstLink, tenantGet } from './support/tour-pages.ts';
import { axe } from './support/axe.ts';

// garnet shows expert reviews; multisite2020@demo.test rates only in this spec.
const TENANT = 'garnet';
const MEMBER = 'multisite2020';

const group = (page: Page, name: string) => page.locator('[data-member-rating]').getByRole('group', { name, exact: true });

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const results = await axe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor reads the expert review on the static video page, each property with its tooltip', async ({ page }) => {
  const video = await firstLink(TENANT, '/videos', '/videos/');
  const html = (await tenantGet(TENANT, video)).text;
  expect(html).toContain('data-expert-review');
  expect(html).not.toContain('data-member-rating');
  await page.goto(tenantUrl(TENANT, video));
  const review = page.locator('[data-expert-review]');
  await expect(review.getByRole('heading', { name: 'Expert review' })).toBeVisible();
  await expect(review.locator('[data-expert-global]')).toContainText('out of 10');
  const lighting = review.getByText('Lighting', { exact: true });
  const tooltip = page.getByRole('tooltip', { name: 'How well the scene is lit.' });
  await expect(tooltip).toBeHidden();
  await lighting.focus();
  await expect(tooltip).toBeVisible();
  await expect(lighting).toHaveAccessibleDescription('How well the scene is lit.');
  await expectAxeClean(page, video);
});

test('a member rates the overall rating first, then a property, and a second rating is refused', async ({ page, browser }) => {
  // Two logins and an axe run: a slower day overran the default 30 s.
  test.setTimeout(60_000);
  const logged = watchConsole(page);
  const video = await firstLink(TENANT, '/videos?page=2', '/videos/');
  await logIn(page, TENANT, MEMBER, video);
  // The same member in a second browser, still showing the page before any rating.
  const elsewhere = await browser.newContext();
  const stale = await elsewhere.newPage();
  await logIn(stale, TENANT, MEMBER, video);

  // As a member would: scroll to it, which wakes the island (client:visible); until then its buttons are disabled.
  await page.getByRole('heading', { name: 'Your rating' }).scrollIntoViewIfNeeded();
  await group(page, 'Lighting').getByRole('button', { name: '4 out of 5' }).click();
  await expect(group(page, 'Lighting').getByRole('alert')).toHaveText('Oops! Please leave your overall rating first to continue');

  await group(page, 'Overall rating').getByRole('button', { name: '8 out of 10' }).click();
  await expect(group(page, 'Overall rating')).toContainText('You rated it 8 out of 10.');
  await group(page, 'Lighting').getByRole('button', { name: '4 out of 5' }).click();
  await expect(group(page, 'Lighting')).toContainText('You rated it 4 out of 5.');
  await expect(group(page, 'Lighting').getByRole('alert')).toHaveCount(0);
  await expectAxeClean(page, video);

  await page.reload();
  await expect(group(page, 'Overall rating')).toContainText('You rated it 8 out of 10.');
  await expect(group(page, 'Lighting')).toContainText('You rated it 4 out of 5.');

  await stale.getByRole('heading', { name: 'Your rating' }).scrollIntoViewIfNeeded();
  await group(stale, 'Overall rating').getByRole('button', { name: '3 out of 10' }).click();
  await expect(group(stale, 'Overall rating').getByRole('alert')).toHaveText('You have already rated.');
  await stale.reload();
  await expect(group(stale, 'Overall rating')).toContainText('You rated it 8 out of 10.');
  await elsewhere.close();
  expect(logged.messages).toEqual([]);
});
