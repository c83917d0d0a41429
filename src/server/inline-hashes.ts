import { createHash } from 'node:crypto';
import { PAGE_LEAVING_SCRIPT } from '../shell/page-leaving.ts';
import { ISLAND_RUNTIME_SCRIPTS, ISLAND_STYLES } from './island-runtime.ts';

/**
 * The only inline code in a page: Astro's island runtime, one small script per hydration directive
 * and the islands' one-line style, and the site's own mark of a page on its way out (a member's page
 * only, src/shell/page-leaving.ts). The site's Content-Security-Policy allows exactly these, by hash,
 * and nothing else inline. Astro's own CSP feature would compute the same hashes for every page it
 * renders, at build and at every request (a WebCrypto round trip each, measured at about a tenth of
 * a member page's CPU); their sources are fixed per Astro version, so they are hashed once here. The
 * end-to-end tests would see a page whose island, or whose mark, is refused.
 */
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const INLINE_SCRIPT_HASHES: readonly string[] = [...ISLAND_RUNTIME_SCRIPTS, PAGE_LEAVING_SCRIPT].map(sha256);
export const INLINE_STYLE_HASHES: readonly string[] = [ISLAND_STYLES].map(sha256);
