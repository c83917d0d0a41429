import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { exportRenderApp, LOAD_HOLES_EXPORT, RENDER_APP_EXPORT } from '../../src/server/static-render-app.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = exportRenderApp().transform as Transform;

const HOLE_LOADERS = fileURLToPath(new URL('../../src/holes/hole-loaders.ts', import.meta.url));

describe("the server build's entry exports the adapter's App for the static render, and the holes' loaders for the site server", () => {
  it("appends the export of the adapter's App and of the holes' loaders to @astrojs/node's entry module", () => {
    const code = 'const app = createApp();\nexport { handler };';
    const transformed = transform(code, '/work/node_modules/@astrojs/node/dist/server.js');
    expect(transformed?.code).toBe(`${code}\nexport { app as ${RENDER_APP_EXPORT} };\nexport { ${LOAD_HOLES_EXPORT} } from ${JSON.stringify(HOLE_LOADERS)};\n`);
  });

  it.each([
    ['a page of the site', '/work/src/pages/index.astro'],
    ["the adapter's other modules", '/work/node_modules/@astrojs/node/dist/middleware.js'],
    ['a module of the same name elsewhere', '/work/node_modules/other/dist/server.js'],
  ])('leaves %s alone', (_what, id) => {
    expect(transform('export const x = 1;', id)).toBeNull();
  });
});
