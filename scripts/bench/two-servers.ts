// npm run bench:load: the static tour and signed-in pages through two site servers sharing Redis,
// as production runs them, at 50 connections for a fixed time, one server killed (SIGKILL) midway.
// The client balances as a load balancer does: round-robin, and a refused connection goes to the
// other server. Prints p50, p95, p99, the errors (against the requests in flight at the kill) and
// the sign-ins lost (each signed-in session asked once more at the end), with the targets.
import { spawn, type ChildProcess } from 'node:child_process';
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
import { metOrNot, recordBenchResults } from './results.ts';

const PORTS = { upstream: 4604, site: 4605, redis: 4606 } as const;
/** The two servers listen on the same port at two loopback addresses, so the tenants' hosts (and the login's return URLs) are the same for both. */
const ADDRESSES = ['127.0.0.1', '127.0.0.2'] as const;
const TENANT = 'aurora';
const MEMBER_EMAIL = 'member@demo.test';
const CONNECTIONS = 50;
/** Half the connections browse as visitors, half as signed-in members, one session each. */
const MEMBER_CONNECTIONS = CONNECTIONS / 2;
const SECONDS = 20;
const P95_TARGET_MS = 250;
/** The signed-in pages' p95 at most this many times the visitors' p95, in the same run. */
const MEMBER_P95_RATIO_TARGET = 2;
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

interface Outcome {
  ms: number;
  status: number | string;
  member: boolean;
}

async function waitForHealth(address: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server on ${address} exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = request({ host: address, port: PORTS.site, path: '/healthz', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`The site server on ${address} did not answer /healthz within 60 s`);
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

runMain(async () => {
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
    await Promise.all(ADDRESSES.map((address, i) => waitForHealth(address, servers[i] as ChildProcess)));

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
    const get = (path: string, cookie: string | null): Promise<number | string> => {
      const send = (index: number, retried: boolean): Promise<number | string> =>
        new Promise((resolve) => {
          const req = request({ host: ADDRESSES[index], port: PORTS.site, path, agent: agents[index], headers: { host, ...(cookie ? { cookie } : {}) } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          });
          req.on('error', (error: NodeJS.ErrnoException) => {
            // A refused connection never reached a server: the balancer takes it elsewhere.
            if (error.code === 'ECONNREFUSED' && !retried) {
              alive[index] = false;
              resolve(send(1 - index, true));
            } else resolve(error.code ?? 'error');
          });
          req.end();
        });
      const first = alive.every(Boolean) ? next++ % 2 : alive.indexOf(true);
      return send(first, false);
    };

    const outcomes: Outcome[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let running = true;
    const connection = async (n: number) => {
      const member = n < MEMBER_CONNECTIONS;
      const paths = member ? memberPaths : visitorPaths;
      for (let i = n; running; i++) {
        const started = performance.now();
        inFlight++;
        const status = await get(paths[i % paths.length] ?? '/', member ? (cookies[n] ?? null) : null);
        inFlight--;
        outcomes.push({ ms: performance.now() - started, status, member });
      }
    };
    console.log(`Driving ${CONNECTIONS} connections for ${SECONDS} s; the server on ${ADDRESSES[1]} is killed after ${SECONDS / 2} s...`);
    const load = Array.from({ length: CONNECTIONS }, (_, n) => connection(n));
    await sleep((SECONDS / 2) * 1000);
    // Requests in flight through the whole system at the kill: an upper bound of those the killed server held.
    inFlightAtKill = inFlight;
    await stop(servers[1] as ChildProcess, 'SIGKILL');
    await sleep((SECONDS / 2) * 1000);
    running = false;
    await Promise.all(load);
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
    const kinds = [...new Set(errors.map((e) => String(e.status)))].map((kind) => `${kind} × ${errors.filter((e) => String(e.status) === kind).length}`).join(', ');
    console.log(
      [
        '',
        `  ${CONNECTIONS} connections (${MEMBER_CONNECTIONS} signed in), ${SECONDS} s, two servers on one Redis, one killed at ${SECONDS / 2} s`,
        `  ${'answers (200)'.padEnd(18)} ${'count'.padStart(7)}`,
        row('all', ok),
        row('visitors', ok.filter((o) => !o.member)),
        row('members', ok.filter((o) => o.member)),
        '',
        `  p95 ${p95.toFixed(1)} ms (target < ${P95_TARGET_MS} ms): ${p95 < P95_TARGET_MS ? 'met' : 'NOT met'}; signed-in pages alone ${memberP95.toFixed(1)} ms: ${memberP95 < P95_TARGET_MS ? 'met' : 'NOT met'}`,
        `  signed-in pages' p95 ${(memberP95 / percentile(sorted(ok.filter((o) => !o.member)), 95)).toFixed(2)}× the visitors' (target ≤ ${MEMBER_P95_RATIO_TARGET}×)`,
        `  errors ${errors.length}${kinds ? ` (${kinds})` : ''}, requests in flight at the kill ${inFlightAtKill} (target: errors only for those): ${errors.length <= inFlightAtKill ? 'met' : 'NOT met'}`,
        `  sign-ins lost ${lost} of ${cookies.length} (target 0): ${lost === 0 ? 'met' : 'NOT met'}`,
      ].join('\n'),
    );
    const msOf = (list: Outcome[], p: number) => `${percentile(sorted(list), p).toFixed(0)} ms`;
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
        { target: 'errors only for the requests in flight at the kill', latest: `${errors.length} errors${kinds ? ` (${kinds})` : ''}, ${inFlightAtKill} in flight`, met: metOrNot(errors.length <= inFlightAtKill) },
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
    });
  } finally {
    await Promise.all(children.map((child) => stop(child)));
    await upstream.stop();
  }
});
