import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * What JavaScript a built page makes the browser load, read from the build's files: the page's
 * module scripts and islands (component and renderer URLs), every module they import statically,
 * and the inline scripts. Dynamic imports are loaded later, on demand: they are listed apart.
 */

/** One file or inline script the page loads, with its size. */
export interface JsPart {
  /** The URL path ("/_astro/Player.abc.js"), or "inline #n". */
  name: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageJs {
  /** Loaded with the page (or, for islands, when their directive fires). */
  upFront: JsPart[];
  /** Only fetched by a dynamic import(), e.g. hls.js for an HLS stream. */
  onDemand: JsPart[];
}

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const ISLAND_URL = /\b(?:component-url|renderer-url)="([^"]+)"/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
/** `import x from"./a.js"`, `import"./a.js"`, `export{a}from"./a.js"`: static, minified or not. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'`]([^"'`]+\.m?js)["'`]/g;
/** `import("./a.js")`, and the file lists Vite writes for its preloading helper (the minifier quotes with backticks too). */
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)|["'`](_astro\/[^"'`]+\.m?js|\.\/[^"'`]+\.m?js)["'`]/g;

export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/** The module URLs a page names in its HTML: islands' component and renderer, module scripts. */
export function pageEntries(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(ISLAND_TAG)) for (const match of tag.matchAll(ISLAND_URL)) if (match[1]) urls.add(decodeEntities(match[1]));
  for (const match of html.matchAll(MODULE_SCRIPT)) if (match[1]) urls.add(decodeEntities(match[1]));
  return [...urls];
}

/** The inline scripts' bodies (JSON-LD data is not code). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '').filter((body) => body.trim() !== '');
}

/** A module's static and dynamic imports, as URL paths resolved against the module's own URL. */
export function moduleImports(code: string, url: string): { statics: string[]; dynamics: string[] } {
  const resolve = (specifier: string) =>
    specifier.startsWith('_astro/') ? `/${specifier}` : specifier.startsWith('/') ? specifier : posix.join(posix.dirname(url), specifier);
  const statics = new Set([...code.matchAll(STATIC_IMPORT)].map((match) => resolve(match[1] ?? '')));
  const dynamics = new Set(
    [...code.matchAll(DYNAMIC_IMPORT)].map((match) => resolve(match[1] ?? match[2] ?? '')).filter((target) => !statics.has(target) && target !== url),
  );
  return { statics: [...statics], dynamics: [...dynamics] };
}

/** Every module reachable from `entries` by static imports, each once. */
function closure(entries: Iterable<string>, read: (url: string) => string): { urls: Set<string>; dynamics: Set<string> } {
  const urls = new Set<string>();
  const dynamics = new Set<string>();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (urls.has(url)) continue;
    urls.add(url);
    const imports = moduleImports(read(url), url);
    queue.push(...imports.statics);
    for (const target of imports.dynamics) dynamics.add(target);
  }
  return { urls, dynamics };
}

/** The JavaScript of one built page, whose files live under `clientDir` (the tenant's client/ folder). */
export function pageJs(html: string, clientDir: string): PageJs {
  const cache = new Map<string, string>();
  const read = (url: string): string => {
    const known = cache.get(url);
    if (known !== undefined) return known;
    const file = posix.join(clientDir, url);
    const code = existsSync(file) ? readFileSync(file, 'utf8') : '';
    cache.set(url, code);
    return code;
  };
  const part = (url: string): JsPart => ({ name: url, bytes: Buffer.byteLength(read(url)), gzipBytes: gzipSize(read(url)) });
  const loaded = closure(pageEntries(html), read);
  const later = closure([...loaded.dynamics].filter((url) => !loaded.urls.has(url) && read(url) !== ''), read);
  const inline = inlineScripts(html).map((body, i): JsPart => ({ name: `inline #${i + 1}`, bytes: Buffer.byteLength(body), gzipBytes: gzipSize(body) }));
  return {
    upFront: [...inline, ...[...loaded.urls].map(part)],
    onDemand: [...later.urls].filter((url) => !loaded.urls.has(url)).map(part),
  };
}

export const totalGzip = (parts: readonly JsPart[]): number => parts.reduce((sum, p) => sum + p.gzipBytes, 0);

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}
