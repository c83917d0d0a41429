import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/ports.ts';

// "Works with the keyboard alone": a visitor who never touches a mouse reaches a video.
for (const tenant of ['aurora', 'ivy']) {
  test(`${tenant}: the skip link, the main navigation and a video are reachable with the keyboard`, async ({ page }) => {
    await page.goto(tenantUrl(tenant));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link').nth(1)).toBeFocused();
    // The focus ring is drawn (UnoCSS ring = box-shadow), so a keyboard user sees where they are.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).boxShadow)).not.toBe('none');

    // Tab on until a video tile has the focus, then open it with Enter.
    for (let i = 0; i < 40; i += 1) {
      const inCard = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-video-card]')));
      if (inCard) break;
      await page.keyboard.press('Tab');
    }
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toMatch(/^\/(videos|performers)\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
