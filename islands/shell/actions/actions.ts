import { loadChunk } from '../chunks/chunk-load.ts';
import { signedOutToLogin } from './signed-out.ts';

/**
 * The Astro Actions client's module, imported on first use, so a page loads it only when one of its
 * islands calls an Action, and with the chunk retries of browsing spec section 7 (3 more tries,
 * 120 000 ms each), so a lost chunk is 'Loading chunk N failed' only after them.
 *
 * Its `actions` send a signed-out member to log in (signed-out.ts). The module, not its `actions`:
 * that is a proxy answering every property, `then` included, so a promise resolved with it would
 * take it for a thenable and call an Action named "then".
 */
export async function loadActions(): Promise<typeof import('astro:actions')> {
  const module = await loadChunk('astro:actions', () => import('astro:actions'));
  return { ...module, actions: signedOutToLogin(module.actions) };
}
