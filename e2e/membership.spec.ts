import { expect, test, type Page } from '@playwright/test';
import { GEMS_LOST } from '../src/features/gems/gems.ts';
import { activeRebillPrice, endPaidPeriod } from '../tests/support/member-store.ts';
import { joinThroughBiller, logInAsNewMember } from './support/new-member.ts';
import { E2E_DATA_DIR, tenantUrl } from './support/ports.ts';

/*
 * The paths that keep money, as a member meets them on /account (src/membership/status.ts): the
 * cancellation with the retention offer first, the reactivation of the cancelled rebill, and
 * rejoining once the membership ended. What each step shows, hides and focuses. Every journey makes
 * its own member at the stand-in biller (a Blaze Studio monthly, $29.95), so no demo account changes.
 */
const TENANT = 'blaze';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The membership section of /account, and the header's word for the status. */
function membership(page: Page) {
  const section = page.locator('[data-membership-summary]');
  return {
    section,
    status: section.locator('[data-membership-status]'),
    header: page.getByRole('banner').locator('[data-header-membership-status]'),
    cancel: section.getByRole('button', { name: 'Cancel membership' }),
    reactivate: section.getByRole('button', { name: 'Reactivate your membership' }),
    rejoin: section.getByRole('button', { name: 'Rejoin Blaze Studio' }),
  };
}

test('a member cancels after declining the offer to stay, then reactivates with the offer to come back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const member = await joinThroughBiller('BLAZE');
  await logInAsNewMember(page, TENANT, member, '/account');
  const { section, status, header, cancel, reactivate } = membership(page);
  await expect(status).toHaveText('Active');
  await expect(section.getByText('Your membership of Blaze Studio renews automatically.')).toBeVisible();
  await expect(header).toHaveCount(0);
  await expect(reactivate).toHaveCount(0);

  // The retention offer first, its heading focused so a screen reader says where the member is.
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await expect(dialog.getByRole('heading', { name: 'Before you go' })).toBeFocused();
  await expect(dialog.getByText('Stay for $19.95 a month instead of $29.95.')).toBeVisible();
  await dialog.getByRole('button', { name: 'No thanks, cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(confirm.getByRole('heading', { name: 'Cancel your membership?' })).toBeFocused();
  await expect(confirm.getByText(GEMS_LOST)).toBeVisible();
  await expect(confirm.getByRole('button', { name: /^Stay for/ })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel my membership' }).click();

  // Cancelled: said on the page, in the header and in the flash; the rebill is off at the biller.
  await expect(page).toHaveURL(tenantUrl(TENANT, '/account?notification=membership_cancelled'));
  await expect(status).toHaveText('Cancelled');
  await expect(header).toHaveText('Membership: Cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'Your membership is cancelled' })).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Switch to yearly' })).toHaveCount(0);
  expect(activeRebillPrice(E2E_DATA_DIR, member.accountId)).toBeNull();
  // The account page makes the offer itself: no upgrade bar repeats it above.
  await expect(page.locator('[data-upgrade-bar]')).toHaveCount(0);

  // Reactivated with the offer to come back, at its price: the page reloads with the membership active.
  // Prices come from the server: a deal slipped into the island's call (a cent, a heap of gems) changes nothing.
  await page.route('**/_actions/purchase.reactivate', (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), deal: { newPrice: 0.01, offeredGems: 5000 } }) }),
  );
  await reactivate.click();
  const back = page.getByRole('dialog', { name: 'Reactivate your membership' });
  await expect(back.getByText('Special offer: $19.95 instead of $29.95 per month.')).toBeVisible();
  await back.getByRole('button', { name: 'Reactivate', exact: true }).click();
  await expect(status).toHaveText('Active', { timeout: 30_000 });
  await expect(header).toHaveCount(0);
  await expect(cancel).toBeVisible();
  await expect(reactivate).toHaveCount(0);
  // The reloaded page does not tell of the cancellation again.
  await expect(page.getByRole('status').filter({ hasText: 'Your membership is cancelled' })).toHaveCount(0);
  expect(activeRebillPrice(E2E_DATA_DIR, member.accountId)).toBe(19.95);
});

test('on a phone, a member about to cancel stays on the offer, which is theirs once: the next cancellation asks without one', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const member = await joinThroughBiller('BLAZE');
  await logInAsNewMember(page, TENANT, member, '/account');
  const { status, cancel } = membership(page);
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await dialog.getByRole('button', { name: 'Stay for $19.95 a month' }).click();

  await expect(page).toHaveURL(tenantUrl(TENANT, '/account?notification=retention_offer_taken'));
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for staying' })).toBeVisible();
  await expect(status).toHaveText('Active');
  expect(activeRebillPrice(E2E_DATA_DIR, member.accountId)).toBe(19.95);

  // No second offer: straight to the confirmation; keeping the membership closes it, focus back on its opener.
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(confirm.getByRole('heading', { name: 'Cancel your membership?' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep my membership' }).click();
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(status).toHaveText('Active');
});

test('a member whose membership ended rejoins from the account page in one click', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const member = await joinThroughBiller('BLAZE');
  endPaidPeriod(E2E_DATA_DIR, member.accountId);
  await logInAsNewMember(page, TENANT, member, '/account');
  const { section, status, header, cancel, reactivate, rejoin } = membership(page);
  await expect(status).toHaveText('Expired');
  await expect(section.getByText('Your membership has ended. Rejoin to watch every video in full.')).toBeVisible();
  await expect(header).toHaveText('Membership: Expired');
  // Nothing is left to cancel, reactivate or count.
  await expect(cancel).toHaveCount(0);
  await expect(reactivate).toHaveCount(0);
  await expect(section.locator('[data-member-since]')).toHaveCount(0);

  await rejoin.click();
  const dialog = page.getByRole('dialog', { name: 'Rejoin Blaze Studio' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const alone = dialog.locator('[data-purchase-choice="singleSite"]').first();
  await expect(alone).toContainText('Blaze Studio');
  await alone.getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  // The status modal waits for the biller, then the page reloads: the membership is theirs again.
  await expect(status).toHaveText('Active', { timeout: 30_000 });
  await expect(page).toHaveURL(tenantUrl(TENANT, '/account'));
  await expect(header).toHaveCount(0);
  await expect(cancel).toBeVisible();
  await expect(rejoin).toHaveCount(0);
});
