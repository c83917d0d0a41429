import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { LoadRun, LoadRunResult, RotatedRequest } from './load-run.ts';

const LOAD_RUN = fileURLToPath(new URL('./load-run.ts', import.meta.url));

export interface LoadTarget {
  /** A name for the printed table. */
  name: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  /** Requests drawn at random instead of `path` every time (pages and members rotated). */
  rotation?: readonly RotatedRequest[] | undefined;
  /** The server's process, to count the CPU time it spends per request. */
  pid?: number | undefined;
  /** The gateway's process behind it (the embedded upstream), whose CPU per request is shown beside. */
  upstreamPid?: number | undefined;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, timeouts and socket errors. */
  errors: number;
  /**
   * CPU time of the server process per answer (user + system): what the server itself costs, which
   * the machine's other load disturbs far less than req/s. NaN without a pid.
   */
  cpuUsPerRequest: number;
  /** The same for the target's upstream process; NaN without one. */
  upstreamCpuUsPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Rounds per target; the targets take turns, so a noisy neighbour hits them all alike. */
  rounds: number;
  /** Unmeasured load before each round: connections open, code optimised. */
  warmupSeconds?: number;
  /** Runs between two rounds (the round about to start, from 1): what changes while nobody measures. */
  betweenRounds?: ((round: number) => Promise<void>) | undefined;
  /** Runs right before and right after each measured run of a target (to read its server's own counts). */
  aroundMeasured?: ((target: LoadTarget, moment: 'before' | 'after') => Promise<void>) | undefined;
}

interface Samples {
  latencies: number[];
  seconds: number;
  errors: number;
  cpuUs: number;
  upstreamCpuUs: number;
}

/** Linux clock ticks per second of /proc/<pid>/stat's CPU fields. */
const CLOCK_TICKS = 100;

/** User + system CPU time (µs) in a /proc stat line. */
function ticksOf(stat: string): number {
  // Fields after the command name (which may hold spaces) start at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/** User + system CPU time of a process so far, in µs, from /proc (Linux); NaN elsewhere. */
export function cpuUsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    return ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

/**
 * A run ends with requests in flight that the load generator abandons, and a slow server keeps
 * working on them: at 50 connections on a member page, about a second of CPU. Measured before this
 * wait, that work fell on the next run (the same target's, as a latency tail, or the next target's).
 * Idle means at most one clock tick of CPU in a window; a server still busy after the limit is measured anyway.
 */
const IDLE_WINDOW_MS = 200;
const IDLE_CPU_US = 1e6 / CLOCK_TICKS;
const DRAIN_LIMIT_MS = 10_000;

async function drained(pid: number | undefined): Promise<void> {
  const deadline = performance.now() + DRAIN_LIMIT_MS;
  let before = cpuUsOf(pid);
  while (performance.now() < deadline) {
    await sleep(IDLE_WINDOW_MS);
    const now = cpuUsOf(pid);
    // Not a number without a pid (or off Linux): nothing to wait for.
    if (!(now - before > IDLE_CPU_US)) return;
    before = now;
  }
}

/** The process's CPU so far (µs) by thread, from /proc/<pid>/task (Linux): the main thread (the JavaScript) apart from the others, by name (V8's compiler and GC workers, libuv's pool). */
export function threadCpuUsOf(pid: number | undefined): { main: number; others: Map<string, number> } {
  const others = new Map<string, number>();
  if (pid === undefined) return { main: Number.NaN, others };
  let main = Number.NaN;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const us = ticksOf(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
      if (tid === String(pid)) main = us;
      else {
        // Numbered names (libuv's "libuv-worker", V8's "V8 DefaultWorke") are one kind each.
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        others.set(name, (others.get(name) ?? 0) + us);
      }
    }
  } catch {
    // A thread that ended between the listing and the read: its time is gone from the process's too.
  }
  return { main, others };
}

