import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Favourites what `form` (a page's own favourite button) stands for, unless a run before this one on
 * the same upstream did, and waits until the page read again says so. The button is waited for first:
 * a look before the page has it would find nothing to press and press nothing.
 */
export async function favouriteOnPage(page: Page, form: Locator): Promise<void> {
  await expect(form.getByRole('button', { name: /^(Add to|Remove from) favourites$/ })).toBeVisible();
  const add = form.getByRole('button', { name: 'Add to favourites', exact: true });
  if ((await add.count()) > 0) await add.click();
  // Kept, not only shown: a press before the page's script ran posts the form itself and comes back
  // here, one after it asks the Action, so the proof either way is the page read again.
  const remove = form.getByRole('button', { name: 'Remove from favourites', exact: true });
  await expect(remove).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(remove).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [1_000], timeout: 30_000 });
}
