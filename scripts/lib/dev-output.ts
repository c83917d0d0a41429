import { createHash, randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, Server } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { dev } from 'astro';
import { request } from 'undici';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { CatalogueSnapshot } from '../../src/catalogue/schemas.ts';
import { NO_STORE } from '../../src/http/cache-control.ts';
import { contentTypeOf } from '../../src/server/content-types.ts';
import { HOLES_PATH, type PageLocals } from '../../src/server/page-locals.ts';
import type { StaticFile, StaticFiles } from '../../src/server/static-files.ts';
import { candidateFiles } from '../../src/server/static-path.ts';
import { replayedRequest } from '../../src/server/request-body.ts';
import type { LoadHoles, TenantBuild } from '../../src/server/tenant-builds.ts';
import type { TenantOutput } from '../../src/server/tenant-output.ts';
import type { TenantConfig } from '../../src/tenants/schema.ts';
import { tenantModuleOf } from '../../src/tenants/tenant-module.ts';
import type { StaticFile as ListedFile } from '../../src/tour/static-pages.ts';
import { PROJECT_ROOT } from './project-root.ts';

/*
 * `npm run dev`: the site server's rules in front of Astro's dev server, for one tenant.
 *
 * What the site server does in development as it does in production, because the pages cannot be
 * seen right without it: the request context (tenant from the Host, correlation id, the tenant's
 * gateway client), the members area (login through the embedded identity provider, the session,
 * /api/refresh), the route rules and the serve plan (redirects, the login a page asks for, a
 * listing's server-rendered variant), the health-warning cover, the sales-tracking cookie, the
 * security headers, the rate limits, the tenant's 404 and 500 pages, and a member's tour page as
 * the visitor's page with the member's holes filled (the same sendMemberShell).
 *
 * What it does not, and why:
 * - No Content-Security-Policy: Vite's hot reload injects inline styles and scripts.
 * - No precompression, validators or long caching: every page and asset is rendered for its
 *   request (Cache-Control: no-store), so an edit shows at the next request.
 * - The static files are the ones the build would write for the snapshot (src/pages/
 *   static-render-list.ts, asked of the dev server), each rendered on demand by Astro without
 *   locals, as its prerender does; anything else is rendered with the request's locals, as the
 *   tenant's server build would. One tenant: its snapshot is taken once, at the start.
 * - Vite's own requests (its client, the modules, the dependencies) and its hot-reload socket go
 *   straight to the dev server, past every rule.
 * - The site server's own code (src/server, src/routing, src/session, scripts/) runs in Node, not
 *   in Vite: a change to it needs a restart. Pages, components, islands and styles reload hot.
 */

/** The request header that hands a capture's locals to the dev server in this process. */
const LOCALS_HANDOFF_HEADER = 'x-paysite-dev-locals';
/** Where Astro's dev server reads a request's locals (its adapters' hook). */
const ASTRO_LOCALS = Symbol.for('astro.locals');
/** Vite's client, modules and pre-bundled dependencies: no route of the site starts so. */
const VITE_REQUEST = /^\/(?:@|__|node_modules\/|src\/|islands\/)/;
/** Stands for the client folder of a build, to name the files a URL path may be (candidateFiles). */
const CLIENT_DIR = '/client';
/** The hole loaders (src/holes/hole-loaders.ts), as the dev server's module graph names them. */
const HOLE_LOADERS_MODULE = '/src/holes/hole-loaders.ts';
/** A first render compiles its page: generous, but a hung dev server still ends the request. */
const RENDER_TIMEOUT_MS = 60_000;

export interface DevOutputOptions {
  tenant: TenantConfig;
  all: readonly TenantConfig[];
  /** The snapshot the dev server's pages read (baked into `virtual:tenant` through CATALOGUE_SNAPSHOT). */
  snapshot: CatalogueSnapshot;
  /** The tenant's origin as the browser sees it (`http://aurora.localhost:4321`): the Host of every render. */
  origin: string;
}

