import { expect, test, type Page } from '@playwright/test';
import { COOKIES } from '../src/features/tracking/cookies.ts';
import { keptSales } from '../tests/support/kept-sales.ts';
import { E2E_DATA_DIR, tenantUrl } from './support/ports.ts';

/*
 * The purchase modal flows (membership spec sections 3, 4 and 8): a trial member upgrades at the fixed
 * price, then waits in the subscription status modal until the profile shows the purchase and the
 * page reloads. The trial is a fresh one joined here (trial@demo.test keeps its credits for
 * e2e/unlock.spec.ts). The cancellation, the reactivation with the retention offer and rejoining are
 * e2e/membership.spec.ts's, on members made there. On blaze, which has no promotional teaser to greet
 * the member over the page.
 */
const home = new RegExp(`^${tenantUrl('blaze', '/').replace(/[.]/g, '\\.')}(\\?fatr=true)?$`);

async function joinTrial(page: Page) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(-14);
  await page.goto(tenantUrl('blaze', '/joinnow'));
  const form = page.locator('[data-join-form]');
  await form.getByLabel('Email').fill(`trial-${id}@example.test`);
  await form.getByLabel('Username').fill(`t${id}`);
  await form.getByLabel('Password').fill('Trial12345');
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByRole('radio', { name: /2-day trial/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Pay and join' }).click();
}

test('a trial member upgrades', async ({ page }) => {
  await joinTrial(page);
  // The welcome check finds a trial: upgrade membership first; the trial carries on signed in.
  await expect(page).toHaveURL(tenantUrl('blaze', '/_upgrademembership'), { timeout: 20_000 });
  // Browsing spec section 9: the background is 1400x1024 from large up, 1045x1024 on medium, 320x770 on small.
  const background = page.locator('[data-welcome-background] img');
  for (const [width, size] of [[1366, [1400, 1024]], [800, [1045, 1024]], [390, [320, 770]]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => background.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]), { message: `${width} px` }).toEqual(size);
  }
  await page.getByRole('button', { name: 'Continue with my trial' }).click();
  await expect(page).toHaveURL(home, { timeout: 20_000 });
  // The home page confirms the purchase in place of the bar; the bar is on every other page.
  // A partner's link brought them (ref, elm, nats), and a conversion marker is in its cookie.
  const ref = `AFF-${Date.now().toString(36)}`;
  await page.context().addCookies([{ name: COOKIES.externalConversionTracking.name, value: 'tj-e2e', url: tenantUrl('blaze') }]);
  await page.goto(tenantUrl('blaze', `/videos?ref=${ref}&elm=upgrade-bar&nats=NATS.E2E`));
  const bar = page.locator('[data-upgrade-bar="trial"]');
  await bar.getByRole('button', { name: 'Upgrade your trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade your trial' });
  await dialog.getByRole('button', { name: 'Upgrade now' }).click();
  // The status modal polls the profile until the membership shows, then the page reloads.
  await expect(page.locator('[data-upgrade-bar]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('body')).toHaveAttribute('data-member', 'signed-in');
  // Membership spec section 7: the trial upgrade carried the page's ref and the cookie's marker to the biller.
  const sales = keptSales(E2E_DATA_DIR, 'upgrade-trial').map((kept) => kept.sale).filter((sale) => sale?.ref === ref);
  expect(sales).toEqual([{ ref, elm: null, natsCode: null, externalConversion: 'tj-e2e', marketing: null }]);
});
