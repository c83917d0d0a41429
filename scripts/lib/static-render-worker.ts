// Tenants' renders, one after another, in a process of the build's (static-render.ts): a tenant's
// static files for its catalogue snapshot and tenant, rendered by a server build of the current code
// (its own served build, or the one shared by every tenant of the run). That build's page modules
// render them (src/pages/static-render), so no Astro or Vite build runs; in a content rebuild, a
// keyed page whose props are unchanged is linked from the served output.
//
// The process loads the build of its first job, from that job's `from`, and is handed only jobs with
// the same `from`. One module instance renders tenant after tenant: the server build holds no tenant
// and no snapshot (each request hands its own), and a job's renders are over before the next starts.
import { link, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { App } from 'astro/app';
import { RENDER_APP_EXPORT } from '../../src/server/static-render-app.ts';
import { CATALOGUE_FILE, SERVER_ENTRY_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';
import type { StaticFile } from '../../src/tour/static-pages.ts';
import { carryBuild } from './carried-build.ts';
import type { StaticRenderJob, StaticRenderMessage } from './static-render-protocol.ts';

type RenderApp = Pick<App, 'match' | 'render'>;

/** Renders at a time: like Astro's build (astro.config.mjs), so that file writes overlap the renders. */
const CONCURRENCY = 8;
/** Progress is reported every this many pages. */
const REPORT_EVERY = 50;
/** The origin the pages are asked on: a page's absolute URLs come from its tenant, never from this. */
const RENDER_ORIGIN = 'http://localhost';

/**
 * The App of the server build in `serverDir` (src/server/static-render-app.ts), loaded once: Node
 * would hand back the same module for the same path anyway, and a job's inputs come with each request.
 */
const apps = new Map<string, Promise<RenderApp>>();
function appIn(serverDir: string): Promise<RenderApp> {
  let app = apps.get(serverDir);
  if (!app) {
    app = import(pathToFileURL(join(serverDir, SERVER_ENTRY_FILE)).href).then((entry: Record<string, unknown>) => {
      const found = entry[RENDER_APP_EXPORT] as Partial<RenderApp> | undefined;
      if (typeof found?.match !== 'function' || typeof found.render !== 'function') {
        throw new Error(`The server build in ${serverDir} exports no ${RENDER_APP_EXPORT}: it was not built with this astro.config.mjs.`);
      }
      return found as RenderApp;
    });
    apps.set(serverDir, app);
  }
  return app;
}

/** A server build's App (in `serverDir`), asked in-process with the snapshot and tenant of `inputsDir` as its only locals. */
async function serve(serverDir: string, inputsDir: string) {
  const app = await appIn(serverDir);
  const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(join(inputsDir, file), 'utf8'));
  const catalogue = await readJson(CATALOGUE_FILE);
  const tenantModule = await readJson(TENANT_FILE);
  const get = async (path: string): Promise<Buffer> => {
    const request = new Request(RENDER_ORIGIN + path);
    const routeData = app.match(request);
    if (!routeData) throw new Error(`rendering ${path}: no route of the server build answers it`);
    // Locals of its own for each request: a render sets the URL of its file in them.
    const response = await app.render(request, { routeData, locals: { catalogue, tenantModule } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}: ${body.toString('utf8', 0, 500)}`);
    return body;
  };
  return {
    list: async () => JSON.parse((await get('/static-render-list')).toString('utf8')) as StaticFile[],
    render: (path: string) => get(`/static-render${path === '/' ? '' : path}`),
  };
}

/** Links the served file in; false when it is not there (removed by hand, say), to render it instead. */
async function keep(servedFile: string, target: string): Promise<boolean> {
  try {
    await link(servedFile, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The files the served build lists with its own snapshot: their keys say which may be kept. */
async function servedKeys(served: string): Promise<Map<string, string | null>> {
  const build = await serve(join(served, 'server'), join(served, 'server'));
  const files = await build.list();
  return new Map(files.map((file) => [file.file, file.key]));
}

async function run(job: StaticRenderJob): Promise<Extract<StaticRenderMessage, { kind: 'done' }>> {
  await carryBuild(job.from, job.outDir);
  const before = job.reuse ? await servedKeys(job.from) : new Map<string, string | null>();
  // The tenant's new snapshot and tenant, rendered by the build it was carried from.
  const fresh = await serve(join(job.from, 'server'), join(job.outDir, 'server'));
  const files = await fresh.list();
  const pages = files.filter((file) => file.file.endsWith('.html')).length;
  // Each folder once, before the renders: one call per file cost about 3% of the renders' time.
  for (const dir of new Set(files.map((file) => dirname(join(job.outDir, 'client', file.file))))) await mkdir(dir, { recursive: true });
  let pagesDone = 0;
  let reused = 0;
  let next = 0;
  const lane = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const target = join(job.outDir, 'client', file.file);
      const kept = file.key !== null && before.get(file.file) === file.key && (await keep(join(job.from, 'client', file.file), target));
      if (kept) reused += 1;
      else await writeFile(target, await fresh.render(file.path));
      if (file.file.endsWith('.html') && ++pagesDone % REPORT_EVERY === 0) void send({ kind: 'progress', pagesDone });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return { kind: 'done', files: files.length, pages, reused };
}

/** Sends a message to the build script; resolves once it has left, so that exiting next loses nothing. */
function send(message: StaticRenderMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, undefined, undefined, () => resolve()) ?? resolve());
}

/** Jobs run one after another, in the order they came. */
let jobs = Promise.resolve();
process.on('message', (job: StaticRenderJob) => {
  jobs = jobs.then(() => run(job)).then(send, (error: unknown) => send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
});
// The build script ended the run (or ended itself): nothing is left to render for it.
process.once('disconnect', () => process.exit(0));
