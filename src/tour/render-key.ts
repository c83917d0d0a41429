import { createHash } from 'node:crypto';

/** The params of one static path, as getStaticPaths gives them. */
type Params = Record<string, string | undefined>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Each object's digest, worked out the first time a page's props hold it. Catalogue records are
 * shared by many pages (a video is on its own page, on the pages that recommend it, on listings and
 * on its performers' pages) and never change during a build, so each is serialised and hashed once
 * rather than once per page that shows it: this was 0.16 ms of every page's build.
 */
const digests = new WeakMap<object, string>();

function digestOf(value: object): string {
  let digest = digests.get(value);
  if (digest === undefined) {
    digest = sha256(JSON.stringify(value));
    digests.set(value, digest);
  }
  return digest;
}

/**
 * One value of the props as the key hashes it: an array element by element (a listing page's
 * items are a new array each time), an object by its digest, anything else as JSON. Digests are
 * marked so that none can read as a JSON value.
 */
function encode(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (typeof value === 'object' && value !== null) return `#${digestOf(value)}`;
  // JSON has no undefined (JSON.stringify answers undefined for it, not a string).
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/**
 * The key of a prerendered page that renders from its props alone (and from the tenant and the
 * code, which the build script tracks apart): a hash of the props. A content rebuild copies such a
 * page from the output served now while its key is unchanged (scripts/lib/static-render.ts), so a
 * keyed page must take every catalogue record it shows through its props: one it read from the
 * catalogue itself would keep its old value after that record changed.
 */
export function renderKey(props: object): string {
  return sha256(
    Object.entries(props)
      .map(([name, value]) => `${JSON.stringify(name)}:${encode(value)}`)
      .join(';'),
  );
}

/**
 * Marks a getStaticPaths entry as keyed. Not Astro's own `cacheKey`: Astro's build reads that of
 * every entry as it lists the paths, and would hash every page's props for a key it never uses.
 */
const KEYED = Symbol('keyed page');

/** A static path whose page renders from its props alone, so that it is keyed by them (see renderKey). */
export function keyedPath<P extends object>(params: Params, props: P): { params: Params; props: P; [KEYED]: true } {
  return { params, props, [KEYED]: true };
}

/** Whether a getStaticPaths entry came from keyedPath. */
export function isKeyed(entry: object): boolean {
  return KEYED in entry;
}
