// npm run bench:load: the static tour and signed-in pages through two site servers sharing Redis,
// as production runs them, at 50 connections for a fixed time, one server killed (SIGKILL) midway.
// The client balances as a load balancer does: round-robin, and a refused connection goes to the
// other server. Prints p50, p95, p99, the errors (against the requests in flight at the kill) and
// the sign-ins lost (each signed-in session asked once more at the end), with the targets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_PATH, HOME_PATH, TERMS_PATH, VIDEOS_PATH } from '../../src/routing/paths.ts';
import { clientDirOf } from '../../src/server/static-files.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { TenantBrowser } from '../lib/browser.ts';
import { buildTenants, distDirOf } from '../lib/build-tenants.ts';
import { rawRequest } from '../lib/raw-request.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { aVideoPath } from './built-pages.ts';
import { untilReady } from './child.ts';
import { freePorts } from '../lib/free-ports.ts';
import { cpuUsOf } from './load.ts';
import { metOrNot, recordBenchResults } from './results.ts';

/** The two servers listen on the same port at two loopback addresses, so the tenants' hosts (and the login's return URLs) are the same for both. */
const ADDRESSES = ['127.0.0.1', '127.0.0.2'] as const;
const TENANT = 'aurora';
const MEMBER_EMAIL = 'member@demo.test';
const CONNECTIONS = 50;
/** Half the connections browse as visitors, half as signed-in members, one session each. */
const MEMBER_CONNECTIONS = CONNECTIONS / 2;
const SECONDS = 20;
/** Each of the two phases on the server left after the kill (pinned to one core): the upstream on its core, then on the other. */
const PINNED_SECONDS = 8;
const [SITE_CORE, UPSTREAM_CORE, ALL_CORES] = ['0', '1', '0-1'] as const;
const P95_TARGET_MS = 250;
/** The signed-in pages' p95 at most this many times the visitors' p95, in the same run. */
const MEMBER_P95_RATIO_TARGET = 2;
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

interface Outcome {
  ms: number;
  status: number | string;
  member: boolean;
  /** The server that last took the request (its index in ADDRESSES). */
  server: number;
  /** Whether it was sent before the killed server died: only those may be lost. */
  sentBeforeDeath: boolean;
}

