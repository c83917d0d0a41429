import { expect, test } from '@playwright/test';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { tenantGet } from './support/tour-pages.ts';
import { axe } from './support/axe.ts';

// The remaining named pages of browsing spec section 2: /login, /support,
// /brands and the combined tenant's all-sites feed, each in its tenant's theme.

async function expectThemed(page: import('@playwright/test').Page, tenant: string) {
  await expect(page.locator('html')).toHaveAttribute('data-tenant', tenant);
  const violations = (await axe(page)).violations;
  expect(violations.map((v) => v.id)).toEqual([]);
}

for (const [path, heading] of [['/login', 'Log in'], ['/support', 'Support']] as const) {
  test(`${path} is a themed, static page of every tenant`, async ({ page }) => {
    for (const tenant of ['aurora', 'jade']) {
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectThemed(page, tenant);
    }
  });
}

test('/brands lists a brand’s visible sisters: their tours for a visitor, /xsite for a member', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/brands'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our brands');
  const brands = page.locator('[data-brand]');
  const listed = await brands.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-brand')));
  expect(listed).toEqual(['blaze', 'cinder', 'dahlia', 'ember', 'fable', 'garnet', 'halo', 'ivy']);
  // The sister's own tour (its local origin in the tests).
  await expect(brands.first().getByRole('link')).toHaveAttribute('href', /^https?:\/\/[^/]*blaze[^/]*\/$/);
  await expectThemed(page, 'aurora');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our brands' })).toHaveAttribute('href', '/brands');

  await logIn(page, 'aurora', 'member', '/brands');
  await expect(page.locator('[data-brand="blaze"] a')).toHaveAttribute('href', '/xsite/blaze');
});

test('jade’s /brands names its sites, and /sites is the all-sites feed of each site’s newest videos', async ({ page }) => {
  await page.goto(tenantUrl('jade', '/brands'));
  await expect(page.locator('[data-brand="aurora"] a')).toHaveAttribute('href', '/sites/aurora/videos');

  const response = await page.goto(tenantUrl('jade', '/sites'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All sites');
  const sections = page.locator('[data-site-feed]');
  expect(await sections.count()).toBeGreaterThan(1);
  const first = sections.first();
  const brand = (await first.getAttribute('data-site-feed')) ?? '';
  const sites = await first.locator('[data-video-card] [data-site]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-site')));
  expect(sites.length).toBeGreaterThan(0);
  expect(new Set(sites)).toEqual(new Set([brand.toUpperCase()]));
  await expect(first.getByRole('link', { name: /^All .* videos$/ })).toHaveAttribute('href', `/sites/${brand}/videos`);
  await expectThemed(page, 'jade');

  expect((await tenantGet('aurora', '/sites')).status).toBe(404);
});
