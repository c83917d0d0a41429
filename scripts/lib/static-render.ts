import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StaticRenderJob, StaticRenderMessage } from './static-render-protocol.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORKER = fileURLToPath(new URL('./static-render-worker.ts', import.meta.url));

export interface StaticRenderOptions extends StaticRenderJob {
  /** Called with the HTML pages written so far. */
  onPage?: (pagesDone: number) => void;
}

export interface StaticRenderResult {
  /** Every static file written: HTML pages and endpoints. */
  files: number;
  /** HTML pages only. */
  pages: number;
  /** Files linked from the served output instead of rendered (a content rebuild's). */
  reused: number;
}

/**
 * A tenant's static output rendered without an Astro build: its catalogue snapshot and tenant
 * (already written to `<outDir>/server/`) rendered by a server build of the current code, which is
 * carried over into `outDir`. The server build is the same for every tenant (src/tenants/vite-plugin.ts),
 * so it is either the tenant's own served build (a content rebuild, after its catalogue or tenant
 * file changed) or the one Astro build of the run that every other tenant renders with
 * (build-tenants.ts). Its pages render byte for byte what Astro's build of the tenant would write,
 * without the Astro build's fixed cost (loading Astro, three Vite builds: about 5 s a tenant).
 *
 * In a process of its own, started for this job and gone after it: Node never unloads a module,
 * and the served build and the new one are loaded side by side.
 */
export function renderWithBuild({ from, outDir, reuse, onPage }: StaticRenderOptions): Promise<StaticRenderResult> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], {
      cwd: PROJECT_ROOT,
      // Not the parent's flags (a test runner's loaders, say), nor its variables: the server build
      // renders pages for a visitor, as the static build does, whatever the shell that started it.
      env: {},
      execArgv: [],
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    let result: StaticRenderResult | undefined;
    let failure: string | undefined;
    child.on('message', (message: StaticRenderMessage) => {
      switch (message.kind) {
        case 'progress':
          return onPage?.(message.pagesDone);
        case 'done':
          onPage?.(message.pages);
          result = { files: message.files, pages: message.pages, reused: message.reused };
          return;
        case 'failed':
          failure = message.message;
          return;
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result && code === 0) return resolve(result);
      reject(new Error(`rendering with the server build failed: ${failure ?? `its process exited with code ${code}`}\n${stderr}`.trimEnd()));
    });
    child.send({ from, outDir, reuse } satisfies StaticRenderJob);
  });
}
