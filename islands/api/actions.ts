import { loadChunk } from '../error-boundary/chunk-load.ts';

/**
 * The Astro Actions client, imported on first use, so a page loads it only when one of its islands
 * calls an Action, and with the chunk retries of browsing spec section 7 (3 more tries, 120 000 ms
 * each), so a lost chunk is 'Loading chunk N failed' only after them.
 */
export async function loadActions(): Promise<typeof import('astro:actions')['actions']> {
  return (await loadChunk('astro:actions', () => import('astro:actions'))).actions;
}
