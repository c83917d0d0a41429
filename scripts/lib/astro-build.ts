import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { RESULT_PREFIX, type AstroJob, type AstroJobResult } from './astro-protocol.ts';
import { PROJECT_ROOT } from './project-root.ts';

const WORKER = fileURLToPath(new URL('./astro-worker.ts', import.meta.url));
/**
 * Astro prints a tree entry per prerendered file: `  ├─ /videos/x/index.html (+2ms)`. Rendering
 * several pages at a time, it may print several entries on one line, so entries are counted, not lines.
 */
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const ANSI_STYLE = /\x1b\[[0-9;]*m/g;
const FILE_ENTRY = /[├└]─ (\/\S*?)(?=\d\d:\d\d:\d\d|\s|$)/g;
/** Kept to explain a failure; the full log would bury the cause. */
const TAIL_LINES = 40;
/**
 * A worker keeps some of every build it ran (Node never unloads a module); past this it is
 * replaced before its next build. A worker that built the combined tenant stays under it.
 */
const RECYCLE_RSS_BYTES = 1.5 * 2 ** 30;

/** The files one line of Astro's build log reports as prerendered. */
export function prerenderedFiles(line: string): string[] {
  // Astro colours its log when the parent asked for colour (FORCE_COLOR, as Playwright does).
  return [...line.replace(ANSI_STYLE, '').matchAll(FILE_ENTRY)].map((entry) => entry[1] ?? '');
}

export interface AstroBuildOptions {
  tenant: string;
  outDir: string;
  /** The settings astro.config.mjs reads besides the tenant, e.g. the catalogue snapshot's path. */
  env: Record<string, string>;
  /** Called when a worker takes the build up (it may wait for one). */
  onStart?: () => void;
  /** Called with the HTML pages written so far (endpoints such as sitemap.xml are not counted). */
  onPage: (pagesDone: number) => void;
}

export interface AstroBuildResult {
  /** Every prerendered file: HTML pages and endpoints. */
  files: number;
  /** HTML pages only. */
  pages: number;
}

interface Worker {
  child: ChildProcess;
  /** The line handler of the job in progress. */
  onLine: ((line: string, stream: 'stdout' | 'stderr') => void) | null;
  onExit: ((code: number | null) => void) | null;
  rss: number;
}

/**
 * The whole environment an Astro worker starts with; each job adds its own settings (AstroJob.env).
 * Not the parent's: Astro writes the build-time value of every variable whose name occurs in the
 * source of a module that reads `import.meta.env` into that module (`_`, `CI` and `PORT` into its
 * actions client), so a variable the shell sets per command (`_`) would make a build started another
 * way differ from one started the usual way.
 */
const WORKER_ENV: Readonly<Record<string, string>> = { ASTRO_TELEMETRY_DISABLED: '1' };

function startWorker(): Worker {
  const child = fork(WORKER, [], {
    cwd: PROJECT_ROOT,
    env: WORKER_ENV,
    // Not the parent's flags (a test runner's loaders, say): a worker is a plain Node process.
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const worker: Worker = { child, onLine: null, onExit: null, rss: 0 };
  if (child.stdout) createInterface({ input: child.stdout }).on('line', (line) => worker.onLine?.(line, 'stdout'));
  if (child.stderr) createInterface({ input: child.stderr }).on('line', (line) => worker.onLine?.(line, 'stderr'));
  child.once('exit', (code) => worker.onExit?.(code));
  return worker;
}

/**
 * Astro builds in long-lived worker processes, at most `size` at a time. Each tenant pays Astro's
 * start-up (loading Astro, Vite and the integrations) once per worker rather than once per tenant.
 */
export function createAstroPool(size: number) {
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  let started = 0;

  const acquire = (): Promise<Worker> => {
    const worker = idle.pop();
    if (worker) return Promise.resolve(worker);
    if (started < size) {
      started += 1;
      return Promise.resolve(startWorker());
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (worker: Worker) => {
    if (worker.child.exitCode !== null || worker.rss > RECYCLE_RSS_BYTES) {
      // Replaced lazily: a fresh worker is started only when a job needs one.
      if (worker.child.exitCode === null) worker.child.kill();
      started -= 1;
      const waiter = waiting.shift();
      if (waiter) {
        started += 1;
        waiter(startWorker());
      }
      return;
    }
    const waiter = waiting.shift();
    if (waiter) waiter(worker);
    else idle.push(worker);
  };

  /** Runs `astro build` for one tenant; resolves with what it wrote. */
  const build = async ({ tenant, outDir, env, onStart, onPage }: AstroBuildOptions): Promise<AstroBuildResult> => {
    const worker = await acquire();
    onStart?.();
    const tail: string[] = [];
    let files = 0;
    let pages = 0;
    const remember = (line: string) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    const failed = (why: string) => new Error(`astro build for "${tenant}" failed: ${why}\n${tail.join('\n')}`.trimEnd());
    try {
      return await new Promise<AstroBuildResult>((resolve, reject) => {
        worker.onLine = (line, stream) => {
          if (stream === 'stdout' && line.startsWith(RESULT_PREFIX)) {
            const result = JSON.parse(line.slice(RESULT_PREFIX.length)) as AstroJobResult;
            worker.rss = result.rss;
            if (result.ok) resolve({ files, pages });
            else reject(failed(result.message));
            return;
          }
          const written = stream === 'stdout' ? prerenderedFiles(line) : [];
          if (written.length === 0) return remember(line);
          files += written.length;
          const html = written.filter((file) => file.endsWith('.html')).length;
          if (html > 0) onPage((pages += html));
        };
        worker.onExit = (code) => reject(failed(`its process exited with code ${code}`));
        const job: AstroJob = { env: { ...env, TENANT: tenant, ASTRO_OUT_DIR: outDir } };
        worker.child.send(job);
      });
    } finally {
      worker.onLine = null;
      worker.onExit = null;
      release(worker);
    }
  };

  /**
   * Starts up to `count` workers now, so that they load Astro while the catalogue snapshots are
   * fetched rather than after (about a second each).
   */
  const prewarm = (count: number) => {
    while (started < Math.min(count, size)) {
      started += 1;
      idle.push(startWorker());
    }
  };

  /** Stops every worker; the pool is not used afterwards. */
  const close = async () => {
    const workers = idle.splice(0);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.child.exitCode !== null) return resolve();
            worker.child.once('exit', () => resolve());
            worker.child.kill();
          }),
      ),
    );
  };

  return { build, prewarm, close };
}

export type AstroPool = ReturnType<typeof createAstroPool>;
