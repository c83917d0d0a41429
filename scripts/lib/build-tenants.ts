import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { CATALOGUE_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';
import { gatewayUrl, type Env } from '../../src/settings/env.ts';
import { TENANT_IDS, type TenantConfig, type TenantId } from '../../src/tenants/schema.ts';
import { tenantModuleJson } from '../../src/tenants/tenant-module.ts';
import { createAstroPool, type AstroPool } from './astro-build.ts';
import { appendHistory, newRunId, runLogFile, type HistoryEntry } from './build-history.ts';
import { readBuildRecord, writeBuildRecord, type BuildRecord, type OutputStats } from './build-record.ts';
import { starterLabel, TERMINAL, type Starter } from './build-starter.ts';
import { codeCommit } from './code-commit.ts';
import { CONSOLE_OUTPUT, consoleOutputOf, refreshConsoleBuild } from './console-build.ts';
import { takeSnapshot, type CheckedSnapshot } from './catalogue-snapshot.ts';
import { carryBuild } from './carried-build.ts';
import { decideRebuild, renderInputsOf, serverBuildInputsOf, type Fingerprint } from './fingerprint.ts';
import { astroSettings, fingerprintOf, hashCode } from './fingerprint-inputs.ts';
import { precompress, type CompressedVariants } from './precompress.ts';
import { displayFor, plainDisplay, teeDisplay, type ProgressDisplay } from './progress-display.ts';
import { sharedServerBuild } from './shared-server-build.ts';
import { staticRenders, type StaticRenderOptions } from './static-render.ts';
import { summaryTable, type TenantOutcome } from './summary.ts';
import { withBuildLock } from './build-lock.ts';
import { keepAsPrevious, recoverInterruptedSwaps, removeInBackground, replaceDirectory } from './swap.ts';
import { trackTenant, type TenantTracker } from './tenant-tracker.ts';
import { PROJECT_ROOT } from './project-root.ts';

/** The folder holding every tenant's output, from DIST_DIR (relative to the project). */
export function distDirOf(env: Pick<Env, 'DIST_DIR'>): string {
  return resolve(PROJECT_ROOT, env.DIST_DIR);
}

/**
 * Work and snapshot folders are per dist folder, so that an end-to-end or benchmark build never
 * meets `npm start`'s: named after the dist folder's path in the project (`.bench/dist` →
 * `.bench-dist`), or after its own name when it lies outside (a test's temporary folder).
 */
function folderKey(distDir: string): string {
  const inProject = relative(PROJECT_ROOT, distDir);
  return (inProject.startsWith('..') || isAbsolute(inProject) ? basename(distDir) : inProject).replaceAll(/[\\/]/g, '-');
}
/** Where builds are written before they are swapped in, and old outputs wait for removal. */
export const workDirOf = (env: Pick<Env, 'DIST_DIR'>) => join(PROJECT_ROOT, '.build', `work-${folderKey(distDirOf(env))}`);
/** Each tenant's previous output, kept for `npm run build -- --rollback` (beside the work folder: renames stay on one file system). */
export const previousDirOf = (env: Pick<Env, 'DIST_DIR'>) => join(PROJECT_ROOT, '.build', `previous-${folderKey(distDirOf(env))}`);
/** Where the catalogue snapshots handed to Astro are written. */
export const snapshotDirOf = (env: Pick<Env, 'DIST_DIR'>) => join(PROJECT_ROOT, '.cache', 'catalogue', folderKey(distDirOf(env)));
/** Where Astro keeps each tenant's cache (Vite's, between builds of that tenant). */
export const astroCacheDirOf = (env: Pick<Env, 'DIST_DIR'>) => join(PROJECT_ROOT, '.cache', 'astro', folderKey(distDirOf(env)));
/**
 * Finishes or undoes what a build or rollback killed mid-swap left (swap.ts), for every tenant's
 * output and the console's copy: each is served again. Called under the build lock, first.
 */
export function recoverSwaps(env: Pick<Env, 'DIST_DIR'>): Promise<void> {
  const distDir = distDirOf(env);
  return recoverInterruptedSwaps(workDirOf(env), [
    ...TENANT_IDS.map((id) => ({ prefix: `${id}-`, target: join(distDir, id), previous: join(previousDirOf(env), id) })),
    { prefix: `${CONSOLE_OUTPUT}-`, target: consoleOutputOf(distDir) },
  ]);
}

/**
 * Tenant builds run side by side: each Astro build or render is mostly one core. Measured at bench
 * size on two cores: three at a time was no faster than two and took 30% more memory.
 */
export const BUILD_CONCURRENCY = Math.min(2, availableParallelism());
/**
 * Snapshots are fetched one at a time, in build order, while the Astro workers build the tenants
 * already decided. The embedded upstream answers on one core: at bench size all ten at once took
 * 5.5 s, no less than one after another, and a second lane only slowed the builds beside it (the
 * combined tenant's 19 MB snapshot then overran the gateway's time-out on a loaded machine).
 * With nothing to build, one lane was also the quickest (1.5 s against 1.7 s for two, 2.1 s for four).
 */
const SNAPSHOT_CONCURRENCY = 1;

export interface BuildOptions {
  env: Env;
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  ids: readonly TenantId[];
  /** URL of the embedded upstream when no gateway is configured. */
  upstreamUrl: string;
  /** Parallel Astro builds; each is mostly one core. */
  concurrency: number;
  /** Rebuild every tenant given, whatever the fingerprints say. */
  force?: boolean;
  /** Only decide, and say what would be rebuilt and why. */
  dryRun?: boolean;
  /** Plain progress lines go here; without it, a live display on a terminal, plain lines otherwise. */
  log?: (line: string) => void;
  /** Where the progress goes instead (the console's channel: build-channel.ts). */
  display?: ProgressDisplay | undefined;
  /** Who started the run: the build records, the history and the lock's description name them. Default: the terminal. */
  startedBy?: Starter | undefined;
  /** The run's id, which names its log; default: a new one. */
  run?: string | undefined;
}

export interface TenantBuildResult extends TenantOutcome {
  tenant: TenantId;
  /** HTML pages the catalogue announced, for a tenant to build (absent for one skipped, or when the snapshot failed). */
  expected?: number | undefined;
  /** A rebuilt tenant's HTML pages whose bytes differ from its output served before. */
  changed?: number | undefined;
  /** Every line of a failure (each bad catalogue record); `reason` is the first. */
  problems?: string[] | undefined;
}

/** A tenant that renders with its own served build, and whether it may keep the pages whose props are unchanged. */
interface OwnBuild {
  reuse: boolean;
}

/** The server build a tenant's pages are rendered with, as static-render.ts takes it. */
type RenderBuild = Pick<StaticRenderOptions, 'from' | 'reuse' | 'shared'>;

/** What a tenant's output is rendered from besides the code: its checked snapshot and its tenant file. */
interface TenantInputs {
  snapshot: CheckedSnapshot;
  /** The tenant file's text (TENANT_FILE, `tenantModuleJson`). */
  tenantJson: string;
}

/** The tenant and snapshot beside the server build, swapped in with the pages rendered from them. */
async function writeTenantAndSnapshot(outDir: string, { snapshot, tenantJson }: TenantInputs): Promise<void> {
  await mkdir(join(outDir, 'server'), { recursive: true });
  await Promise.all([writeFile(join(outDir, 'server', TENANT_FILE), tenantJson), writeFile(join(outDir, 'server', CATALOGUE_FILE), snapshot.json)]);
}

/** What a rebuilt tenant serves now, how many of its files were linked from its previous build, and how many changed. */
interface Rebuilt {
  stats: OutputStats;
  reused: number;
  changed: number;
}

export interface BuildReport {
  /** The run's id: its log, its history entries and its build records name it. */
  run: string;
  results: TenantBuildResult[];
  /** Wall-clock seconds of the whole run. */
  seconds: number;
  /** Old outputs still being removed in the background when the run returns. */
  removing: string[];
}

/** Some tenants failed; the others were built or skipped. Carries the report for the summary. */
export class TenantBuildsFailedError extends Error {
  override name = 'TenantBuildsFailedError';
  readonly report: BuildReport;
  constructor(report: BuildReport, failures: readonly { tenant: string; error: unknown }[]) {
    const lines = failures.map(({ tenant, error }) => `[${tenant}] ${error instanceof Error ? error.message : String(error)}`);
    const many = failures.length > 1;
    super(`${failures.length} tenant${many ? 's' : ''} failed; ${many ? 'their' : 'its'} served output is untouched:\n${lines.join('\n')}`);
    this.report = report;
  }
}

/** An error's first line: a tenant's line in the progress and the summary has room for no more. */
function firstLineOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** Runs the tasks given to it at most `limit` at a time, in the order they were given. */
function lanes(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // The lane passes straight to the next task, if one waits.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** Runs `task` over `items` in their order, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const limited = lanes(Math.max(1, limit));
  await Promise.all(items.map((item) => limited.run(() => task(item))));
}

/** Work folders of this tenant left by a run that was interrupted. */
async function removeStaleWork(workDir: string, id: TenantId): Promise<void> {
  const stale = (await readdir(workDir)).filter((name) => name.startsWith(`${id}-`));
  await Promise.all(stale.map((name) => rm(join(workDir, name), { recursive: true, force: true })));
}

/**
 * Builds the given tenants. For each: the catalogue snapshot from the gateway (every record
 * zod-checked), its fingerprint with the code and settings, and a decision against the record of
 * the output served now. Those to rebuild are rendered into a work folder, their tenant and snapshot
 * beside the server build, then precompressed and swapped into dist/<tenant> atomically. The server
 * build is the same for every tenant: a tenant whose served build is of the current code renders
 * with it (a content rebuild); the others render with the run's one Astro build (shared-server-build.ts).
 * A tenant that fails leaves its served output untouched and the others carry on; the run then
 * throws a TenantBuildsFailedError naming each failure.
 */
export async function buildTenants(options: BuildOptions): Promise<BuildReport> {
  const run = options.run ?? newRunId();
  // A dry run writes nothing: it needs no lock, and may run beside a build.
  if (options.dryRun) return buildTenantsLocked(options, run);
  const holder = { run, what: `rebuild of ${options.ids.join(', ')}`, startedBy: options.startedBy ?? TERMINAL };
  return withBuildLock(
    workDirOf(options.env),
    distDirOf(options.env),
    async () => {
      await recoverSwaps(options.env);
      return buildTenantsLocked(options, run);
    },
    holder,
  );
}

async function buildTenantsLocked(options: BuildOptions, run: string): Promise<BuildReport> {
  const started = performance.now();
  const startedAt = new Date();
  const startedBy = options.startedBy ?? TERMINAL;
  const distDir = distDirOf(options.env);
  // A build's log is kept beside its history (build-history.ts), in the plain lines of a log file.
  const logStream = options.dryRun ? null : createWriteStream(await runLogFile(distDir, run));
  const writeLog = (line: string) => logStream?.write(`${line}\n`);
  const shown = options.display ?? displayFor(options.log);
  const display = logStream ? teeDisplay(shown, plainDisplay(writeLog)) : shown;
  writeLog(`Run ${run}, started by ${starterLabel(startedBy)} at ${startedAt.toISOString()}: ${options.force ? 'rebuilding' : 'checking'} ${options.ids.join(', ')}`);
  const commit = options.dryRun ? Promise.resolve(null) : codeCommit(PROJECT_ROOT);
  const workDir = workDirOf(options.env);
  const previousDir = previousDirOf(options.env);
  const snapshotDir = snapshotDirOf(options.env);
  const astroCacheDir = astroCacheDirOf(options.env);
  const all = [...options.tenants.values()];
  const gatewayFor = (tenant: TenantConfig) => (options.env.UPSTREAM_URL ? gatewayUrl(options.env, tenant.api.host) : options.upstreamUrl);
  // Longest job next to first: the combined tenant carries every standalone site's catalogue, so
  // starting it early keeps both lanes busy to the end (measured: 51 s → 40 s for all ten at bench
  // size). One standalone tenant before it: when the run needs its shared server build, that tenant
  // claims it as soon as its small snapshot is in, and Astro builds it while the combined tenant's
  // snapshot (about 4 s at bench size) is fetched.
  const standalone = (id: TenantId) => options.tenants.get(id)?.standalone ?? true;
  const longestFirst = [...options.ids].sort((a, b) => Number(standalone(a)) - Number(standalone(b)));
  const claimer = longestFirst.find(standalone);
  const order = claimer === undefined ? longestFirst : [claimer, ...longestFirst.filter((id) => id !== claimer)];
  const trackers = new Map(order.map((id) => [id, trackTenant(id, display)] as const));
  // Read while the first snapshot is fetched. Marked handled here so that a failure surfaces where
  // it is awaited rather than as an unhandled rejection before then.
  const code = hashCode(PROJECT_ROOT);
  code.catch(() => undefined);
  const pool: AstroPool | null = options.dryRun ? null : createAstroPool(options.concurrency);
  const served = new Map(await Promise.all(order.map(async (id) => [id, await readBuildRecord(join(distDir, id))] as const)));
  // Workers load Astro for about a second, which can overlap the snapshots. They start now when a
  // tenant is sure to be built (never built, or --force), else at the first decision to rebuild:
  // starting one anyway made a run that then built nothing 0.4 s slower (1.9 s → 2.3–2.9 s at the
  // default size), and no one-tenant rebuild measurably faster.
  const rebuildSure = options.force === true || [...served.values()].some((record) => 'missing' in record);
  if (rebuildSure) pool?.prewarm(1);
  const shared = sharedServerBuild();
  const sharedAssets = new Map<string, Promise<CompressedVariants>>();
  /** Renders with a built server, each a process on about one core, as many at a time as Astro builds. */
  const renderLanes = lanes(options.concurrency);
  /** The render processes, each kept for the next tenant of the run's shared build; ended with the run. */
  const renders = staticRenders();
  /** Work folders made in this run, counted so that two made in one millisecond differ. */
  let folders = 0;
  const results = new Map<TenantId, TenantBuildResult>();
  const finishedAt = new Map<TenantId, Date>();
  const fingerprints = new Map<TenantId, Fingerprint>();
  const failures: { tenant: TenantId; error: unknown }[] = [];
  const builds: Promise<void>[] = [];
  /** Work folders to remove once the run is over: failed outputs, and the shared build's copy. */
  const cleanups: string[] = [];
  /** Outputs two builds old (the previous one is kept for a rollback), removed in the background once the run is over. */
  const oldOutputs: string[] = [];
  await Promise.all([mkdir(snapshotDir, { recursive: true }), mkdir(workDir, { recursive: true })]);

  const finish = (result: TenantBuildResult) => {
    results.set(result.tenant, result);
    finishedAt.set(result.tenant, new Date());
    trackers.get(result.tenant)?.enter(result.outcome);
    display.note(`[${result.tenant}] ${result.outcome === 'failed' ? 'FAILED' : result.outcome}: ${result.reason}`);
  };
  const fail = (id: TenantId, track: TenantTracker, error: unknown) => {
    failures.push({ tenant: id, error });
    const problems = (error instanceof Error ? error.message : String(error)).split('\n').filter(Boolean);
    finish({ tenant: id, outcome: 'failed', reason: firstLineOf(error), problems, seconds: track.seconds(), phases: track.phases });
  };

  /** Astro's build of the tenant into `outDir`, the snapshot handed to it as a file. */
  const astroBuild = async (id: TenantId, track: TenantTracker, url: string, inputs: TenantInputs, outDir: string) => {
    if (!pool) throw new Error('A dry run builds nothing');
    const { snapshot } = inputs;
    const snapshotFile = join(snapshotDir, `${id}.json`);
    await writeFile(snapshotFile, snapshot.json);
    const built = await pool.build({
      tenant: id,
      outDir,
      env: { ...astroSettings(options.env, url), CATALOGUE_SNAPSHOT: snapshotFile, ASTRO_CACHE_DIR: join(astroCacheDir, id) },
      onStart: () => track.enter('astro', snapshot.expectedPages),
      onPage: (done) => track.advance(done),
    });
    await writeTenantAndSnapshot(outDir, inputs);
    return { pages: built.pages, reused: 0 };
  };

  /** The tenant's pages rendered into `outDir` with the built output `build.from` (static-render.ts). */
  const renderWith = (track: TenantTracker, build: RenderBuild, inputs: TenantInputs, outDir: string) =>
    // Into the lane at once, files written inside it: the lanes take tenants in the order they ask,
    // which is build order, and the combined tenant, whose snapshot takes longest to write, would
    // otherwise come last (measured: its render started 26 s after the shared build was there).
    renderLanes.run(async () => {
      await writeTenantAndSnapshot(outDir, inputs);
      track.enter('render', inputs.snapshot.expectedPages);
      return renders.render({ ...build, outDir, onPage: (done) => track.advance(done) });
    });

  /**
   * The tenant's output from the run's shared server build: built with Astro by the first tenant
   * that may claim it, then copied for the others (into a folder of its own, since the claimer's
   * output is swapped away from under them), rendered with it by every other tenant.
   */
  const fromSharedBuild = async (id: TenantId, track: TenantTracker, url: string, inputs: TenantInputs, outDir: string) => {
    const turn = await shared.turn(standalone(id));
    if (!turn.build) return renderWith(track, { from: turn.from, reuse: false, shared: true }, inputs, outDir);
    try {
      const built = await astroBuild(id, track, url, inputs, outDir);
      const copy = join(workDir, `shared-${Date.now().toString(36)}-${(folders += 1)}`);
      await carryBuild(outDir, copy);
      cleanups.push(copy);
      shared.publish(copy);
      return built;
    } catch (error) {
      shared.release();
      throw error;
    }
  };

  /**
   * The tenant's new output (rendered with its own served build when that is of the current code,
   * else with the run's shared one), the tenant, snapshot and record beside it, precompression,
   * swap: what the tenant serves afterwards.
   */
  const rebuild = async (id: TenantId, track: TenantTracker, url: string, inputs: TenantInputs, fingerprint: Fingerprint, own: OwnBuild | null): Promise<Rebuilt> => {
    const { snapshot } = inputs;
    await removeStaleWork(workDir, id);
    // A fresh folder per build: a worker imports the build's server bundle by its path, and Node
    // would hand back the module it loaded for an earlier build at the same path.
    const freshDir = () => join(workDir, `${id}-${Date.now().toString(36)}-${(folders += 1)}`);
    let outDir = freshDir();
    try {
      let output: { pages: number; reused: number } | undefined;
      if (own) {
        try {
          output = await renderWith(track, { from: join(distDir, id), reuse: own.reuse, shared: false }, inputs, outDir);
        } catch (error) {
          // A served build that cannot render (its files damaged by hand, say) must not stop a
          // rebuild the shared build can do: what any other change gets.
          display.note(`[${id}] note: the served build could not render it (${firstLineOf(error)}); rendering with a new build`);
          cleanups.push(outDir);
          outDir = freshDir();
        }
      }
      const { pages, reused } = output ?? (await fromSharedBuild(id, track, url, inputs, outDir));
      if (pages !== snapshot.expectedPages) display.note(`[${id}] note: ${pages} pages built, the catalogue announced ${snapshot.expectedPages}`);
      track.enter('precompress');
      const served = join(distDir, id);
      const compressed = await precompress(join(outDir, 'client'), {
        previous: join(served, 'client'),
        sharedAssets,
        onProgress: (done, total) => track.advance(done, total),
      });
      const stats: OutputStats = { pages: compressed.pages, otherFiles: compressed.otherFiles, bytes: compressed.bytes, compressedBytes: compressed.compressedBytes };
      const record: BuildRecord = { fingerprint, stats, builtAt: new Date().toISOString(), run, startedBy, seconds: track.seconds(), commit: await commit };
      await writeBuildRecord(outDir, record);
      track.enter('swap');
      const old = await replaceDirectory(outDir, served);
      const older = old === undefined ? undefined : await keepAsPrevious(old, join(previousDir, id));
      if (older) oldOutputs.push(older);
      return { stats, reused, changed: compressed.pagesChanged };
    } catch (error) {
      cleanups.push(outDir);
      throw error;
    }
  };

  /** Snapshot, fingerprint, decision; a tenant to rebuild is handed to the Astro pool and not waited for. */
  const decide = async (id: TenantId) => {
    const track = trackers.get(id);
    if (!track) throw new Error(`No progress tracker for "${id}"`);
    try {
      const tenant = options.tenants.get(id);
      if (!tenant) throw new Error(`Unknown tenant "${id}"`);
      track.enter('snapshot');
      const url = gatewayFor(tenant);
      const snapshot = await takeSnapshot(tenant, all, url, (operation, attempt, error) => display.note(`[${id}] ${operation} failed (try ${attempt}: ${firstLineOf(error)}); trying again`));
      const previous = served.get(id) ?? (await readBuildRecord(join(distDir, id)));
      const tenantJson = tenantModuleJson(tenant, all);
      const fingerprint = fingerprintOf({ tenant, all, catalogueJson: snapshot.answersJson, settings: astroSettings(options.env, url), code: await code });
      fingerprints.set(id, fingerprint);
      const decision = decideRebuild('missing' in previous ? previous : previous.fingerprint, fingerprint, options.force);
      // The served build is of the current code: it renders the tenant's new pages itself, and
      // keeps those whose props are unchanged when nothing but the catalogue changed.
      const own: OwnBuild | null =
        options.force !== true && !('missing' in previous) && serverBuildInputsOf(previous.fingerprint) === serverBuildInputsOf(fingerprint)
          ? { reuse: renderInputsOf(previous.fingerprint) === renderInputsOf(fingerprint) }
          : null;
      const servedStats = 'missing' in previous ? undefined : previous.stats;
      // Only a tenant to build has its records checked: a served build's answers passed then.
      const checked = decision.rebuild ? snapshot.check() : undefined;
      const result = (outcome: TenantBuildResult['outcome'], stats: OutputStats | undefined, reused?: number): TenantBuildResult => ({
        tenant: id,
        outcome,
        reason: decision.reason,
        stats,
        reused,
        expected: checked?.expectedPages,
        seconds: track.seconds(),
        phases: track.phases,
      });
      if (!checked) return finish(result('skipped', servedStats));
      if (options.dryRun) return finish(result('would rebuild', servedStats));
      track.enter('queued');
      if (!own) pool?.prewarm(1);
      builds.push(
        rebuild(id, track, url, { snapshot: checked, tenantJson }, fingerprint, own).then(
          (rebuilt) => finish({ ...result('rebuilt', rebuilt.stats, rebuilt.reused), changed: rebuilt.changed }),
          (error: unknown) => fail(id, track, error),
        ),
      );
    } catch (error) {
      fail(id, track, error);
    }
  };

  try {
    // Snapshots are taken in build order while the pool builds those already decided.
    await eachLimited(order, SNAPSHOT_CONCURRENCY, decide);
    shared.letAnyClaim();
    await Promise.all(builds);
    if (!options.dryRun) {
      // The console's copy is no tenant's build: failing to make it fails none of them.
      const from = await refreshConsoleBuild(distDir, workDir, await code).catch((error: unknown) => {
        display.note(`The content-ops console keeps its server build: copying the current one failed (${error instanceof Error ? error.message : String(error)}).`);
        return null;
      });
      if (from) display.note(`The content-ops console now serves the current code (its server build copied from ${from}).`);
    }
  } catch (error) {
    // The run itself failed (not one tenant): its log says why, and is closed.
    writeLog(`\n${error instanceof Error ? error.message : String(error)}`);
    logStream?.end();
    throw error;
  } finally {
    renders.close();
    await pool?.close();
    await Promise.all(cleanups.map((dir) => rm(dir, { recursive: true, force: true })));
    removeInBackground(oldOutputs);
    display.close();
  }
  const report: BuildReport = {
    run,
    results: options.ids.map((id) => results.get(id)).filter((r) => r !== undefined),
    seconds: (performance.now() - started) / 1000,
    removing: oldOutputs,
  };
  const failed = failures.length > 0 ? new TenantBuildsFailedError(report, failures) : null;
  if (logStream) {
    writeLog(summaryTable(report.results, report.seconds));
    if (failed) writeLog(`\n${failed.message}`);
    await new Promise<void>((resolve) => logStream.end(resolve));
    await appendHistory(distDir, historyOf(report, { startedAt, startedBy, finishedAt, commit: await commit, fingerprints }));
  }
  if (failed) throw failed;
  return report;
}

/** What the history keeps of a run: an entry per tenant rebuilt or failed (one skipped was not built). */
function historyOf(
  report: BuildReport,
  facts: { startedAt: Date; startedBy: Starter; finishedAt: ReadonlyMap<TenantId, Date>; commit: string | null; fingerprints: ReadonlyMap<TenantId, Fingerprint> },
): HistoryEntry[] {
  return report.results.flatMap((result): HistoryEntry[] => {
    if (result.outcome !== 'rebuilt' && result.outcome !== 'failed') return [];
    return [
      {
        run: report.run,
        tenant: result.tenant,
        startedBy: facts.startedBy,
        startedAt: facts.startedAt.toISOString(),
        finishedAt: (facts.finishedAt.get(result.tenant) ?? new Date()).toISOString(),
        outcome: result.outcome,
        reason: result.reason,
        seconds: result.seconds,
        ...(result.outcome === 'rebuilt' && result.stats ? { stats: result.stats, pagesChanged: result.changed ?? result.stats.pages, commit: facts.commit } : {}),
        ...(result.problems ? { problems: result.problems } : {}),
        ...(facts.fingerprints.has(result.tenant) ? { catalogue: facts.fingerprints.get(result.tenant)?.catalogue } : {}),
      },
    ];
  });
}
