// A content rebuild's renders, in a process of their own (started by static-render.ts for one tenant,
// then gone): the tenant's static files for a new catalogue snapshot, rendered by the server build
// it is served from now. That build's page modules render them (src/pages/static-render), so no
// Astro or Vite build runs; a keyed page whose props are unchanged is linked from the served output.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFile, link, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATALOGUE_FILE, SERVER_ENTRY_FILE } from '../../src/server/tenant-builds.ts';
import type { StaticFile } from '../../src/tour/static-pages.ts';
import { ASSETS_DIR, filesUnder } from './precompress.ts';
import { rawRequest } from './raw-request.ts';
import type { StaticRenderJob, StaticRenderMessage } from './static-render-protocol.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals?: object) => Promise<void>;

/** The project's public folder, whose files Astro copies into every client output as they are. */
const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
/** Renders at a time: like Astro's build (astro.config.mjs), so that file writes overlap the renders. */
const CONCURRENCY = 8;
/** Progress is reported every this many pages. */
const REPORT_EVERY = 50;

/** A server build listening on a free loopback port, rendering with `catalogue` as its only locals. */
async function serve(serverDir: string) {
  const { handler } = (await import(pathToFileURL(join(serverDir, SERVER_ENTRY_FILE)).href)) as { handler: Handler };
  const catalogue: unknown = JSON.parse(await readFile(join(serverDir, CATALOGUE_FILE), 'utf8'));
  const server = createServer((req, res) => {
    void handler(req, res, (error) => {
      res.statusCode = 404;
      res.end(error instanceof Error ? error.message : '');
    }, { catalogue });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string): Promise<Buffer> => {
    const response = await rawRequest(port, { path });
    if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}: ${response.text.slice(0, 500)}`);
    return response.body;
  };
  return {
    list: async () => JSON.parse((await get('/static-render-list')).toString('utf8')) as StaticFile[],
    render: (path: string) => get(`/static-render${path === '/' ? '' : path}`),
    close: () => new Promise((resolve) => server.close(resolve)),
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

/** Links every file of `from` listed in `files` to the same place below `to`. */
async function linkAll(from: string, to: string, files: readonly string[]): Promise<void> {
  for (const dir of new Set(files.map((file) => dirname(join(to, file))))) await mkdir(dir, { recursive: true });
  await Promise.all(files.map((file) => link(join(from, file), join(to, file))));
}

/**
 * The served server build, into the fresh output beside the new snapshot (already written there).
 * Linked, but for its entry: copied, so that its new time tells the site server to load the new
 * build, and with it the new snapshot (src/server/tenant-builds.ts).
 */
async function carryServerBuild(served: string, outDir: string): Promise<void> {
  const files = filesUnder(served).filter((file) => file !== CATALOGUE_FILE && file !== SERVER_ENTRY_FILE);
  await linkAll(served, outDir, files);
  await copyFile(join(served, SERVER_ENTRY_FILE), join(outDir, SERVER_ENTRY_FILE));
}

/**
 * The served client files no render writes: Astro's bundles and the public folder's files (the same
 * code built them), without their compressed variants. Nothing else is carried over: a file the
 * served build no longer lists is gone from the new output, as from a full build's.
 */
async function carriedClientFiles(servedClient: string): Promise<string[]> {
  const publicFiles = new Set(filesUnder(PUBLIC_DIR));
  return filesUnder(servedClient).filter((file) => file.startsWith(`${ASSETS_DIR}/`) ? !/\.(br|gz)$/.test(file) : publicFiles.has(file));
}

async function run(job: StaticRenderJob): Promise<Extract<StaticRenderMessage, { kind: 'done' }>> {
  await carryServerBuild(join(job.served, 'server'), join(job.outDir, 'server'));
  // The served build lists its own files with its own snapshot: their keys say which may be kept.
  const served = await serve(join(job.served, 'server'));
  const before = new Map((await served.list()).map((file) => [file.file, file.key]));
  await served.close();
  await linkAll(join(job.served, 'client'), join(job.outDir, 'client'), await carriedClientFiles(join(job.served, 'client')));
  const fresh = await serve(join(job.outDir, 'server'));
  const files = await fresh.list();
  const pages = files.filter((file) => file.file.endsWith('.html')).length;
  let pagesDone = 0;
  let reused = 0;
  let next = 0;
  const lane = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const target = join(job.outDir, 'client', file.file);
      await mkdir(dirname(target), { recursive: true });
      const kept = file.key !== null && before.get(file.file) === file.key && (await keep(join(job.served, 'client', file.file), target));
      if (kept) reused += 1;
      else await writeFile(target, await fresh.render(file.path));
      if (file.file.endsWith('.html') && ++pagesDone % REPORT_EVERY === 0) void send({ kind: 'progress', pagesDone });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  await fresh.close();
  return { kind: 'done', files: files.length, pages, reused };
}

/** Sends a message to the build script; resolves once it has left, so that exiting next loses nothing. */
function send(message: StaticRenderMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, undefined, undefined, () => resolve()) ?? resolve());
}

process.once('message', (job: StaticRenderJob) => {
  run(job).then(
    (done) => send(done).then(() => process.exit(0)),
    (error: unknown) => send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }).then(() => process.exit(1)),
  );
});
