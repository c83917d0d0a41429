import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScripts, moduleImports, pageEntries, pageJs } from '../../scripts/bench/js-graph.ts';

const dir = mkdtempSync(join(tmpdir(), 'js-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bench:js reads what JavaScript a built page loads', () => {
  it('finds both module URLs of every island and the module scripts', () => {
    const html =
      '<astro-island uid="a" component-url="/_astro/Player.x.js" component-export="default" renderer-url="/_astro/client.y.js" ssr></astro-island>' +
      '<script type="module" src="/_astro/page.z.js"></script>';
    expect(pageEntries(html)).toEqual(['/_astro/Player.x.js', '/_astro/client.y.js', '/_astro/page.z.js']);
  });

  it('counts inline code, not JSON-LD data', () => {
    expect(inlineScripts('<script>a()</script><script type="application/ld+json">{"@type":"VideoObject"}</script>')).toEqual(['a()']);
  });

  it('tells static imports (loaded with the module) from dynamic ones (on demand), in any quoting the minifier picks', () => {
    const code = 'import{t as e}from"./runtime.js";import"./side.js";export{a}from"./re.js";const h=()=>import(`./hls.light.js`);';
    expect(moduleImports(code, '/_astro/Player.js')).toEqual({
      statics: ['/_astro/runtime.js', '/_astro/side.js', '/_astro/re.js'],
      dynamics: ['/_astro/hls.light.js'],
    });
  });

  it('walks the static graph once per module and lists the on-demand chunks apart', () => {
    mkdirSync(join(dir, '_astro'));
    const files = {
      'Player.js': 'import{a}from"./shared.js";const l=()=>import("./hls.js");',
      'client.js': 'import{a}from"./shared.js";',
      'shared.js': 'export const a=1;',
      'hls.js': 'import{a}from"./shared.js";export default 2;',
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), code);
    const js = pageJs('<astro-island component-url="/_astro/Player.js" renderer-url="/_astro/client.js"></astro-island>', dir);
    expect(js.upFront.map((part) => part.name)).toEqual(['/_astro/Player.js', '/_astro/client.js', '/_astro/shared.js']);
    expect(js.onDemand.map((part) => part.name)).toEqual(['/_astro/hls.js']);
    expect(js.upFront.every((part) => part.gzipBytes > 0 && part.bytes > 0)).toBe(true);
  });
});
