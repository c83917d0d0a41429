import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { candidates, paramsKey, routeOfFile, sortRoutes, type PageRoute } from './static-page-routes.ts';

/** What a page module of src/pages exports that the members' view needs. */
interface PageModule {
  default: AstroComponentFactory;
  getStaticPaths?: (options: { paginate: () => never; routePattern: string }) => StaticPath[] | Promise<StaticPath[]>;
  prerender?: boolean;
}
interface StaticPath {
  params: Record<string, string | number | undefined>;
  props?: Record<string, unknown>;
}

/** A prerendered page, found again by its static path. */
export interface TourPage {
  Component: AstroComponentFactory;
  props: Record<string, unknown>;
}

// Every prerendered page of the site, bundled into the server build for the members' views. Eager, so
// that Astro links each page's styles into the member view's page as it does for the static file.
const modules = import.meta.glob<PageModule>(['../pages/**/*.astro', '!../pages/member-view/**'], { eager: true });
const PAGES_PREFIX = '../pages/';

const routes: PageRoute<PageModule>[] = sortRoutes(
  Object.entries(modules)
    .filter(([, module]) => module.prerender !== false)
    .map(([file, page]) => ({ segments: routeOfFile(file.slice(PAGES_PREFIX.length)), page })),
);

/** Each page's getStaticPaths, run once per build (the snapshot is one per build), by params. */
const pathsOf = new Map<PageModule, Promise<Map<string, Record<string, unknown>>>>();

function staticPaths(page: PageModule): Promise<Map<string, Record<string, unknown>>> {
  let paths = pathsOf.get(page);
  if (!paths) {
    paths = Promise.resolve(
      page.getStaticPaths?.({
        paginate: () => {
          throw new Error('paginate() is not used by the tour pages');
        },
        routePattern: '',
      }) ?? [{ params: {} }],
    ).then((entries) => new Map(entries.map((entry) => [paramsKey(entry.params), entry.props ?? {}])));
    pathsOf.set(page, paths);
  }
  return paths;
}

/**
 * The prerendered page that answers `path` (a static path, e.g. `/videos/page/2`), with the props its
 * getStaticPaths gave that file; undefined when no page builds that path. The first route, in Astro's
 * priority order, whose getStaticPaths has these params wins, as at build time.
 */
export async function tourPageAt(path: string): Promise<TourPage | undefined> {
  for (const { page, params } of candidates(routes, path)) {
    const props = (await staticPaths(page)).get(paramsKey(params));
    if (props) return { Component: page.default, props };
  }
  return undefined;
}
