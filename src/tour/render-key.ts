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
 * The `cacheKey` of a prerendered page that renders from its props alone (and from the tenant and
 * the code, which Astro and the build script track apart): a hash of the props. Astro copies such a
 * page from the previous build while its key is unchanged (astro.config.mjs), so a keyed page must
 * take every catalogue record it shows through its props: one it read from the catalogue itself
 * would keep its old value after that record changed.
 */
export function renderKey(props: object): string {
  return sha256(
    Object.entries(props)
      .map(([name, value]) => `${JSON.stringify(name)}:${encode(value)}`)
      .join(';'),
  );
}

/**
 * A static path keyed by its props (see renderKey). The key is worked out when Astro's build asks
 * for it: the members' views of tour pages (tour/static-pages.ts) read the props alone.
 */
export function keyedPath<P extends object>(params: Params, props: P): { params: Params; props: P; readonly cacheKey: string } {
  return {
    params,
    props,
    get cacheKey() {
      return renderKey(props);
    },
  };
}
