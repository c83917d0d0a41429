import type { APIRoute } from 'astro';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { CatalogueSnapshot } from '../catalogue/schemas.ts';
import { catalogue, provideCatalogue } from './catalogue.ts';
import { isKeyed, renderKey } from './render-key.ts';
import { routeOfFile, sortRoutes, staticFileOf, staticPathOf, type PageRoute } from './static-page-routes.ts';

/** What a page or endpoint module of src/pages exports that the rendering of its static files needs. */
interface PageModule {
  default?: AstroComponentFactory;
  GET?: APIRoute;
  getStaticPaths?: (options: { paginate: () => never; routePattern: string }) => StaticPath[] | Promise<StaticPath[]>;
  prerender?: boolean;
}
interface StaticPath {
  params: Record<string, string | number | undefined>;
  props?: Record<string, unknown>;
}

/** One file of the tenant's static output, as Astro's build writes it. */
export interface StaticFile {
  /** Its static path (`/videos/x`, `/sitemap.xml`). */
  path: string;
  /** Its file below the output's client folder (`videos/x/index.html`, `sitemap.xml`). */
  file: string;
  /** A hash of its props for a keyed page (render-key.ts), which renders from them alone; null: render it every time. */
  key: string | null;
}

/** How a static file is rendered: a page's component, or an endpoint's GET, with its entry's props. */
export type StaticRender =
  | { kind: 'page'; Component: AstroComponentFactory; props: Record<string, unknown> }
  | { kind: 'endpoint'; GET: APIRoute; props: Record<string, unknown> };

// Every prerendered page and endpoint of the site, bundled into the server build for a content
// rebuild's renders (src/pages/static-render). Eager, so that Astro links each page's styles into
// those renders as it does for the static file. The build's own endpoints are left out: a module
// that globs itself would find itself not yet evaluated; and so are the content-ops console's pages,
// which no tenant serves (their styles would be linked into every page rendered so).
const modules = import.meta.glob<PageModule>(
  ['../pages/**/*.{astro,ts}', '!../pages/holes.astro', '!../pages/static-render/**', '!../pages/static-render-list.ts', '!../pages/ops/**'],
  { eager: true },
);
const PAGES_PREFIX = '../pages/';

/** The prerendered pages and endpoints in Astro's priority order, most specific first. */
const routes: PageRoute<{ module: PageModule; file: string }>[] = sortRoutes(
  Object.entries(modules)
    .filter(([, module]) => module.prerender !== false && (module.default !== undefined || module.GET !== undefined))
    .map(([path, module]) => {
      const file = path.slice(PAGES_PREFIX.length);
      return { segments: routeOfFile(file), page: { module, file } };
    }),
);

/** A page's or endpoint's getStaticPaths entries, as Astro's build asks for them. */
async function staticPaths(page: PageModule): Promise<StaticPath[]> {
  return (
    (await page.getStaticPaths?.({
      paginate: () => {
        throw new Error('paginate() is not used by the tour pages');
      },
      routePattern: '',
    })) ?? [{ params: {} }]
  );
}

/** One static file of the current snapshot: where it is written, how it renders, and its entry for its key. */
type OutputFile = Omit<StaticFile, 'key'> & { render: StaticRender; entry: StaticPath };

/**
 * Every static file of the current snapshot, by static path: what the build writes. Worked out once
 * per snapshot: a build renders from one, and a served build may render several in turn while the
 * page modules stay loaded (an unchanged chunk is the same module to Node).
 */
const outputOf = new WeakMap<CatalogueSnapshot, Promise<Map<string, OutputFile>>>();

function staticOutput(): Promise<Map<string, OutputFile>> {
  const snapshot = catalogue();
  let output = outputOf.get(snapshot);
  if (!output) {
    output = (async () => {
      const files = new Map<string, OutputFile>();
      for (const { page: { module: page, file } } of routes) {
        for (const entry of await staticPaths(page)) {
          const path = staticPathOf(file, entry.params);
          // Two routes building one path: the one of higher priority wins, as in Astro's build.
          if (files.has(path)) continue;
          const props = entry.props ?? {};
          const render: StaticRender | undefined = page.default
            ? { kind: 'page', Component: page.default, props }
            : page.GET && { kind: 'endpoint', GET: page.GET, props };
          if (render) files.set(path, { path, file: staticFileOf(path, render.kind), render, entry });
        }
      }
      return files;
    })();
    outputOf.set(snapshot, output);
  }
  return output;
}

/** Every file of the static output the current snapshot builds (pages and endpoints), with its key. */
export async function staticFiles(): Promise<StaticFile[]> {
  return [...(await staticOutput()).values()].map(({ path, file, entry, render }) => ({ path, file, key: isKeyed(entry) ? renderKey(render.props) : null }));
}

/** How to render the static file at `path` (a static path: `/videos/x`) from the current snapshot; undefined when it builds none. */
export async function staticRenderOf(path: string): Promise<StaticRender | undefined> {
  return (await staticOutput()).get(path)?.render;
}

/**
 * Whether a request is a content rebuild's (scripts/lib/static-render-worker.ts): a snapshot and no
 * request context, which only the build hands a server build; the site server always hands a
 * context. If so, its snapshot is the one the static files are rendered from.
 */
export function takeContentRebuildSnapshot(locals: App.Locals): boolean {
  if (!locals.catalogue || locals.context) return false;
  provideCatalogue(locals.catalogue);
  return true;
}
