import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * What a person sees of a page's layout, measured in the browser: whether any control they can see
 * is covered by something else where it shows (a click there would land on the other thing), and
 * where a page's first result sits against the fold.
 */

/**
 * Every control in the viewport that a person sees (not transparent, not hidden, not for screen
 * readers only) that something else covers at its centre, named by its text or label. Empty when
 * every one of them takes a click where it shows.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      }
      const box = element.getBoundingClientRect();
      // sr-only text is a 1 px box: there for screen readers, not for the eye.
      return box.width > 2 && box.height > 2;
    };
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? (element as HTMLElement).innerText).trim().replace(/\s+/g, ' ').slice(0, 40) || element.tagName;
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')];
    return controls.flatMap((control) => {
      if (!seen(control)) return [];
      const box = control.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = box.top + box.height / 2;
      if (y < 0 || y >= innerHeight) return [];
      const hit = document.elementFromPoint(x, y);
      if (hit === null || control === hit || control.contains(hit) || hit.contains(control) || (control instanceof HTMLInputElement && control.labels?.[0]?.contains(hit))) return [];
      const classes = hit.getAttribute('class');
      return [`${name(control)} is covered by <${hit.tagName.toLowerCase()}${classes ? ` class="${classes.slice(0, 60)}"` : ''}>`];
    });
  });
}

/** The page's screenshot, kept with the run's results (test-results/) and attached to the test's report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The top of the page holds the first result whole: its title is above the fold without scrolling. */
export async function expectFirstResultAboveTheFold(page: Page, result: string): Promise<void> {
  const title = page.locator(result).first().getByRole('heading');
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${result}'s title has a box`).not.toBeNull();
  expect(box && viewport ? box.y + box.height : Number.POSITIVE_INFINITY, `the first ${result}'s title ends above the fold`).toBeLessThanOrEqual(viewport?.height ?? 0);
}
