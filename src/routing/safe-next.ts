import { isSafePath } from './redirect-target.ts';

/** Where a redirect goes when the requested target is absent or unsafe. */
export const HOME_PATH = '/';
const BASE = 'http://tenant.invalid';

/**
 * `next` when it is a safe same-tenant path (the one open-redirect guard, `isSafePath`) and does not
 * lead back to `avoid` (that would loop), else home.
 */
export function safeNextOrHome(next: string | null, avoid?: string): string {
  if (next === null || !isSafePath(next)) return HOME_PATH;
  const target = new URL(next, BASE).pathname.replace(/(.)\/$/, '$1');
  return target === avoid ? HOME_PATH : next;
}
