import { expect, test } from '@playwright/test';
import { INTERSTITIAL_SNOOZE_COOKIE } from '../src/features/deals/interstitial.ts';
import { CONFIRMATION_LINK_MISSING } from '../src/features/upsells/messages.ts';
import { STAND_IN_CONFIRMATION } from '../upstream/members/partners/index.ts';
import { outgoingUpsellPath, payloadOf, signedAsTheSite, signedConfirmationOf } from './support/confirmations.ts';
import { logIn, tenantRequest } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { axe } from './support/axe.ts';

/*
 * Partners (membership spec sections 2 and 7): an outgoing one-click upsell goes through its confirmation to
 * the partner, and /cams follows the sales-payments answer only to a partner of the allow-list.
 * The embedded upstream's partners live under `.example` (the default PARTNER_HOSTS), which no
 * browser resolves (and Playwright cannot answer for a redirect's target), so the tests read the
 * redirect to the partner rather than follow it.
 */

// blaze has no promotional teaser and a trial member gets no gems intro: nothing else opens over /deals.
const TENANT = 'blaze';

test('an outgoing upsell goes through its confirmation: the modal shows the offer, Confirm buys it and the member is sent to the partner with the success cookie', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, TENANT, 'trial', '/deals');
  const link = outgoingUpsellPath(`e2e-${Date.now()}`);
  await page.goto(tenantUrl(TENANT, link));

  // The page asks for the confirmation and /deals opens the modal with it.
  await expect(page).toHaveURL(/\/deals\?confirmation=/);
  const dialog = page.getByRole('dialog', { name: STAND_IN_CONFIRMATION.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(STAND_IN_CONFIRMATION.price.initial, { exact: true })).toBeVisible();
  await expect(dialog.getByText(STAND_IN_CONFIRMATION.price.recurring, { exact: true })).toBeVisible();
  const results = await axe(page, 'dialog[open]');
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Confirm buys it; the success page tracks it, sets its cookie and sends the member to the partner's members area.
  const [success] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/_upsell_signupsuccess'),
    dialog.getByRole('button', { name: `Confirm and pay ${STAND_IN_CONFIRMATION.price.initial}` }).click(),
  ]);
  expect(success.status()).toBe(302);
  expect(success.headers()['location']).toBe('https://velvet-dating.example/members');
  const cookies = await page.context().cookies(tenantUrl(TENANT));
  expect(cookies.find((c) => c.name === 'outgoing_upsell_oneclick_success')?.value).toBe('1');

  // Bought once: the same link now goes straight to the success page, with no second confirmation or charge.
  const again = await tenantRequest(page, TENANT, link);
  expect(again.status).toBe(303);
  expect(again.headers.location).toBe('/_upsell_signupsuccess');
});

test("a confirmation without its link says 'Outgoing upsell - Confirmation link is missing' and offers no Confirm", async ({ page }) => {
  await logIn(page, TENANT, 'trial', '/deals');
  // The server always signs its link with a confirmation: the journey signs one without, as only the site could.
  const { member, tenant } = payloadOf(await signedConfirmationOf(page, TENANT, `e2e-nolink-${Date.now()}`));
  await page.goto(tenantUrl(TENANT, `/deals?confirmation=${signedAsTheSite(STAND_IN_CONFIRMATION, { member, tenant })}`));
  const dialog = page.getByRole('dialog', { name: STAND_IN_CONFIRMATION.title });
  await expect(dialog.getByRole('alert')).toHaveText(CONFIRMATION_LINK_MISSING);
  await expect(dialog.getByRole('button', { name: /Confirm/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('cams follows the sales-payments answer to the cams partner, and refuses a URL outside the allow-list or a failed call', async ({ page }) => {
  await logIn(page, TENANT, 'trial', '/deals');

  const cams = await tenantRequest(page, TENANT, '/cams?gas_cid=e2e');
  expect(cams.status).toBe(302);
  expect(new URL(cams.headers.location ?? '').host).toBe('lumen-cams.example');

  const outside = await page.goto(tenantUrl(TENANT, '/cams?stand_in=outside'));
  expect(outside?.status()).toBe(502);
  await expect(page).toHaveURL(tenantUrl(TENANT, '/cams?stand_in=outside'));
  await expect(page.locator('[data-cams-error]')).toContainText('Failed to fetch cams oneclick url');

  const failed = await page.goto(tenantUrl(TENANT, '/cams?stand_in=fail'));
  expect(failed?.status()).toBe(502);
  await expect(page.locator('[data-cams-error]')).toContainText('Failed to fetch cams oneclick url: Service Unavailable');
});

for (const [kind, opening] of [
  ['trial', 'Trial special:'],
  ['expired', 'Welcome back:'],
  ['member', 'Save'],
] as const) {
  test(`/deals shows ${kind}@ the deals of their audience (membership spec section 6)`, async ({ page }) => {
    await logIn(page, TENANT, kind, '/deals');
    // Read once the carousel is there: allTextContents does not wait for it.
    await expect(page.locator('[data-deal-carousel] [data-deal]').first()).toBeVisible();
    const texts = await page.locator('[data-deal-carousel] [data-deal] p.text-muted').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.startsWith(opening), text).toBe(true);
  });
}

test('an active member hides the offers for a month: /offers then sends them straight on (membership spec section 9)', async ({ page }) => {
  await logIn(page, TENANT, 'multisite', '/offers?next=/videos');
  await page.getByRole('button', { name: 'Hide offers for a month' }).click();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/videos'));
  // "Offers interstitial hideable for one month": the browser keeps the snooze thirty days.
  const snooze = (await page.context().cookies()).find((cookie) => cookie.name === INTERSTITIAL_SNOOZE_COOKIE.name);
  const days = ((snooze?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  await page.goto(tenantUrl(TENANT, '/offers?next=/performers'));
  await expect(page).toHaveURL(tenantUrl(TENANT, '/performers'));
});
