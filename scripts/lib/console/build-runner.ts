import { fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RunKind, RunView, TenantOutcomeView } from '../../../src/features/ops/console-model.ts';
import type { TenantId } from '../../../src/tenants/schema.ts';
import { buildMessageSchema, type BuildMessage, type StartMessage, type TenantOutcomeView as BuildOutcome } from '../build-channel.ts';
import { appendHistory, newRunId } from '../build-history.ts';
import { starterLabel, type Starter } from '../build-starter.ts';
import { PROJECT_ROOT } from '../project-root.ts';
import { rolledBackLine } from '../rollback.ts';
import { formatSeconds } from '../progress.ts';
import { formatBytes } from '../summary.ts';

/** The very script of `npm run build`: the console's builds, dry runs and rollbacks are its runs. */
const BUILD_SCRIPT = fileURLToPath(new URL('../../build.ts', import.meta.url));
/** The end of a build's output kept to explain a run that ended without its report. */
const OUTPUT_KEPT_LINES = 20;
/** The notes a run keeps for the console (decisions, retries): the newest. */
const NOTES_KEPT = 200;

export interface RunRequest {
  kind: RunKind;
  tenants: TenantId[];
  force: boolean;
  startedBy: Starter;
}

/** A run once it is over: its view, and who started it. */
export interface FinishedRun {
  view: RunView;
  request: RunRequest;
  /** When it ended (ISO). */
  finishedAt: string;
}

export interface BuildRunnerOptions {
  /** Where the builds write (the history of a build that died goes there). */
  distDir: string;
  /** The builds' environment: the site server's own, so that they build what it serves (DIST_DIR, the gateway). */
  env?: NodeJS.ProcessEnv | undefined;
  /** Every change of a run: queued, progress, notes, over. */
  onChange(run: RunView): void;
  onOver(run: FinishedRun): void;
  /** A build or rollback whose process died before it could finish: its lock and any swap it left half done are its to clear. Awaited before the next run. */
  onCrash(run: RunView, request: RunRequest): Promise<void>;
}

/** "128 pages, 2.9 MiB": what a tenant serves after a run, in the summary's words. */
function servesOf(outcome: BuildOutcome): string | undefined {
  return outcome.stats ? `${outcome.stats.pages} pages, ${formatBytes(outcome.stats.bytes)}` : undefined;
}

function outcomeView(outcome: BuildOutcome): TenantOutcomeView {
  return { tenant: outcome.tenant, outcome: outcome.outcome, reason: outcome.reason, problems: outcome.problems, serves: servesOf(outcome), seconds: formatSeconds(outcome.seconds) };
}

/** The build's arguments for a run, as a person would type them after `npm run build --`. */
function argsOf(request: RunRequest): string[] {
  if (request.kind === 'rollback') return ['--rollback', request.tenants.join(',')];
  return ['--tenant', request.tenants.join(','), ...(request.force ? ['--force'] : []), ...(request.kind === 'dry run' ? ['--dry-run'] : [])];
}

/**
 * Runs the console's builds, dry runs and rollbacks as `scripts/build.ts` in a child process (the
 * same code as `npm run build`, told its run and starter over IPC), one build or rollback at a time:
 * a second one waits in a queue for the first, and the build lock keeps it apart from any build
 * started elsewhere. A dry run writes nothing and runs at once. A child that dies leaves the site
 * server, and every site, serving: its run ends failed, its tenants' history says so, and its lock
 * and any swap it left half done are cleared before the next run (onCrash).
 */
