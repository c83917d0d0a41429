import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { USERNAME_PERMANENT_TEXT } from '../src/features/username/choose-username.ts';
import { LOGIN_LOADING_HEADING } from '../src/shell/login-loading-texts.ts';
import { INVALID_USERNAME_MESSAGE, USERNAME_TAKEN_MESSAGE } from '../src/validation/index.ts';
import { forgetUsername } from '../tests/support/member-store.ts';
import { gate } from './support/gate.ts';
import { tenantRequest } from './support/login.ts';
import { joinThroughBiller } from './support/new-member.ts';
import { E2E_DATA_DIR, tenantUrl } from './support/ports.ts';

// Membership spec section 2's screens "username selection" and "callback loading", and section 5's
// username rule: 3 to 20 lower-case letters and numbers, permanent once chosen.

test('a member without a username waits on the loading screen, chooses a username once, and goes on to the page they asked for', async ({ page }) => {
  const member = await joinThroughBiller('AURORA');
  forgetUsername(E2E_DATA_DIR, member.accountId);
  const chosen = `n${member.accountId.slice(-12).replaceAll('-', '')}`;

  // The provider sends the browser back to the callback, whose loading screen answers at once; the
  // browser goes on from it by itself to the completion, held here as a slow provider or gateway
  // would hold it, while the loading screen stays up. (Chromium runs no script in a page it is
  // leaving, so the screen is asked again with the browser's cookies, as the browser asked it.)
  const completion = gate();
  const completionAsked = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/oidc/callback/complete?'));
  await page.route('**/oidc/callback/complete?*', async (route) => {
    await completion.opened;
    await route.continue();
  });
  await page.goto(tenantUrl('aurora', `/oidc/login?uri=${encodeURIComponent('/videos?page=2')}`));
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const asked = new URL((await completionAsked).url());
  const screen = await tenantRequest(page, 'aurora', `/oidc/callback${asked.search}`);
  expect(screen.status).toBe(200);
  expect(screen.text).toMatch(new RegExp(`<h1[^>]*>${LOGIN_LOADING_HEADING}</h1>`));
  expect(screen.text).toContain(`<meta http-equiv="refresh" content="0; url=${(asked.pathname + asked.search).replaceAll('&', '&amp;')}">`);
  completion.open();

  await expect(page).toHaveURL(tenantUrl('aurora', '/username?uri=%2Fvideos%3Fpage%3D2'));
  await expect(page.getByRole('heading', { name: 'Choose your username', level: 1 })).toBeVisible();
  await expect(page.getByText(USERNAME_PERMANENT_TEXT)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const field = page.getByLabel('Username', { exact: true });
  const choose = page.getByRole('button', { name: 'Choose username' });
  for (const [typed, message] of [
    ['Not Lower', INVALID_USERNAME_MESSAGE],
    // member@demo.test's.
    ['member', USERNAME_TAKEN_MESSAGE],
  ] as const) {
    await field.fill(typed);
    await choose.click();
    await expect(page.getByText(message)).toBeVisible();
    // The refused field keeps what was typed, takes the keyboard, and is described by its message.
    await expect(field).toHaveValue(typed);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }

  await field.fill(chosen);
  await choose.click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/videos?page=2'));

  // Permanent: nothing left to choose, and the account page names it.
  await page.goto(tenantUrl('aurora', '/username?uri=%2Faccount'));
  await expect(page).toHaveURL(tenantUrl('aurora', '/account'));
  await expect(page.locator('[data-username]')).toHaveText(chosen);
});
