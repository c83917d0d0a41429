import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StaticRenderJob, StaticRenderMessage } from './static-render-protocol.ts';
import { PROJECT_ROOT } from './project-root.ts';

const WORKER = fileURLToPath(new URL('./static-render-worker.ts', import.meta.url));
/** The end of a render process's standard error, kept for the message of a render that failed. */
const STDERR_KEPT = 4000;

export interface StaticRenderOptions extends StaticRenderJob {
  /** Called with the HTML pages written so far. */
  onPage?: (pagesDone: number) => void;
  /**
   * `from` is the run's shared server build, which other tenants render with too: the process stays
   * for them. A tenant's own served build renders that tenant alone, and its process ends with it.
   */
  shared: boolean;
}

export interface StaticRenderResult {
  /** Every static file written: HTML pages and endpoints. */
  files: number;
  /** HTML pages only. */
  pages: number;
  /** Files linked from the served output instead of rendered (a content rebuild's). */
  reused: number;
}

/** A render process and the end of what it wrote to standard error. */
interface RenderProcess {
  child: ChildProcess;
  stderr: string;
}

export interface StaticRenders {
  /**
   * A tenant's static output rendered without an Astro build: its catalogue snapshot and tenant
   * (already written to `<outDir>/server/`) rendered by a server build of the current code, which is
   * carried over into `outDir`. The server build is the same for every tenant (src/tenants/vite-plugin.ts),
   * so it is either the tenant's own served build (a content rebuild, after its catalogue or tenant
   * file changed) or the one Astro build of the run that every other tenant renders with
   * (build-tenants.ts). Its pages render byte for byte what Astro's build of the tenant would write,
   * without the Astro build's fixed cost (loading Astro, three Vite builds: about 5 s a tenant).
   */
  render(options: StaticRenderOptions): Promise<StaticRenderResult>;
  /** Ends the render processes; call once the run's renders are over. */
  close(): void;
}

/**
 * The run's render processes (static-render-worker.ts), each on about one core, each loading one
 * server build: the `from` of its first job. A process that rendered with the run's shared build
 * takes the next tenant that renders with it, so those tenants pay Node's start, the build's loading
 * and the warming of its code once per process, not once each: four standalone tenants took 22–25 s
 * of CPU in a process each, 11–15 s in one. A process whose render failed is ended, not reused.
 */
export function staticRenders(): StaticRenders {
  const idle = new Map<string, RenderProcess[]>();
  const running = new Set<RenderProcess>();

  const start = (): RenderProcess => {
    const child = fork(WORKER, [], {
      cwd: PROJECT_ROOT,
      // Not the parent's flags (a test runner's loaders, say), nor its variables: the server build
      // renders pages for a visitor, as the static build does, whatever the shell that started it.
      env: {},
      execArgv: [],
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const started: RenderProcess = { child, stderr: '' };
    child.stderr?.on('data', (chunk: Buffer) => {
      started.stderr = (started.stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    return started;
  };

  /** An idle process of the build `from` that is still there to take a job. */
  const idleFor = (from: string): RenderProcess | undefined => {
    const waiting = idle.get(from) ?? [];
    for (let worker = waiting.pop(); worker; worker = waiting.pop()) if (worker.child.connected) return worker;
    return undefined;
  };

  const render = ({ onPage, shared, ...job }: StaticRenderOptions): Promise<StaticRenderResult> =>
    new Promise((resolve, reject) => {
      const worker = idleFor(job.from) ?? start();
      // A failure's message shows what this job's render wrote, not an earlier tenant's.
      worker.stderr = '';
      running.add(worker);
      const { child } = worker;
      const settle = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onError);
        running.delete(worker);
      };
      const fail = (failure: string) => {
        settle();
        child.kill();
        reject(new Error(`rendering with the server build failed: ${failure}\n${worker.stderr}`.trimEnd()));
      };
      const onMessage = (message: StaticRenderMessage) => {
        switch (message.kind) {
          case 'progress':
            return onPage?.(message.pagesDone);
          case 'done':
            onPage?.(message.pages);
            settle();
            if (shared) idle.set(job.from, [...(idle.get(job.from) ?? []), worker]);
            else child.disconnect();
            return resolve({ files: message.files, pages: message.pages, reused: message.reused });
          case 'failed':
            return fail(message.message);
        }
      };
      const onExit = (code: number | null) => fail(`its process exited with code ${code}`);
      const onError = (error: Error) => fail(error.message);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.on('error', onError);
      child.send(job satisfies StaticRenderJob);
    });

  const close = () => {
    for (const worker of [...[...idle.values()].flat(), ...running]) worker.child.kill();
    idle.clear();
  };

  return { render, close };
}
