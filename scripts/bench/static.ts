// npm run bench:static: static tour pages (a listing and a video page) served by the site server and,
// in the same run, by a bare node:http server sending the same bytes and headers, and by sirv over
// the same folder for reference. Prints ratios.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VIDEOS_PATH } from '../../src/routing/paths.ts';
import { clientDirOf } from '../../src/server/static-files.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { buildTenants, distDirOf } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { aVideoPath } from './built-pages.ts';
import { startChild, stopChild, untilReady } from './child.ts';
import { freePorts } from '../lib/free-ports.ts';
import { resultTable, runRounds, type LoadResult, type LoadTarget } from './load.ts';
import { recordResponse, writeRecorded, type RecordedResponses } from './recorded.ts';
import { loadTable, metOrNot, recordBenchResults } from './results.ts';

const TENANT = 'aurora';
const CONNECTIONS = 50;
const ROUNDS = 2;
/** What Chrome sends: the site answers with the brotli file, as it does for most visitors. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Targets: at least this share of the bare server's req/s, with a p99 at most this many times its p99. */
const RATE_TARGET = 0.8;
const P99_TARGET = 2;
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

runMain(async () => {
  const PORTS = await freePorts('upstream', 'site', 'bare', 'sirv');
  Object.assign(process.env, { UPSTREAM_PORT: String(PORTS.upstream), PORT: String(PORTS.site), DIST_DIR: '.bench/static-dist' });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: '.data/bench-static-upstream' });
  const children = [];
  try {
    console.log(`Building ${TENANT}...`);
    await buildTenants({ env, tenants, ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });
    const site = await startChild([script('../serve.ts')], {}, PORTS.site);
    children.push(site);
    await untilReady(PORTS.site);

    const host = `${TENANT}.localhost:${PORTS.site}`;
    const headers = { host, 'accept-encoding': ACCEPT_ENCODING };
    const pages = [VIDEOS_PATH, aVideoPath(clientDirOf(distDirOf(env), TENANT))];
    const recorded: RecordedResponses = {};
    for (const path of pages) {
      const response = await recordResponse(PORTS.site, path, headers);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (response.headers['content-encoding'] !== 'br') throw new Error(`${path} was not sent as its brotli file`);
      recorded[path] = response;
    }
    mkdirSync('.bench', { recursive: true });
    writeRecorded('.bench/static-pages.json', recorded);
    const bare = await startChild([script('./bare-http.ts')], { PORT: String(PORTS.bare), RESPONSES_FILE: '.bench/static-pages.json' }, PORTS.bare);
    children.push(bare);
    const sirv = await startChild([script('./sirv-server.ts')], { PORT: String(PORTS.sirv), DIR: clientDirOf(distDirOf(env), TENANT) }, PORTS.sirv);
    children.push(sirv);

    const targets: LoadTarget[] = pages.flatMap((path) => [
      { name: `site ${path}`, port: PORTS.site, path, headers, pid: site.pid },
      { name: `bare ${path}`, port: PORTS.bare, path, headers, pid: bare.pid },
      { name: `sirv ${path}`, port: PORTS.sirv, path, headers: { ...headers, host: 'localhost' }, pid: sirv.pid },
    ]);
    console.log(`Driving ${targets.length} targets, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s each...`);
    const results = await runRounds(targets, { connections: CONNECTIONS, seconds: env.BENCH_SECONDS, rounds: ROUNDS, warmupSeconds: 1 });
    const ratios = pages.map((path) => {
      const viaSite = results.get(`site ${path}`) as LoadResult;
      const viaBare = results.get(`bare ${path}`) as LoadResult;
      return { path, rate: viaSite.perSecond / viaBare.perSecond, p99: viaSite.p99Ms / viaBare.p99Ms };
    });
    const verdicts = pages.map((path) => {
      const viaSite = results.get(`site ${path}`) as LoadResult;
      const viaBare = results.get(`bare ${path}`) as LoadResult;
      const viaSirv = results.get(`sirv ${path}`) as LoadResult;
      const bytes = Buffer.from(recorded[path]?.body ?? '', 'base64').length;
      return [
        `  ${path} (${bytes} bytes br): site / bare ${(viaSite.perSecond / viaBare.perSecond).toFixed(2)} req/s (target ≥ ${RATE_TARGET}),`,
        `p99 ${(viaSite.p99Ms / viaBare.p99Ms).toFixed(2)} × bare's (target ≤ ${P99_TARGET}), CPU per request ${(viaSite.cpuUsPerRequest / viaBare.cpuUsPerRequest).toFixed(2)} × bare's;`,
        `sirv / bare ${(viaSirv.perSecond / viaBare.perSecond).toFixed(2)} req/s, CPU ${(viaSirv.cpuUsPerRequest / viaBare.cpuUsPerRequest).toFixed(2)} × bare's`,
      ].join(' ');
    });
    console.log(
      [
        '',
        `  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target, Accept-Encoding: ${ACCEPT_ENCODING}`,
        ...resultTable(results),
        '',
        ...verdicts,
      ].join('\n'),
    );
    recordBenchResults({
      bench: 'static',
      command: 'npm run bench:static',
      how: `one run, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target at ${CONNECTIONS} keep-alive connections, Chrome's Accept-Encoding (the brotli files)`,
      targets: [
        {
          target: `the site server's req/s at least ${RATE_TARGET} of a bare node:http server's (same bytes and headers)`,
          latest: ratios.map((r) => `\`${r.path}\` ${r.rate.toFixed(2)}`).join(', '),
          met: metOrNot(ratios.every((r) => r.rate >= RATE_TARGET)),
        },
        {
          target: `p99 at most ${P99_TARGET}× the bare server's`,
          latest: `at most ${Math.max(...ratios.map((r) => r.p99)).toFixed(2)}×`,
          met: metOrNot(ratios.every((r) => r.p99 <= P99_TARGET)),
        },
      ],
      table: loadTable(results),
    });
  } finally {
    await Promise.all(children.map(stopChild));
    await upstream.stop();
  }
});
