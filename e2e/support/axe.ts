import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * An axe run over the page at rest, or over `include` of it. A part that fades (the player's
 * controls over the picture) is judged shown or faded, never half-way, where its colours are a blend
 * nobody reads: the page is asked for reduced motion during the run, which ends its transitions at
 * once (motion-reduce:transition-none), and given back its own setting after.
 */
export async function axe(page: Page, include?: string): Promise<AxeResults> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const builder = new AxeBuilder({ page });
    return await (include === undefined ? builder : builder.include(include)).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