function startServer(address: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script('../serve.ts')], { env: { ...process.env, ...env, HOST: address }, stdio: ['ignore', 'ignore', 'inherit'] });
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Sets the CPUs every thread of `pid` may run on (taskset's list, `0`, `1`, `0-1`). */
function pin(pid: number | undefined, cores: string): void {
  if (pid === undefined) throw new Error('A process to pin has no pid');
  const result = spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`taskset ${cores} ${pid} failed (${String(result.status)})`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

runMain(async () => {
  const PORTS = await freePorts('upstream', 'site', 'redis');
  Object.assign(process.env, { UPSTREAM_PORT: String(PORTS.upstream), PORT: String(PORTS.site), DIST_DIR: '.bench/load-dist' });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: '.data/bench-load-upstream' });
  const children: ChildProcess[] = [];
  try {
    console.log(`Building ${TENANT}...`);
    await buildTenants({ env, tenants, ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });
    const redis = spawn('redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    children.push(redis);
    const serverEnv = { PORT: String(PORTS.site), UPSTREAM_URL: upstream.url, REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`, DIST_DIR: env.DIST_DIR, RATE_LIMITS: '0', LOG_LEVEL: 'error' };
    const servers = ADDRESSES.map((address) => startServer(address, serverEnv));
    children.push(...servers);
    await Promise.all(ADDRESSES.map((address, i) => untilReady(PORTS.site, { host: address, child: servers[i] as ChildProcess })));

    const host = `${TENANT}.localhost:${PORTS.site}`;
    console.log(`Signing in ${MEMBER_CONNECTIONS} members...`);
    const cookies: string[] = [];
    for (let i = 0; i < MEMBER_CONNECTIONS; i++) {
      const browser = new TenantBrowser(PORTS.site, host);
      await browser.logIn(MEMBER_EMAIL, ACCOUNT_PATH);
      cookies.push(browser.cookieHeader());
    }
    const videoPath = aVideoPath(clientDirOf(distDirOf(env), TENANT));
    const visitorPaths = [HOME_PATH, VIDEOS_PATH, videoPath, TERMS_PATH];
    const memberPaths = [ACCOUNT_PATH, videoPath, HOME_PATH];

    // One kept-alive agent per server, as a balancer keeps its connections to each.
    const agents = ADDRESSES.map(() => new Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
    let next = 0;
    const alive = [true, true];
    /** Requests each server has taken and not answered yet. */
    const inFlightOn = [0, 0];
    let killedServerDied = false;
    const get = (path: string, cookie: string | null): Promise<Omit<Outcome, 'ms' | 'member'>> => {
      const send = (index: number, retried: boolean): Promise<Omit<Outcome, 'ms' | 'member'>> =>
        new Promise((resolve) => {
          const sentBeforeDeath = !killedServerDied;
          inFlightOn[index] = (inFlightOn[index] ?? 0) + 1;
          const done = (status: number | string) => {
            inFlightOn[index] = (inFlightOn[index] ?? 0) - 1;
            resolve({ status, server: index, sentBeforeDeath });
          };
          const req = request({ host: ADDRESSES[index], port: PORTS.site, path, agent: agents[index], headers: { host, ...(cookie ? { cookie } : {}) } }, (res) => {
            res.resume();
            res.on('end', () => done(res.statusCode ?? 0));
            res.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
          });
          req.on('error', (error: NodeJS.ErrnoException) => {
            // A balancer's passive check: a server that reset or refused a connection is taken out.
            alive[index] = false;
            // A refused connection never reached a server: the balancer takes it elsewhere.
            if (error.code === 'ECONNREFUSED' && !retried) {
              inFlightOn[index] = (inFlightOn[index] ?? 0) - 1;
              resolve(send(1 - index, true));
            } else done(error.code ?? 'error');
          });
          req.end();
        });
      const first = alive.every(Boolean) ? next++ % 2 : alive.indexOf(true);
      return send(first, false);
    };

    let outcomes: Outcome[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let running = true;
    const connection = async (n: number) => {
      const member = n < MEMBER_CONNECTIONS;
      const paths = member ? memberPaths : visitorPaths;
      for (let i = n; running; i++) {
        const started = performance.now();
        inFlight++;
        const outcome = await get(paths[i % paths.length] ?? '/', member ? (cookies[n] ?? null) : null);
        inFlight--;
        outcomes.push({ ms: performance.now() - started, member, ...outcome });
      }
    };
    console.log(`Driving ${CONNECTIONS} connections for ${SECONDS} s; the server on ${ADDRESSES[1]} is killed after ${SECONDS / 2} s...`);
    const cpuBefore = { upstream: cpuUsOf(upstream.pid), sites: servers.map((server) => cpuUsOf(server.pid)) };
    const load = Array.from({ length: CONNECTIONS }, (_, n) => connection(n));
    await sleep((SECONDS / 2) * 1000);
    const killedCpu = cpuUsOf(servers[1]?.pid) - (cpuBefore.sites[1] ?? NaN);
    // The requests the killed server holds at the kill; those sent to it until it has died are its too.
    inFlightAtKill = inFlightOn[1] ?? 0;
    const inFlightEverywhere = inFlight;
    await stop(servers[1] as ChildProcess, 'SIGKILL');
    killedServerDied = true;
    await sleep((SECONDS / 2) * 1000);
    running = false;
    await Promise.all(load);
    const cpu = { upstream: cpuUsOf(upstream.pid) - cpuBefore.upstream, sites: cpuUsOf(servers[0]?.pid) - (cpuBefore.sites[0] ?? NaN) + killedCpu };
    const mainOutcomes = outcomes;

    // The same load on the server left, pinned to one core, twice: the upstream on the site's core,
    // then on the other core (as a gateway on machines of its own leaves the site's cores to it). The
    // site has the same core in both, so the change of the members' p95 against the visitors' is the
    // upstream's share of the site's cores alone.
    const phase = async (seconds: number): Promise<Outcome[]> => {
      outcomes = [];
      running = true;
      const phaseLoad = Array.from({ length: CONNECTIONS }, (_, n) => connection(n));
      await sleep(seconds * 1000);
      running = false;
      await Promise.all(phaseLoad);
      return outcomes;
    };
    console.log(`Driving the server left on core ${SITE_CORE} for ${PINNED_SECONDS} s with the upstream on the same core, then ${PINNED_SECONDS} s with the upstream on core ${UPSTREAM_CORE}...`);
    pin(servers[0]?.pid, SITE_CORE);
    pin(upstream.pid, SITE_CORE);
    const shared = await phase(PINNED_SECONDS);
    pin(upstream.pid, UPSTREAM_CORE);
    const pinned = await phase(PINNED_SECONDS);
    for (const pid of [upstream.pid, servers[0]?.pid]) pin(pid, ALL_CORES);
    outcomes = mainOutcomes;
    for (const agent of agents) agent.destroy();

    // Every session once more, through the server left: a sign-in is lost when it is sent to log in.
    let lost = 0;
    for (const cookie of cookies) {
      const answer = await rawRequest(PORTS.site, { host, path: ACCOUNT_PATH, headers: { cookie } });
      if (answer.status !== 200) lost++;
    }

    const ok = outcomes.filter((o) => o.status === 200);
    const errors = outcomes.filter((o) => o.status !== 200);
    const sorted = (list: Outcome[]) => list.map((o) => o.ms).sort((a, b) => a - b);
    const row = (name: string, list: Outcome[]) => {
      const ms = sorted(list);
      return `  ${name.padEnd(18)} ${String(list.length).padStart(7)}  p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(ms, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms`;
    };
    const p95 = percentile(sorted(ok), 95);
    const memberP95 = percentile(sorted(ok.filter((o) => o.member)), 95);
    // Lost to the kill: what the killed server had taken before it died. Anything else is a loss of the design's.
    const heldByKilled = errors.filter((e) => e.server === 1 && e.sentBeforeDeath);
    const otherErrors = errors.length - heldByKilled.length;
    const kinds = [...new Set(errors.map((e) => String(e.status)))].map((kind) => `${kind} × ${errors.filter((e) => String(e.status) === kind).length}`).join(', ');
    const killOutcome = `${errors.length} errors${kinds ? ` (${kinds})` : ''}: ${heldByKilled.length} taken by the killed server before it died (${inFlightAtKill} in flight on it at the kill, ${inFlightEverywhere} on both), ${otherErrors} others`;
    const msOf = (list: Outcome[], p: number) => `${percentile(sorted(list), p).toFixed(0)} ms`;
    const memberAnswers = ok.filter((o) => o.member).length;
    const p95Ratio = (list: Outcome[]) => {
      const answered = list.filter((o) => o.status === 200);
      return percentile(sorted(answered.filter((o) => o.member)), 95) / percentile(sorted(answered.filter((o) => !o.member)), 95);
    };
    const phases = [
      { name: `the server left on core ${SITE_CORE}, the upstream on the same core`, list: shared },
      { name: `the server left on core ${SITE_CORE}, the upstream on core ${UPSTREAM_CORE}`, list: pinned },
    ];
    const cores = {
      caption: `Whose cores: the upstream's CPU over the main run (${SECONDS} s), and the signed-in pages' p95 as a multiple of the visitors' on the server left, pinned to one core, with the upstream on that core and on the other (${PINNED_SECONDS} s each, after the kill)`,
      columns: ['figure', 'value'],
      rows: [
        ["the upstream's CPU a signed-in answer", `${Math.round(cpu.upstream / memberAnswers)} µs`],
        ["the site servers' CPU an answer (all answers)", `${Math.round(cpu.sites / ok.length)} µs`],
        ["the upstream's share of the two cores", `${((cpu.upstream / (SECONDS * 2e6)) * 100).toFixed(0)}%`],
        ["the site servers' share of the two cores", `${((cpu.sites / (SECONDS * 2e6)) * 100).toFixed(0)}%`],
        ...phases.map(({ name, list }) => [`signed-in p95 / visitors' p95: ${name}`, `${p95Ratio(list).toFixed(2)}× (${msOf(list.filter((o) => o.status === 200 && o.member), 95)} against ${msOf(list.filter((o) => o.status === 200 && !o.member), 95)})`]),
      ],
    };
    console.log(
      [
        '',
        `  ${cores.caption}:`,
        ...cores.rows.map(([figure, value]) => `  ${figure}: ${value}`),
        '',
        `  ${CONNECTIONS} connections (${MEMBER_CONNECTIONS} signed in), ${SECONDS} s, two servers on one Redis, one killed at ${SECONDS / 2} s`,
        `  ${'answers (200)'.padEnd(18)} ${'count'.padStart(7)}`,
        row('all', ok),
        row('visitors', ok.filter((o) => !o.member)),
        row('members', ok.filter((o) => o.member)),
        '',
        `  p95 ${p95.toFixed(1)} ms (target < ${P95_TARGET_MS} ms): ${p95 < P95_TARGET_MS ? 'met' : 'NOT met'}; signed-in pages alone ${memberP95.toFixed(1)} ms: ${memberP95 < P95_TARGET_MS ? 'met' : 'NOT met'}`,
        `  signed-in pages' p95 ${(memberP95 / percentile(sorted(ok.filter((o) => !o.member)), 95)).toFixed(2)}× the visitors' (target ≤ ${MEMBER_P95_RATIO_TARGET}×)`,
        `  ${killOutcome} (target: errors only for what the killed server held): ${otherErrors === 0 ? 'met' : 'NOT met'}`,
        `  sign-ins lost ${lost} of ${cookies.length} (target 0): ${lost === 0 ? 'met' : 'NOT met'}`,
      ].join('\n'),
    );
    const visitorsP95 = percentile(sorted(ok.filter((o) => !o.member)), 95);
    recordBenchResults({
      bench: 'load',
      command: 'npm run bench:load',
      how: `one run: two site servers sharing Redis (one port, two loopback addresses), ${CONNECTIONS} connections (${MEMBER_CONNECTIONS} signed in) for ${SECONDS} s, one server killed (SIGKILL) at ${SECONDS / 2} s`,
      targets: [
        {
          target: `p95 under ${P95_TARGET_MS} ms`,
          latest: `${p95.toFixed(0)} ms over all answers; visitors ${visitorsP95.toFixed(0)} ms, signed-in pages ${memberP95.toFixed(0)} ms`,
          met: p95 < P95_TARGET_MS && memberP95 >= P95_TARGET_MS ? 'yes over all; not for the signed-in pages alone' : metOrNot(p95 < P95_TARGET_MS && memberP95 < P95_TARGET_MS),
        },
        {
          target: `signed-in pages' p95 at most ${MEMBER_P95_RATIO_TARGET}× the visitors' p95`,
          latest: `${(memberP95 / visitorsP95).toFixed(2)}× (${memberP95.toFixed(0)} ms against ${visitorsP95.toFixed(0)} ms)`,
          met: metOrNot(memberP95 <= MEMBER_P95_RATIO_TARGET * visitorsP95),
        },
        { target: 'errors only for the requests the killed server held', latest: killOutcome, met: metOrNot(otherErrors === 0) },
        { target: 'no sign-in lost', latest: `${lost} of ${cookies.length}`, met: metOrNot(lost === 0) },
      ],
      table: {
        columns: ['answers (200)', 'count', 'p50', 'p95', 'p99'],
        rows: (
          [
            ['all', ok],
            ['visitors', ok.filter((o) => !o.member)],
            ['signed-in members', ok.filter((o) => o.member)],
          ] as const
        ).map(([name, list]) => [name, list.length.toLocaleString('en'), msOf(list, 50), msOf(list, 95), msOf(list, 99)]),
      },
      tables: [cores],
    });
  } finally {
    await Promise.all(children.map((child) => stop(child)));
    await upstream.stop();
  }
});
