import { createHash } from 'node:crypto';

/** The params of one static path, as getStaticPaths gives them. */
type Params = Record<string, string | undefined>;

/**
 * The `cacheKey` of a prerendered page that renders from its props alone (and from the tenant and
 * the code, which Astro and the build script track apart): a hash of the props. Astro copies such a
 * page from the previous build while its key is unchanged (astro.config.mjs), so a keyed page must
 * take every catalogue record it shows through its props: one it read from the catalogue itself
 * would keep its old value after that record changed.
 */
export function renderKey(props: object): string {
  return createHash('sha256').update(JSON.stringify(props)).digest('base64url');
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