export function buildRunner(options: BuildRunnerOptions) {
  const queue: { view: RunView; request: RunRequest; done: (run: FinishedRun) => void }[] = [];
  let running: RunView | null = null;

  function view(request: RunRequest): RunView {
    return {
      run: newRunId(),
      kind: request.kind,
      tenants: request.tenants,
      force: request.force,
      startedBy: starterLabel(request.startedBy),
      requestedAt: new Date().toISOString(),
      status: 'queued',
      progress: [],
      notes: [],
      results: [],
      message: null,
    };
  }

  /** Runs one request in its child; resolves once the child has ended. */
  function runChild(run: RunView, request: RunRequest): Promise<FinishedRun> {
    run.status = 'running';
    options.onChange(run);
    const startedAt = new Date().toISOString();
    const child = fork(BUILD_SCRIPT, argsOf(request), { cwd: PROJECT_ROOT, env: options.env ?? process.env, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const output: string[] = [];
    const keep = (line: string) => {
      output.push(line);
      if (output.length > OUTPUT_KEPT_LINES) output.shift();
    };
    if (child.stdout) createInterface({ input: child.stdout }).on('line', keep);
    if (child.stderr) createInterface({ input: child.stderr }).on('line', keep);
    let reported = false;
    const receive = (raw: unknown) => {
      const parsed = buildMessageSchema.safeParse(raw);
      if (!parsed.success) return;
      const message: BuildMessage = parsed.data;
      switch (message.kind) {
        case 'progress':
          run.progress = [...run.progress.filter((p) => p.tenant !== message.progress.tenant), message.progress];
          break;
        case 'note':
          run.notes = [...run.notes, message.line].slice(-NOTES_KEPT);
          break;
        case 'report':
          reported = true;
          run.results = message.results.map(outcomeView);
          break;
        case 'rolled back':
          reported = true;
          run.results = message.tenants.map((rolled) => ({ tenant: rolled.tenant, outcome: 'rolled back', reason: rolledBackLine({ ...rolled, tenant: rolled.tenant as TenantId }), seconds: formatSeconds(0) }));
          break;
        case 'error':
          run.message = message.message;
          break;
      }
      options.onChange(run);
    };
    child.on('message', receive);
    child.send({ kind: 'start', run: run.run, startedBy: request.startedBy } satisfies StartMessage);
    return new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        void (async () => {
          const failed = code !== 0 || run.results.some((result) => result.outcome === 'failed');
          if (!reported && run.message === null) {
            // The child died before it could say how its run went: what it printed last says why.
            run.message = `The build process ended without finishing (${signal ?? `exit code ${code ?? '?'}`}): ${output.join('\n') || 'it printed nothing'}`;
            if (request.kind === 'rebuild') await recordCrash(run, request, startedAt);
            if (request.kind !== 'dry run') await options.onCrash(run, request);
          }
          run.status = failed ? 'failed' : 'done';
          options.onChange(run);
          resolve({ view: run, request, finishedAt: new Date().toISOString() });
        })();
      });
    });
  }

  /** A build that died wrote no history of its own: its tenants' history says it failed, and why. */
  async function recordCrash(run: RunView, request: RunRequest, startedAt: string): Promise<void> {
    const finishedAt = new Date().toISOString();
    const reason = run.message ?? 'The build process ended without finishing';
    const seconds = (Date.parse(finishedAt) - Date.parse(startedAt)) / 1000;
    await appendHistory(
      options.distDir,
      request.tenants.map((tenant) => ({ run: run.run, tenant, startedBy: request.startedBy, startedAt, finishedAt, outcome: 'failed' as const, reason: reason.split('\n')[0] ?? reason, problems: reason.split('\n'), seconds })),
    );
  }

  async function drain(): Promise<void> {
    if (running) return;
    const next = queue.shift();
    if (!next) return;
    running = next.view;
    const finished = await runChild(next.view, next.request);
    running = null;
    next.done(finished);
    options.onOver(finished);
    await drain();
  }

  return {
    /**
     * Queues a build or a rollback (one at a time), or runs a dry run at once. `view` is its run as
     * it stands (queued or running); `finished` resolves once it is over.
     */
    start(request: RunRequest): { view: RunView; finished: Promise<FinishedRun> } {
      const run = view(request);
      if (request.kind === 'dry run') {
        const finished = runChild(run, request).then((done) => (options.onOver(done), done));
        return { view: run, finished };
      }
      let done: (run: FinishedRun) => void = () => undefined;
      const finished = new Promise<FinishedRun>((resolve) => (done = resolve));
      queue.push({ view: run, request, done });
      options.onChange(run);
      void drain();
      return { view: run, finished };
    },
    /** The build or rollback running now, if any. */
    running: (): RunView | null => running,
    /** The builds and rollbacks waiting for it, first first. */
    queued: (): RunView[] => queue.map((entry) => entry.view),
  };
}

export type BuildRunner = ReturnType<typeof buildRunner>;
