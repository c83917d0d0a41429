import type { Plugin } from 'vite';

/**
 * The name under which a server build's entry (tenant-builds.ts SERVER_ENTRY_FILE) exports the
 * adapter's Astro App. The build's static render (scripts/lib/static-render-worker.ts) asks it for
 * each page in-process: through the adapter's Node handler, every page also paid for a mock request
 * and response and their conversion to and from the Fetch API's, a quarter to a third of a page's
 * CPU (1.7 against 1.2 ms a page, measured on one tenant's 1,137 pages).
 */
export const RENDER_APP_EXPORT = 'renderApp';

/** @astrojs/node's module that becomes the server build's entry, and which holds its App as `app`. */
const ADAPTER_ENTRY = '/@astrojs/node/dist/server.js';

/**
 * Exports the adapter's App from the server build's entry, beside the adapter's own exports. The
 * adapter keeps it unexported; should it ever stop calling it `app`, the server build fails on the
 * export of an unknown name rather than the static render on a missing App.
 */
export function exportRenderApp(): Plugin {
  return {
    name: 'paysite:export-render-app',
    transform(code, id) {
      if (!id.endsWith(ADAPTER_ENTRY)) return null;
      return { code: `${code}\nexport { app as ${RENDER_APP_EXPORT} };\n`, map: null };
    },
  };
}
