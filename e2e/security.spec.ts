import { expect, test } from '@playwright/test';
import { CONFIRMATION_REFUSED } from '../src/features/upsells/messages.ts';
import { STAND_IN_CONFIRMATION } from '../upstream/members/partners/index.ts';
import { catalogueVideos, ordinaryScenes } from './support/catalogue.ts';
import { alteredConfirmation, outgoingUpsellPath, signedConfirmationOf } from './support/confirmations.ts';
import { logIn, tenantPost, tenantRequest } from './support/login.ts';
import { mediaOf, visiblePlayer } from './support/player.ts';
import { tenantUrl } from './support/ports.ts';

/*
 * The security probe's findings that a person meets on the running site (docs/security.md lists
 * every finding and its test): each journey is named after its finding and failed before its fix.
 */

// blaze has no promotional teaser and a trial member gets no gems intro: nothing else opens over /deals.
const DEALS_TENANT = 'blaze';

test('a forged upsell confirmation is refused on /deals and by its Action, and charges nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, DEALS_TENANT, 'trial', '/deals');
  const offer = `e2e-forged-${Date.now()}`;
  const genuine = await signedConfirmationOf(page, DEALS_TENANT, offer);

  // The probe's link: a "free gift" for $0.00 in base64url JSON, naming the real offer's link.
  const probe = Buffer.from(
    JSON.stringify({ title: 'Free loyalty gift', description: 'A thank-you.', component: 'default', price: { initial: '$0.00', recurring: '$0.00' }, confirmationLink: `${outgoingUpsellPath(offer)}&confirmed=1` }),
  ).toString('base64url');
  // The genuine confirmation with its price lowered, its signature kept.
  const cheaper = alteredConfirmation(genuine, (payload) => (payload.confirmation.price = { initial: '$0.00', recurring: '$0.00' }));

  for (const forged of [probe, cheaper]) {
    await page.goto(tenantUrl(DEALS_TENANT, `/deals?confirmation=${forged}`));
    await expect(page.locator('[data-confirmation-refused]')).toHaveText(CONFIRMATION_REFUSED);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('$0.00')).toHaveCount(0);
    await expect(page.getByText('Free loyalty gift')).toHaveCount(0);

    const bought = await tenantPost(page, DEALS_TENANT, '/_actions/upsells.confirmOutgoing', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ confirmation: forged }) });
    expect(bought.status).toBe(400);
    expect(JSON.parse(bought.text) as { message: string }).toMatchObject({ message: CONFIRMATION_REFUSED });
  }

  // Nothing was bought: the offer's link still asks for its confirmation, at the biller's own price.
  const again = await tenantRequest(page, DEALS_TENANT, outgoingUpsellPath(offer));
  expect(again.status).toBe(303);
  expect(again.headers.location).toMatch(/^\/deals\?confirmation=/);
  await page.goto(tenantUrl(DEALS_TENANT, `/deals?confirmation=${genuine}`));
  await expect(page.getByRole('dialog', { name: STAND_IN_CONFIRMATION.title }).getByText(STAND_IN_CONFIRMATION.price.initial, { exact: true })).toBeVisible();
});

test("full-size picture-set photos need a grant: the gallery links them with the set's token, and the bare address is refused", async ({ page }) => {
  const set = ordinaryScenes(await catalogueVideos('AURORA')).find((video) => video.pictureSetSlug)?.pictureSetSlug;
  await logIn(page, 'aurora', 'member', `/pictureset/${set}`);
  const link = page.locator(`[data-picture-set="${set}"] a`).first();
  await expect(link).toHaveAttribute('href', /-1200x1800\.jpg\?token=[^&]+$/);
  const href = (await link.getAttribute('href')) ?? '';
  // The member's link opens the photo; the same address without its token, as the probe found it, does not.
  expect((await page.request.get(href)).status()).toBe(200);
  expect((await page.request.get(href.split('?')[0] ?? '')).status()).toBe(403);
});

test('the download quota cannot be bypassed through the stream: the player fetches HLS playlists and segments, never a whole file', async ({ page }) => {
  const video = ordinaryScenes(await catalogueVideos('AURORA'))[0];
  const streamed: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/cdn/stream/')) streamed.push(pathname);
  });
  await logIn(page, 'aurora', 'member', `/videos/${video?.slug ?? ''}`);
  const player = await visiblePlayer(page, 'full');
  await expect.poll(async () => (await mediaOf(player)).currentTime, { timeout: 15_000 }).toBeGreaterThan(0.2);
  expect(streamed.length).toBeGreaterThan(0);
  expect(streamed.filter((path) => !/\/hls\/(?:master|p\w+\/(?:index|seg-\d+))\.(?:m3u8|ts)$/.test(path))).toEqual([]);
});

test('"Log out everywhere" on the account page ends the member\'s sessions on every device', async ({ page, browser }) => {
  // An account no other journey uses: ending every session of a shared one would end theirs.
  const other = await browser.newContext();
  try {
    const otherDevice = await other.newPage();
    await logIn(otherDevice, 'aurora', 'tandemchild', '/account');
    await logIn(page, 'aurora', 'tandemchild', '/account');
    const section = page.getByRole('region', { name: 'Log out everywhere' });
    await section.getByRole('button', { name: 'End all my sessions' }).click();
    // This device leaves through the provider's own logout, back home as a visitor…
    await page.getByRole('button', { name: 'Yes, log me out' }).click();
    await expect(page).toHaveURL(tenantUrl('aurora', '/'));
    // …and the other device is no longer signed in: its account page sends it to log in.
    await otherDevice.goto(tenantUrl('aurora', '/account'));
    await expect(otherDevice).not.toHaveURL(tenantUrl('aurora', '/account'));
  } finally {
    await other.close();
  }
});
