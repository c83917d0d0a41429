/**
 * Astro's file routes, read back from the page files' names (`videos/[slug].astro`,
 * `angels/[...index].astro`), so that a content rebuild writes each static file where Astro's build
 * does, and the member's view of a tour page finds the very page module and getStaticPaths entry the
 * static file was built from. Pure: no Astro, no file system.
 */
export type RouteSegment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'rest'; name: string };

export interface PageRoute<Page> {
  segments: RouteSegment[];
  page: Page;
}

/** A page's or endpoint's file below src/pages as its route's parts: `robots.txt.ts` → `robots.txt`, `videos/index.astro` → `videos`. */
function routeParts(file: string): string[] {
  const parts = file.replace(/\.(astro|ts)$/, '').split('/').filter((part) => part !== '');
  if (parts.at(-1) === 'index') parts.pop();
  return parts;
}

/** The route of a page file, from its path below src/pages (`performers/[slug]/page/[page].astro`). */
export function routeOfFile(file: string): RouteSegment[] {
  return routeParts(file).map((part): RouteSegment => {
    const rest = /^\[\.\.\.(\w+)\]$/.exec(part);
    if (rest?.[1]) return { kind: 'rest', name: rest[1] };
    const param = /^\[(\w+)\]$/.exec(part);
    if (param?.[1]) return { kind: 'param', name: param[1] };
    return { kind: 'static', value: part };
  });
}

const RANK = { static: 0, param: 1, rest: 2 } as const;

/**
 * Astro's priority between routes that may match the same path: segment by segment a static name
 * before a parameter before a rest parameter; then the longer route first.
 */
export function compareRoutes(a: readonly RouteSegment[], b: readonly RouteSegment[]): number {
  for (const [i, segment] of a.entries()) {
    const other = b[i];
    if (other === undefined) break;
    const difference = RANK[segment.kind] - RANK[other.kind];
    if (difference !== 0) return difference;
  }
  return b.length - a.length;
}

/** Routes in Astro's priority order, most specific first: sorted once, when the pages are loaded. */
export function sortRoutes<Page>(routes: readonly PageRoute<Page>[]): PageRoute<Page>[] {
  return [...routes].sort((a, b) => compareRoutes(a.segments, b.segments));
}

/**
 * The static path one getStaticPaths entry of a page file builds (`videos/[slug].astro` with
 * `{ slug: 'x' }` → `/videos/x`): each parameter in place, one inside a name too
 * (`sitemap-[part].xml.ts`), and an undefined rest parameter as no segment at all.
 */
export function staticPathOf(file: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return staticPathFrom(routeParts(file).map((part) => part.replaceAll(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => String(params[name] ?? ''))).join('/'));
}

/** The static path a rest parameter names (`videos/x/` → `/videos/x`, none → `/`), as `staticPathOf` writes it. */
export function staticPathFrom(rest: string | undefined): string {
  return `/${(rest ?? '').split('/').filter((part) => part !== '').join('/')}`;
}

/** Astro's special pages, written as `<name>.html` beside the others' folders. */
const ERROR_PAGES = new Set(['/404', '/500']);

/**
 * The file Astro's static build writes for a static path (`build.format: 'directory'`): a page as
 * `<path>/index.html` (the error pages as `404.html`, `500.html`), an endpoint under its own name.
 */
export function staticFileOf(path: string, kind: 'page' | 'endpoint'): string {
  if (kind === 'endpoint') return path.slice(1);
  if (ERROR_PAGES.has(path)) return `${path.slice(1)}.html`;
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The path of the URL Astro gives a prerendered file's `Astro.url`: a page's with a trailing slash
 * (the error pages' too, though they are not written as folders), an endpoint's as it is.
 */
export function prerenderedPathname(path: string, kind: 'page' | 'endpoint'): string {
  return kind === 'endpoint' || path === '/' ? path : `${path}/`;
}
