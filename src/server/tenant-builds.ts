import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogueSnapshot } from '../catalogue/schemas.ts';
import type { RequestedHole } from '../holes/kinds.ts';
import type { TenantModule } from '../tenants/tenant-module.ts';
import type { TenantFolders } from './tenant-folders.ts';
import { HOLES_PATH, type PageLocals } from './page-locals.ts';
import { LOAD_HOLES_EXPORT, RENDER_APP_EXPORT } from './static-render-app.ts';

/** The request handler an Astro build with @astrojs/node in middleware mode exports. */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals?: PageLocals) => Promise<void>;

/** What the server build's App (src/server/static-render-app.ts) offers the site server. */
interface RenderApp {
  match(request: Request): unknown;
  render(request: Request, options: { routeData: unknown; locals: PageLocals }): Promise<Response>;
}

/** The holes' loaders a server build exports (src/holes/hole-loaders.ts loadHoles): each hole's props, or their promise. */
export type LoadHoles = (holes: readonly RequestedHole[], locals: PageLocals, cookieHeader: string | undefined) => unknown[];

/** One tenant's server build: its Astro handler, its tenant, and the catalogue snapshot its static pages were built from. */
export interface TenantBuild {
  /** This build of this tenant, among every build the process has loaded: its kept hole views are keyed under it. */
  id: string;
  handler: AstroHandler;
  /** The props of a tour page's holes for one request (the build's hole loaders). */
  loadHoles: LoadHoles;
  /**
   * Renders the views of holes with their props (`locals.loadedHoles`: src/pages/holes.astro) for the
   * request on the given origin, in process: no Node request or response is made for it.
   */
  renderHoles(url: URL, locals: PageLocals): Promise<Response>;
  /** Handed to every page it renders: the server build itself is the same for every tenant. */
  tenantModule: TenantModule;
  /** Read on first use (only members' views of tour pages need it), then kept with this build. */
  catalogue(): Promise<CatalogueSnapshot>;
}

/** A tenant's server build: Astro's entry, and the catalogue snapshot and tenant the build script keeps beside it. */
export const SERVER_ENTRY_FILE = 'entry.mjs';
export const CATALOGUE_FILE = 'catalogue.json';
export const TENANT_FILE = 'tenant.json';

/** A build made before its holes had loaders: every hole fails to load (left empty, or the body's visitor tag). */
const noHoleLoaders: LoadHoles = (holes) => holes.map(() => Promise.reject(new Error('This server build exports no hole loaders: rebuild the tenant')));

/**
 * Loads each tenant's server build from `dist/<tenant>/server/` (entry.mjs, tenant.json and
 * catalogue.json, which the build swaps in together with the static files), once per generation of
 * the tenant's folder (./tenant-folders.ts), so a rebuild needs no restart. Asked with the generation
 * of the static file it is to fill (StaticFile.generation), it loads the build of that swap or a
 * later one: a member's page is never the new file with the old build's holes.
 */
export function tenantBuilds(distDir: string, folders: Pick<TenantFolders, 'of'>) {
  /** Each tenant's build as last loaded, for the folder's generation it was loaded at; null when that swap held none. */
  const loaded = new Map<string, { generation: number; build: Promise<TenantBuild | null> }>();

  function load(tenant: string, serverDir: string, mtimeMs: number): Promise<TenantBuild> {
    const version = Math.trunc(mtimeMs);
    const url = `${pathToFileURL(join(serverDir, SERVER_ENTRY_FILE)).href}?v=${version}`;
    let catalogue: Promise<CatalogueSnapshot> | undefined;
    const tenantModule = readFile(join(serverDir, TENANT_FILE), 'utf8').then((text) => JSON.parse(text) as TenantModule);
    type Entry = { handler: AstroHandler; [RENDER_APP_EXPORT]: RenderApp; [LOAD_HOLES_EXPORT]?: LoadHoles };
    return Promise.all([import(url) as Promise<Entry>, tenantModule]).then(([module, tenantModule]) => ({
      // The entry's mtime changes with every build swapped in (its code, its tenant file, its snapshot).
      id: `${tenant}@${version}`,
      handler: module.handler,
      loadHoles: module[LOAD_HOLES_EXPORT] ?? noHoleLoaders,
      renderHoles: holesRendererOf(module[RENDER_APP_EXPORT]),
      tenantModule,
      catalogue: () => (catalogue ??= readFile(join(serverDir, CATALOGUE_FILE), 'utf8').then((text) => JSON.parse(text) as CatalogueSnapshot)),
    }));
  }

  function holesRendererOf(app: RenderApp | undefined): TenantBuild['renderHoles'] {
    let routeData: unknown;
    return (url, locals) => {
      if (!app) return Promise.resolve(new Response(null, { status: 404 }));
      // Rendered at the holes' own path: the page's URL, as the visitor sent it, may hold anything
      // Astro would refuse as a path of its own; the views read nothing of the request.
      const request = new Request(new URL(HOLES_PATH, url));
      routeData ??= app.match(request);
      if (!routeData) return Promise.resolve(new Response(null, { status: 404 }));
      return app.render(request, { routeData, locals });
    };
  }

  /** The build in the tenant's folder now: the entry's mtime names this load of its module. */
  async function look(tenant: string): Promise<TenantBuild | null> {
    const serverDir = join(distDir, tenant, 'server');
    const entry = await stat(join(serverDir, SERVER_ENTRY_FILE)).catch(() => null);
    return entry && load(tenant, serverDir, entry.mtimeMs);
  }

  return {
    /** The tenant's server build; with `generation`, the one swapped in with the static file of that generation (or a later one). */
    of(tenant: string, generation = folders.of(tenant).generation): Promise<TenantBuild | null> {
      const current = loaded.get(tenant);
      if (current && current.generation >= generation) return current.build;
      // Every request for the new generation shares this one look.
      const build = look(tenant);
      loaded.set(tenant, { generation, build });
      return build;
    },
  };
}
