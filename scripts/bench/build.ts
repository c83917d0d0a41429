// npm run bench:build: the real build of all ten tenants at a large catalogue size against a bare
// Astro build of as many trivial pages, round after round on the same machine; then, in each
// round, the runs content ops make most: nothing changed, one tenant, one tenant's video changed.
// Prints every round and the median with its spread: one round is too noisy to judge.
import { existsSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { readEnv, type Env } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { DATABASE_FILE } from '../../upstream/db.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';
import { BUILD_CONCURRENCY, buildTenants, distDirOf, type BuildReport } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { formatSpread, spreadOf } from '../lib/spread.ts';
import { BUILD_PHASES, phaseTotals, type BuildPhase } from '../lib/summary.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { buildBareAstro, type BuildMeasure } from './bare-astro.ts';
import { watchPeakMemory } from './process-tree-memory.ts';
import { recordBenchResults, verdict } from './results.ts';

const BENCH_UPSTREAM_PORT = 4591;
const BENCH_DIST_DIR = '.bench/dist';
/** The build's targets: pages per second against the bare build, memory, a one-tenant rebuild. */
const TARGET_RATIO = 0.5;
const TARGET_PEAK_BYTES = 4 * 2 ** 30;
const TARGET_ONE_TENANT_SHARE = 0.1;
const TARGET_UNCHANGED_SECONDS = 5;
/** The standalone tenant whose video content ops change. */
const CHANGED_TENANT: TenantId = 'aurora';

interface Round {
  full: BuildMeasure & { phases: [BuildPhase, number][] };
  bare: BuildMeasure;
  /** Seconds of a run over all ten with nothing changed (every tenant skipped). */
  unchanged: number;
  /** Seconds to rebuild CHANGED_TENANT alone after one of its videos changed. */
  oneTenant: number;
  /** Seconds of a run over all ten after another of its videos changed (it and the combined tenant). */
  oneVideo: number;
}

const rate = (m: BuildMeasure) => m.pages / m.seconds;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const pagesOf = (report: BuildReport) => report.results.reduce((sum, r) => sum + (r.stats?.pages ?? 0), 0);
const rebuiltIn = (report: BuildReport) => report.results.filter((r) => r.outcome === 'rebuilt').map((r) => r.tenant);
const reasons = (report: BuildReport) => report.results.map((r) => `${r.tenant}: ${r.outcome}, ${r.reason}`).join('\n');

/** Retitles the newest video of `site` in the embedded upstream's database, as content ops would. */
function retitleNewestVideo(dataDir: string, site: string, title: string): void {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  try {
    const video = db.prepare('SELECT slug FROM videos WHERE site = ? ORDER BY release_date DESC, video_id LIMIT 1').get(site) as { slug: string };
    db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run(title, video.slug);
  } finally {
    db.close();
  }
}

/**
 * Waits until the old outputs a run left for background removal are gone, so that their removal
 * does not slow the next measurement.
 */
async function settled(report: BuildReport): Promise<BuildReport> {
  while (report.removing.some((dir) => existsSync(dir))) await sleep(100);
  return report;
}

async function round(env: Env, upstreamUrl: string, dataDir: string, n: number): Promise<Round> {
  const tenants = tenantsFor(env);
  const build = async (ids: readonly TenantId[], force = false) =>
    settled(await buildTenants({ env, tenants, ids, upstreamUrl, concurrency: BUILD_CONCURRENCY, force, log: () => { /* the bench prints its own table */ } }));
  rmSync(distDirOf(env), { recursive: true, force: true });

  const memory = watchPeakMemory(process.pid);
  // From an empty dist folder, every tenant rebuilt (one Astro build, the others rendered with its
  // server build); forced, so that nothing else could count.
  const full = await build([...tenants.keys()], true);
  const peakBytes = memory.stop();
  const unchanged = await build([...tenants.keys()]);
  if (rebuiltIn(unchanged).length > 0) throw new Error(`Nothing changed, yet ${rebuiltIn(unchanged).join(', ')} were rebuilt:\n${reasons(unchanged)}`);

  const changed = tenants.get(CHANGED_TENANT);
  if (!changed) throw new Error(`No tenant "${CHANGED_TENANT}" to change`);
  const site = changed.site;
  // Titles of this run alone: the upstream's database outlives a run, and an interrupted run's last
  // title would otherwise make this round's change no change at all for the combined tenant.
  const run = Date.now().toString(36);
  retitleNewestVideo(dataDir, site, `Retitled for bench run ${run}, round ${n}`);
  const oneTenant = await build([CHANGED_TENANT]);
  retitleNewestVideo(dataDir, site, `Retitled again for bench run ${run}, round ${n}`);
  const oneVideo = await build([...tenants.keys()]);
  const expected = [CHANGED_TENANT, 'jade'];
  if (rebuiltIn(oneVideo).join() !== expected.join()) throw new Error(`One video of ${CHANGED_TENANT} changed, yet ${rebuiltIn(oneVideo).join(', ')} were rebuilt:\n${reasons(oneVideo)}`);

  const pages = pagesOf(full);
  const bare = await buildBareAstro(pages);
  return {
    full: { pages, seconds: full.seconds, peakBytes, phases: phaseTotals(full.results) },
    bare,
    unchanged: unchanged.seconds,
    oneTenant: oneTenant.seconds,
    oneVideo: oneVideo.seconds,
  };
}

const s = (n: number) => n.toFixed(1);
const perSecond = (n: number) => n.toFixed(0);
const ratio = (r: Round) => rate(r.full) / rate(r.bare);
const share = (pick: (r: Round) => number) => (r: Round) => pick(r) / r.full.seconds;
const percent = (n: number) => `${(n * 100).toFixed(0)}%`;
const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;
const spreadOver = (rounds: readonly Round[]) => (pick: (r: Round) => number, format: (n: number) => string) => formatSpread(spreadOf(rounds.map(pick)), format);

/** "Astro build 11.8 (10.2–12.0) s" for each phase some round went through. */
function phaseSpreads(rounds: readonly Round[]): string[] {
  const of = spreadOver(rounds);
  return (Object.keys(BUILD_PHASES) as BuildPhase[])
    .filter((phase) => rounds.some((r) => r.full.phases.some(([p]) => p === phase)))
    .map((phase) => `${BUILD_PHASES[phase]} ${of((r) => r.full.phases.find(([p]) => p === phase)?.[1] ?? 0, s)} s`);
}

function report(rounds: readonly Round[]): string {
  const of = spreadOver(rounds);
  const phases = phaseSpreads(rounds);
  return [
    '',
    `Median of ${rounds.length} round${rounds.length > 1 ? 's' : ''} (lowest–highest):`,
    `  real build   ${rounds[0]?.full.pages} pages  ${of((r) => r.full.seconds, s)} s  ${of((r) => rate(r.full), perSecond)} pages/s  peak ${of((r) => r.full.peakBytes, mib)}`,
    `  bare Astro   ${rounds[0]?.bare.pages} pages  ${of((r) => r.bare.seconds, s)} s  ${of((r) => rate(r.bare), perSecond)} pages/s  peak ${of((r) => r.bare.peakBytes, mib)}`,
    `  time per phase of the real build, summed over tenants: ${phases.join(' · ')}`,
    '',
    `  ratio (real / bare pages per second): ${of(ratio, (n) => n.toFixed(2))}  (target ≥ ${TARGET_RATIO})`,
    `  peak memory of the real build: ${of((r) => r.full.peakBytes, mib)}  (target < ${mib(TARGET_PEAK_BYTES)})`,
    `  nothing changed, all ten checked: ${of((r) => r.unchanged, s)} s`,
    `  one tenant rebuilt (${CHANGED_TENANT}, one video changed): ${of((r) => r.oneTenant, s)} s = ${of(share((r) => r.oneTenant), percent)} of the full build  (target ≤ ${percent(TARGET_ONE_TENANT_SHARE)})`,
    `  all ten after one ${CHANGED_TENANT} video changed (${CHANGED_TENANT} and jade rebuilt): ${of((r) => r.oneVideo, s)} s = ${of(share((r) => r.oneVideo), percent)} of the full build`,
  ].join('\n');
}

/** The run's figures for bench-results/build.json and the pages that show them. */
function figures(rounds: readonly Round[], settings: Env): Parameters<typeof recordBenchResults>[0] {
  const of = spreadOver(rounds);
  const phases = phaseSpreads(rounds);
  const pages = rounds[0]?.full.pages ?? 0;
  return {
    bench: 'build',
    command: 'npm run bench:build',
    how: `${rounds.length} round${rounds.length > 1 ? 's' : ''} at BENCH_CATALOGUE_SIZE=${settings.BENCH_CATALOGUE_SIZE} (${pages.toLocaleString('en')} pages), each into an empty dist folder; median (lowest–highest round)`,
    targets: [
      { target: `pages/s at least ${TARGET_RATIO} of the bare Astro build's`, latest: of(ratio, (n) => n.toFixed(2)), met: verdict(rounds.map(ratio), (n) => n >= TARGET_RATIO) },
      { target: `peak memory of the full build under ${gib(TARGET_PEAK_BYTES)}`, latest: of((r) => r.full.peakBytes, gib), met: verdict(rounds.map((r) => r.full.peakBytes), (n) => n < TARGET_PEAK_BYTES) },
      {
        target: `\`npm run build\` with nothing changed under ${TARGET_UNCHANGED_SECONDS} s`,
        latest: `${of((r) => r.unchanged, s)} s`,
        met: verdict(rounds.map((r) => r.unchanged), (n) => n < TARGET_UNCHANGED_SECONDS),
      },
      {
        target: `one tenant rebuilt after one video changed: at most ${percent(TARGET_ONE_TENANT_SHARE)} of the full build`,
        latest: `${of(share((r) => r.oneTenant), percent)}: ${of((r) => r.oneTenant, s)} s`,
        met: verdict(rounds.map(share((r) => r.oneTenant)), (n) => n <= TARGET_ONE_TENANT_SHARE),
      },
    ],
    table: {
      columns: ['run', 'seconds', 'pages/s', 'share of the full build', 'peak memory'],
      rows: [
        ['full build, all ten tenants', of((r) => r.full.seconds, s), of((r) => rate(r.full), perSecond), '', of((r) => r.full.peakBytes, gib)],
        ['bare Astro, as many one-heading pages', of((r) => r.bare.seconds, s), of((r) => rate(r.bare), perSecond), '', of((r) => r.bare.peakBytes, gib)],
        ['nothing changed, all ten checked', of((r) => r.unchanged, s), '', '', ''],
        [`${CHANGED_TENANT} alone, one of its videos changed`, of((r) => r.oneTenant, s), '', of(share((r) => r.oneTenant), percent), ''],
        [`all ten, one ${CHANGED_TENANT} video changed (${CHANGED_TENANT} and jade rebuilt)`, of((r) => r.oneVideo, s), '', of(share((r) => r.oneVideo), percent), ''],
      ],
    },
    notes: [`Time per phase of the full build, summed over tenants: ${phases.join(', ')}.`],
  };
}

runMain(async () => {
  const settings = readEnv();
  const size = settings.BENCH_CATALOGUE_SIZE;
  const env = readEnv({ ...process.env, UPSTREAM_PORT: String(BENCH_UPSTREAM_PORT), DIST_DIR: BENCH_DIST_DIR, UPSTREAM_URL: undefined });
  const dataDir = `.data/bench-upstream-${size}`;
  console.log(`Starting the embedded upstream with ${size} videos per site (seeded once, kept in ${dataDir})...`);
  const upstream = await ensureUpstream(env, { CATALOGUE_SIZE: String(size), UPSTREAM_DATA_DIR: dataDir });
  const rounds: Round[] = [];
  try {
    for (let n = 1; n <= settings.BENCH_RUNS; n++) {
      const r = await round(env, upstream.url, dataDir, n);
      rounds.push(r);
      console.log(
        `Round ${n}/${settings.BENCH_RUNS}: real ${r.full.seconds.toFixed(1)} s, bare ${r.bare.seconds.toFixed(1)} s, ratio ${(rate(r.full) / rate(r.bare)).toFixed(2)}, ` +
          `peak ${mib(r.full.peakBytes)}; unchanged ${r.unchanged.toFixed(1)} s, ${CHANGED_TENANT} ${r.oneTenant.toFixed(1)} s, one video ${r.oneVideo.toFixed(1)} s`,
      );
    }
  } finally {
    await upstream.stop();
  }
  console.log(report(rounds));
  recordBenchResults(figures(rounds, settings));
});
