import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The name under which a server build's entry (tenant-builds.ts SERVER_ENTRY_FILE) exports the
 * adapter's Astro App. The build's static render (scripts/lib/static-render-worker.ts) asks it for
 * each page in-process: through the adapter's Node handler, every page also paid for a mock request
 * and response and their conversion to and from the Fetch API's, a quarter to a third of a page's
 * CPU (1.7 against 1.2 ms a page, measured on one tenant's 1,137 pages).
 */
export const RENDER_APP_EXPORT = 'renderApp';

/**
 * The name under which it exports the loaders of the holes (src/holes/hole-loaders.ts loadHoles):
 * the site server fills a prerendered page's holes with them, and the features they read stay in the
 * server build (src/server imports none).
 */
export const LOAD_HOLES_EXPORT = 'loadHoles';
const HOLE_LOADERS_MODULE = fileURLToPath(new URL('../holes/hole-loaders.ts', import.meta.url));

/** @astrojs/node's module that becomes the server build's entry, and which holds its App as `app`. */
const ADAPTER_ENTRY = '/@astrojs/node/dist/server.js';

/**
 * Exports the adapter's App from the server build's entry, beside the adapter's own exports, and the
 * holes' loaders. The adapter keeps its App unexported; should it ever stop calling it `app`, the
 * server build fails on the export of an unknown name rather than the static render on a missing App.
 */
export function exportRenderApp(): Plugin {
  return {
    name: 'paysite:export-render-app',
    transform(code, id) {
      if (!id.endsWith(ADAPTER_ENTRY)) return null;
      const exports = `export { app as ${RENDER_APP_EXPORT} };\nexport { ${LOAD_HOLES_EXPORT} } from ${JSON.stringify(HOLE_LOADERS_MODULE)};\n`;
      return { code: `${code}\n${exports}`, map: null };
    },
  };
}
