import { join } from 'node:path';
import type {
  ConsoleEvent,
  ConsoleOverview,
  HistoryEntryView,
  Operator,
  OpsConsole,
  ReleaseView,
  RunView,
  ServedBuildView,
  StartOutcome,
  TenantRowView,
} from '../../../src/features/ops/console-model.ts';
import { tenantsShowing } from '../../../src/features/ops/releases.ts';
import type { Logger } from '../../../src/server/log.ts';
import type { Env } from '../../../src/settings/env.ts';
import type { TenantFiles } from '../../../src/tenants/load.ts';
import { TENANT_IDS, type TenantId } from '../../../src/tenants/schema.ts';
import { BuildLockedError, describeRunning, freeLockOfDeadRun, runningBuild, withBuildLock } from '../build-lock.ts';
import { newRunId, readHistory, readRunLog, runLogExists, type HistoryEntry } from '../build-history.ts';
import { readBuildRecord, type BuildRecord } from '../build-record.ts';
import { starterLabel, type Starter } from '../build-starter.ts';
import { distDirOf, previousDirOf, recoverSwaps, workDirOf } from '../build-tenants.ts';
import { formatSeconds } from '../progress.ts';
import { formatBytes } from '../summary.ts';
import { tenantFileConsequences } from '../tenant-problems.ts';
import { auditLog } from './audit-log.ts';
import { buildRunner, type FinishedRun, type RunRequest } from './build-runner.ts';
import type { ReleaseClaims } from './release-claims.ts';
import { releaseLagSeconds } from './release-lag.ts';
import { releaseScheduler, type ScheduledScene } from './release-scheduler.ts';

/** How many digits of the catalogue's fingerprint a row shows: enough to tell two builds apart. */
const FINGERPRINT_SHOWN = 12;
/** Overview changes within this long are sent as one. */
const OVERVIEW_SETTLE_MS = 100;

export interface OpsConsoleOptions {
  env: Env;
  /** The tenants as the build reads them, read afresh for each overview (a file fixed or broken since shows at once). */
  tenantFiles: () => TenantFiles;
  /** The gateway whose content side keeps the release schedule. */
  gatewayUrl: string;
  claims: ReleaseClaims;
  log: Logger;
  /** The builds' environment (default: this process's). */
  buildEnv?: NodeJS.ProcessEnv | undefined;
  /** The release schedule's clock and reading pattern (tests). */
  now?: (() => Date) | undefined;
  refreshEvery?: string | undefined;
}

const personOf = (operator: Operator): Starter => ({ kind: 'person', email: operator.email });

function servedView(record: BuildRecord): ServedBuildView {
  return {
    builtAt: record.builtAt,
    commit: record.commit ?? null,
    catalogue: record.fingerprint.catalogue.slice(0, FINGERPRINT_SHOWN),
    pages: record.stats.pages,
    size: formatBytes(record.stats.bytes),
    compressedSize: formatBytes(record.stats.compressedBytes),
    duration: record.seconds === undefined ? null : formatSeconds(record.seconds),
    startedBy: record.startedBy ? starterLabel(record.startedBy) : null,
  };
}

/** "aurora would rebuild: catalogue changed; jade skipped: unchanged": a run's outcome in one line of the audit log. */
function outcomeLine(run: RunView): string {
  if (run.results.length === 0) return run.message ?? run.status;
  return run.results.map((result) => `${result.tenant} ${result.outcome}: ${result.reason}`).join('; ');
}

/**
 * The console's server part (OpsConsole): what its pages show, read from the builds' records, their
 * history and the lock beside them, and what its Actions do, each through the build's own code in a
 * child process (build-runner.ts), each written to the audit log. It also runs the release schedule.
 */