export interface DevOutput {
  output: TenantOutput;
  /** Passes the browser's hot-reload socket on the site's port to the dev server. */
  forwardHotReload(server: Server): void;
  stop(): Promise<void>;
}

/** Starts Astro's dev server (on a free loopback port of its own) and the output that reads the tenant's pages from it. */
export async function startDevOutput({ tenant, all, snapshot, origin }: DevOutputOptions): Promise<DevOutput> {
  const handoff = new Map<string, PageLocals | Pick<PageLocals, 'catalogue'>>();
  const sigtermListeners = new Set(process.listeners('SIGTERM'));
  let vite: ViteDevServer | undefined;
  const server = await dev({
    root: PROJECT_ROOT,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0 },
    vite: { plugins: [localsHandoff(handoff, (started) => (vite = started))] },
  });
  // Vite's dev server ends the process on SIGTERM as soon as it has closed itself, before the site
  // server drains and the embedded upstream stops: the command's own shutdown closes it in its turn.
  for (const listener of process.listeners('SIGTERM')) if (!sigtermListeners.has(listener)) process.off('SIGTERM', listener);
  const devOrigin = `http://127.0.0.1:${server.address.port}`;
  const host = new URL(origin).host;

  /** One request to the dev server, in this process's name, with `locals` handed over when given. */
  async function capture(path: string, headers: Record<string, string>, locals?: PageLocals | Pick<PageLocals, 'catalogue'>) {
    const token = locals ? randomUUID() : null;
    if (token && locals) handoff.set(token, locals);
    try {
      const answer = await request(new URL(path, devOrigin), {
        headers: { ...headers, host, 'accept-encoding': 'identity', ...(token ? { [LOCALS_HANDOFF_HEADER]: token } : {}) },
        headersTimeout: RENDER_TIMEOUT_MS,
        bodyTimeout: RENDER_TIMEOUT_MS,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      const contentType = answer.headers['content-type'];
      return { status: answer.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body };
    } finally {
      if (token) handoff.delete(token);
    }
  }

  /** The static files the build would write for the snapshot, by file below the client folder; asked again each time, as pages change. */
  async function listedFiles(): Promise<Map<string, ListedFile>> {
    const answer = await capture('/static-render-list', {}, { catalogue: snapshot });
    if (answer.status !== 200) throw new Error(`The dev server could not list the static files (${answer.status}): ${answer.body.toString('utf8').slice(0, 500)}`);
    const files = JSON.parse(answer.body.toString('utf8')) as ListedFile[];
    return new Map(files.map((file) => [file.file, file]));
  }

  const statics: StaticFiles = {
    async find(tenantId, urlPath) {
      if (tenantId !== tenant.tenant) return null;
      // The same candidates as the built files' (static-path.ts), relative to the client folder.
      const candidates = candidateFiles(CLIENT_DIR, urlPath)?.map((file) => file.slice(CLIENT_DIR.length + 1));
      if (!candidates) return null;
      const listed = await listedFiles();
      const file = candidates.map((candidate) => listed.get(candidate)).find((entry) => entry !== undefined);
      if (file) {
        // Rendered without locals, as Astro's prerender renders it: the visitor's page with its holes marked.
        const page = await capture(file.path, {});
        return devFile(`/${file.file}`, page.contentType ?? contentTypeOf(file.file), page.body);
      }
      return publicFile(candidates);
    },
    async send(req, res, file, status = 200, extraHeaders: OutgoingHttpHeaders = {}) {
      const body = file.identity.body ?? Buffer.alloc(0);
      res.writeHead(status, { 'Content-Type': file.contentType, 'Cache-Control': NO_STORE, 'Content-Length': body.length, ...extraHeaders });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    read: async (file) => file.identity.body ?? Buffer.alloc(0),
    usage: () => ({ files: 0, missing: 0, bytes: 0 }),
    close: () => undefined,
  };

  const build: TenantBuild = {
    handler: (req, res, _next, locals) =>
      new Promise<void>((resolve) => {
        res.once('close', resolve);
        // The site server read the body (within its cap); the dev server reads the stream.
        const replay = replayedRequest(req);
        Reflect.set(replay, ASTRO_LOCALS, locals);
        server.handle(replay, res);
      }),
    id: `${tenant.tenant}@dev`,
    loadHoles(holes, locals, cookieHeader) {
      // The hole loaders of the dev server's own module graph (the pages' runner): an edit reloads them too.
      const environment = vite?.environments.ssr;
      const loaded =
        environment && isRunnableDevEnvironment(environment)
          ? environment.runner.import<{ loadHoles: LoadHoles }>(HOLE_LOADERS_MODULE).then((module) => module.loadHoles(holes, locals, cookieHeader))
          : Promise.reject(new Error('The dev server has no runnable SSR environment to load the holes in'));
      return holes.map((_hole, i) => loaded.then((props) => props[i]));
    },
    async renderHoles(_url, locals) {
      const answer = await capture(HOLES_PATH, {}, locals);
      return new Response(answer.body, { status: answer.status, headers: answer.contentType ? { 'content-type': answer.contentType } : {} });
    },
    tenantModule: tenantModuleOf(tenant, all),
    catalogue: async () => snapshot,
  };

  return {
    output: {
      statics,
      builds: { of: async (tenantId) => (tenantId === tenant.tenant ? build : null) },
      contentSecurityPolicy: false,
      answersItself(req, res) {
        if (!VITE_REQUEST.test(req.url ?? '/')) return false;
        server.handle(req, res);
        return true;
      },
    },
    forwardHotReload(site) {
      site.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
        const target = connect(server.address.port, '127.0.0.1', () => {
          target.write(requestHead(req));
          target.write(head);
          socket.pipe(target).pipe(socket);
        });
        target.on('error', () => socket.destroy());
        socket.on('error', () => target.destroy());
      });
    },
    stop: () => server.stop(),
  };
}