/**
 * One autocannon run, in a process of its own (scripts/bench/load-run.ts): `connections` keep-alive
 * connections, each sending its next request when the last answer arrived.
 */
async function drive(target: LoadTarget, connections: number, seconds: number): Promise<Samples> {
  const cpuBefore = cpuUsOf(target.pid);
  const upstreamBefore = cpuUsOf(target.upstreamPid);
  const child = fork(LOAD_RUN, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const run: LoadRun = { url: `http://127.0.0.1:${target.port}${target.path}`, headers: target.headers, rotation: target.rotation, connections, seconds };
  const answer = await new Promise<LoadRunResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadRunResult));
    // After the answer, its exit settles nothing.
    child.once('exit', (code) => reject(new Error(`The load run exited with code ${String(code)} before it answered`)));
    child.send(run);
  });
  const cpuUs = cpuUsOf(target.pid) - cpuBefore;
  const upstreamCpuUs = cpuUsOf(target.upstreamPid) - upstreamBefore;
  await drained(target.pid);
  return { latencies: answer.latencies, seconds: answer.seconds, errors: answer.errors, cpuUs, upstreamCpuUs };
}

function percentile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * Drives each target in turn, `rounds` times, and pools each target's rounds: req/s over all its
 * measured seconds, percentiles over all its answers.
 */
export async function runRounds(targets: readonly LoadTarget[], options: LoadOptions): Promise<Map<string, LoadResult>> {
  const pooled = new Map<string, Samples>(targets.map((t) => [t.name, { latencies: [], seconds: 0, errors: 0, cpuUs: 0, upstreamCpuUs: 0 }]));
  for (let round = 0; round < options.rounds; round++) {
    if (round > 0) await options.betweenRounds?.(round);
    // Alternate the order too: the first target of a round must not always be the one after a pause.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      if (options.warmupSeconds) await drive(target, options.connections, options.warmupSeconds);
      await options.aroundMeasured?.(target, 'before');
      const samples = await drive(target, options.connections, options.seconds);
      await options.aroundMeasured?.(target, 'after');
      const into = pooled.get(target.name);
      if (!into) continue;
      for (const ms of samples.latencies) into.latencies.push(ms);
      into.seconds += samples.seconds;
      into.errors += samples.errors;
      into.cpuUs += samples.cpuUs;
      into.upstreamCpuUs += samples.upstreamCpuUs;
    }
  }
  const results = new Map<string, LoadResult>();
  for (const [name, samples] of pooled) {
    const sorted = Float64Array.from(samples.latencies).sort();
    results.set(name, {
      requests: sorted.length,
      perSecond: sorted.length / samples.seconds,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      errors: samples.errors,
      cpuUsPerRequest: samples.cpuUs / sorted.length,
      upstreamCpuUsPerRequest: samples.upstreamCpuUs / sorted.length,
    });
  }
  return results;
}

/** The table the benchmarks print: one row per target (the upstream's CPU where a target names it). */
export function resultTable(results: ReadonlyMap<string, LoadResult>): string[] {
  const width = Math.max(24, ...[...results.keys()].map((name) => name.length + 2));
  const upstream = [...results.values()].some((r) => Number.isFinite(r.upstreamCpuUsPerRequest));
  const header = `  ${'target'.padEnd(width)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'CPU µs/req'.padStart(11)}${upstream ? ` ${'upstream CPU'.padStart(13)}` : ''}`;
  const rows = [...results].map(
    ([name, r]) =>
      `  ${name.padEnd(width)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(8)} ${r.p99Ms.toFixed(2).padStart(8)} ${String(r.errors).padStart(7)} ${r.cpuUsPerRequest.toFixed(0).padStart(11)}${upstream ? ` ${(Number.isFinite(r.upstreamCpuUsPerRequest) ? r.upstreamCpuUsPerRequest.toFixed(0) : '').padStart(13)}` : ''}`,
  );
  return [header, ...rows];
}