export function createOpsConsole(options: OpsConsoleOptions) {
  const distDir = distDirOf(options.env);
  const previousDir = previousDirOf(options.env);
  const workDir = workDirOf(options.env);
  const audit = auditLog(distDir);
  const listeners = new Set<(event: ConsoleEvent) => void>();
  const ours = new Set<string>();
  let last: RunView | null = null;
  let settling: NodeJS.Timeout | undefined;

  const emit = (event: ConsoleEvent) => listeners.forEach((listener) => listener(event));
  const overviewChanged = () => {
    settling ??= setTimeout(() => {
      settling = undefined;
      overview().then(
        (fresh) => emit({ type: 'overview', overview: fresh }),
        (error: unknown) => options.log.error({ err: error }, 'console overview failed'),
      );
    }, OVERVIEW_SETTLE_MS);
  };

  const runner = buildRunner({
    distDir,
    env: options.buildEnv,
    onChange(run) {
      if (run.kind !== 'dry run') last = run;
      // The run as it stands now: the runner goes on changing its own.
      emit({ type: 'run', run: structuredClone(run) });
      if (run.status === 'queued' || run.status === 'running') return;
      overviewChanged();
    },
    onOver({ view, request }: FinishedRun) {
      if (view.kind === 'dry run') return;
      void audit.write({ who: starterLabel(request.startedBy), what: `${view.kind} of ${view.tenants.join(', ')} (run ${view.run}) ended`, outcome: outcomeLine(view) });
    },
    // Its lock would refuse every build until it went stale, and a swap it left half done would
    // leave a site without its output: both are cleared at once, under the lock. A build from
    // elsewhere that took the lock meanwhile clears the swaps itself before it swaps anything.
    async onCrash(run, request) {
      await freeLockOfDeadRun(workDir, run.run);
      const holder = { run: newRunId(), what: `recovery after the ${run.kind} of ${run.tenants.join(', ')}`, startedBy: request.startedBy };
      await withBuildLock(workDir, distDir, () => recoverSwaps(options.env), holder).catch((error: unknown) => {
        if (!(error instanceof BuildLockedError)) options.log.error({ err: error, run: run.run }, 'recovery after a crashed build failed');
      });
    },
  });

  function start(request: RunRequest) {
    const started = runner.start(request);
    ours.add(started.view.run);
    return started;
  }

  const scheduler = releaseScheduler({
    gatewayUrl: options.gatewayUrl,
    tenants: () => options.tenantFiles().tenants,
    distDir,
    claims: options.claims,
    rebuild: (tenants, startedBy) => start({ kind: 'rebuild', tenants, force: false, startedBy }).finished,
    audit,
    onChange: overviewChanged,
    log: options.log,
    now: options.now,
    refreshEvery: options.refreshEvery,
  });

  /** A build held by no run of this console: one from a terminal, or another server's. */
  async function elsewhere(): Promise<string | null> {
    const holder = await runningBuild(workDir);
    return holder && !ours.has(holder.run) ? describeRunning(holder) : null;
  }

  async function row(id: TenantId, files: TenantFiles, history: HistoryEntry[]): Promise<TenantRowView> {
    const config = files.tenants.get(id);
    const [served, previous] = await Promise.all([readBuildRecord(join(distDir, id)), readBuildRecord(join(previousDir, id))]);
    const newest = history[0];
    const builtAt = 'missing' in served ? '' : served.builtAt;
    const failure =
      newest?.outcome === 'failed' && newest.finishedAt > builtAt ? { run: newest.run, finishedAt: newest.finishedAt, reason: newest.reason, problems: newest.problems ?? [newest.reason] } : null;
    return {
      tenant: id,
      brand: config?.name ?? id,
      siteUrl: config ? `${config.tourUrl}/` : null,
      served: 'missing' in served ? null : servedView(served),
      missing: 'missing' in served ? served.missing : null,
      previous: 'missing' in previous ? null : { builtAt: previous.builtAt },
      failure,
      fileProblem: files.unusable.includes(id) ? (files.problems.find((problem) => problem.message.includes(`${id}.json:`))?.message ?? 'Its tenant file is missing.') : null,
    };
  }

  /** A scene of the schedule under the tenants that show it, with its lag once its release was built. */
  function releaseView(scene: ScheduledScene, files: TenantFiles, histories: ReadonlyMap<TenantId, HistoryEntry[]>): ReleaseView {
    const tenants = tenantsShowing(scene.site, files.tenants.values());
    return {
      videoId: scene.videoId,
      title: scene.title,
      tenants,
      releaseAt: scene.releaseAt,
      released: scene.released,
      lagSeconds: releaseLagSeconds(scene, tenants, histories),
    };
  }

  async function overview(): Promise<ConsoleOverview> {
    const files = options.tenantFiles();
    const histories = new Map(await Promise.all(TENANT_IDS.map(async (id) => [id, await readHistory(distDir, id)] as const)));
    const rows = await Promise.all(TENANT_IDS.map((id) => row(id, files, histories.get(id) ?? [])));
    return {
      rows,
      run: runner.running() ?? last,
      queue: runner.queued(),
      releases: scheduler.scenes().map((scene) => releaseView(scene, files, histories)),
      tenantFileNotice: tenantFileConsequences(files, 'the build'),
      elsewhere: await elsewhere(),
    };
  }

  /** A person's request to build or roll back: refused while a build from elsewhere holds the lock, else started or queued. */
  async function personRun(request: RunRequest, what: string): Promise<StartOutcome> {
    const busy = await elsewhere();
    if (busy) {
      const message = `Another build is running: ${busy}. Start again once it is over.`;
      await audit.write({ who: starterLabel(request.startedBy), what, outcome: `refused: ${message}` });
      return { status: 'refused', message };
    }
    const { view } = start(request);
    await audit.write({ who: starterLabel(request.startedBy), what: `${what} (run ${view.run})`, outcome: view.status === 'queued' && runner.running() !== view ? 'queued behind the running build' : 'started' });
    return { status: view.status === 'running' || runner.running() === view ? 'started' : 'queued', run: view };
  }

  const service: OpsConsole = {
    overview,
    async history(tenant): Promise<HistoryEntryView[]> {
      const entries = await readHistory(distDir, tenant);
      return Promise.all(
        entries.map(async (entry) => ({
          run: entry.run,
          startedBy: starterLabel(entry.startedBy),
          startedAt: entry.startedAt,
          finishedAt: entry.finishedAt,
          outcome: entry.outcome,
          reason: entry.reason,
          duration: formatSeconds(entry.seconds),
          pagesChanged: entry.pagesChanged ?? null,
          pages: entry.stats?.pages ?? null,
          problems: entry.problems ?? [],
          hasLog: await runLogExists(distDir, entry.run),
        })),
      );
    },
    runLog: (run) => readRunLog(distDir, run),
    async audit() {
      return audit.newest();
    },
    async dryRun(request, operator) {
      const { finished } = start({ kind: 'dry run', tenants: request.tenants, force: request.force, startedBy: personOf(operator) });
      const { view } = await finished;
      await audit.write({ who: operator.email, what: `dry run of ${request.tenants.join(', ')}${request.force ? ' (forced)' : ''}`, outcome: outcomeLine(view) });
      return view;
    },
    rebuild: (request, operator) =>
      personRun({ kind: 'rebuild', tenants: request.tenants, force: request.force, startedBy: personOf(operator) }, `rebuild of ${request.tenants.join(', ')}${request.force ? ' (forced)' : ''}`),
    async rollBack(tenant, operator) {
      const previous = await readBuildRecord(join(previousDir, tenant));
      if ('missing' in previous) {
        const message = `${tenant} has no previous build to roll back to: one is kept from its second build on.`;
        await audit.write({ who: operator.email, what: `rollback of ${tenant}`, outcome: `refused: ${message}` });
        return { status: 'refused', message };
      }
      return personRun({ kind: 'rollback', tenants: [tenant], force: false, startedBy: personOf(operator) }, `rollback of ${tenant}`);
    },
    async publishNow(videoId, operator) {
      const scene = scheduler.scenes().find((candidate) => candidate.videoId === videoId);
      const published = await scheduler.publishNow(videoId);
      await audit.write({ who: operator.email, what: `publish now: “${scene?.title ?? `video ${videoId}`}”`, outcome: published.ok ? 'released at once; its tenants rebuild' : `refused: ${published.message}` });
      return published;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    console: service,
    /** Starts the release schedule (off in tests that drive it themselves). */
    start: () => scheduler.start(),
    async close(): Promise<void> {
      scheduler.stop();
      clearTimeout(settling);
      listeners.clear();
      await options.claims.close();
    },
  };
}
