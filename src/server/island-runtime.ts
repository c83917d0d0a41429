import astroIsland from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';

/**
 * Astro's island runtime as it writes it into a page before the first island that needs it: the
 * runtime itself, one small script per hydration directive, and the islands' one-line style. Fixed
 * per Astro version. The Content-Security-Policy allows them by hash (src/server/inline-hashes.ts);
 * a page assembled from kept hole views carries each once (src/holes/fragments.ts).
 */
export const ISLAND_RUNTIME_SCRIPTS: readonly string[] = [astroIsland, idle, load, media, only, visible];
export { ISLAND_STYLES };