/**
 * A Vite plugin that gives a request from this process the locals it was handed, as the site server
 * hands its pages theirs: the dev server reads them from the request (ASTRO_LOCALS).
 */
function localsHandoff(handoff: ReadonlyMap<string, unknown>, started: (vite: ViteDevServer) => void): Plugin {
  return {
    name: 'paysite:dev-locals',
    configureServer(vite) {
      started(vite);
      vite.middlewares.use((req, _res, next) => {
        const token = req.headers[LOCALS_HANDOFF_HEADER];
        if (typeof token === 'string') {
          req.headers[LOCALS_HANDOFF_HEADER] = undefined;
          const locals = handoff.get(token);
          if (locals) Reflect.set(req, ASTRO_LOCALS, locals);
        }
        next();
      });
    },
  };
}

/** A file of public/, which the build copies as it is. */
async function publicFile(candidates: readonly string[]): Promise<StaticFile | null> {
  for (const candidate of candidates) {
    const path = join(PROJECT_ROOT, 'public', candidate);
    if (!(await stat(path).catch(() => null))?.isFile()) continue;
    return devFile(`/${candidate}`, contentTypeOf(candidate), await readFile(path));
  }
  return null;
}

/** A file rendered for one request: never cached, never compressed. */
function devFile(path: string, contentType: string, body: Buffer): StaticFile {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return {
    path,
    contentType,
    cacheControl: NO_STORE,
    lastModified: new Date().toUTCString(),
    identity: { encoding: null, path, size: body.length, etag, body, reading: null },
    encoded: [],
    // The dev server renders every request afresh: there is one build, and it is always this one.
    generation: 0,
  };
}

/** The request line and headers of an upgrade, as the browser sent them. */
function requestHead(req: IncomingMessage): string {
  const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
