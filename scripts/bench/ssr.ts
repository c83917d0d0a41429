// npm run bench:ssr: a signed-in member's pages (/account and a video page) at 50 concurrent
// connections, against a bare node:http server sending the same bytes and a bare Astro page, in one
// run on the same machine. Prints ratios.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clientDirOf } from '../../src/server/static-files.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { TenantBrowser } from '../lib/browser.ts';
import { buildTenants, distDirOf } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { buildBareAstroSsr } from './bare-astro-ssr.ts';
import { aVideoPath } from './built-pages.ts';
import { startChild, stopChild } from './child.ts';
import { resultTable, runRounds, type LoadResult, type LoadTarget } from './load.ts';
import { recordResponse, writeRecorded } from './recorded.ts';

const PORTS = { upstream: 4592, site: 4593, bareHttp: 4594, bareAstro: 4595 } as const;
const TENANT = 'aurora';
const MEMBER_EMAIL = 'member@demo.test';
const CONNECTIONS = 50;
const ROUNDS = 2;
/** A member page's code is optimised after about three seconds of load; the bare pages' in one. */
const WARMUP_SECONDS = 3;
/** Targets: each member page at least this share of the bare Astro page's req/s, and a p99 under this. */
const RATE_TARGET = 0.4;
const P99_TARGET_MS = 100;
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

runMain(async () => {
  Object.assign(process.env, { UPSTREAM_PORT: String(PORTS.upstream), PORT: String(PORTS.site), DIST_DIR: '.bench/ssr-dist' });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: '.data/bench-ssr-upstream' });
  const children = [];
  try {
    console.log(`Building ${TENANT} and the bare Astro page...`);
    await buildTenants({ env, tenants, ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });
    const bareEntry = await buildBareAstroSsr();
    const site = await startChild([script('../serve.ts')], {}, PORTS.site);
    children.push(site);

    const host = `${TENANT}.localhost:${PORTS.site}`;
    const browser = new TenantBrowser(PORTS.site, host);
    await browser.logIn(MEMBER_EMAIL, '/account');
    const headers = { host, cookie: browser.cookieHeader() };
    const pages = ['/account', aVideoPath(clientDirOf(distDirOf(env), TENANT))];
    const recorded = Object.fromEntries(await Promise.all(pages.map(async (path) => [path, await recordResponse(PORTS.site, path, headers)] as const)));
    for (const [path, response] of Object.entries(recorded)) {
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} for the signed-in member`);
      if (response.headers['cache-control'] !== 'private, no-store') throw new Error(`${path} was not rendered for the member (Cache-Control: ${String(response.headers['cache-control'])})`);
    }
    mkdirSync('.bench', { recursive: true });
    writeRecorded('.bench/member-pages.json', recorded);
    const bareHttp = await startChild([script('./bare-http.ts')], { PORT: String(PORTS.bareHttp), RESPONSES_FILE: '.bench/member-pages.json' }, PORTS.bareHttp);
    children.push(bareHttp);
    const bareAstro = await startChild([bareEntry], { PORT: String(PORTS.bareAstro), HOST: '127.0.0.1' }, PORTS.bareAstro);
    children.push(bareAstro);

    const targets: LoadTarget[] = [
      ...pages.map((path) => ({ name: `member ${path}`, port: PORTS.site, path, headers, pid: site.pid })),
      { name: 'bare node:http /account', port: PORTS.bareHttp, path: '/account', headers: { host: 'localhost' }, pid: bareHttp.pid },
      { name: 'bare Astro page', port: PORTS.bareAstro, path: '/', headers: { host: 'localhost' }, pid: bareAstro.pid },
    ];
    console.log(`Driving ${targets.length} targets, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s each...`);
    const results = await runRounds(targets, { connections: CONNECTIONS, seconds: env.BENCH_SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS });
    const astro = results.get('bare Astro page') as LoadResult;
    const http = results.get('bare node:http /account') as LoadResult;
    const verdicts = pages.map((path) => {
      const member = results.get(`member ${path}`) as LoadResult;
      const bytes = Buffer.from(recorded[path]?.body ?? '', 'base64').length;
      return [
        `  member ${path} (${bytes} bytes): / bare Astro ${(member.perSecond / astro.perSecond).toFixed(2)} req/s (target ≥ ${RATE_TARGET}),`,
        `/ bare node:http ${(member.perSecond / http.perSecond).toFixed(2)}; p99 ${member.p99Ms.toFixed(1)} ms (target < ${P99_TARGET_MS} ms);`,
        // The site's own cost, less noisy than req/s (which carries the upstream's and the load
        // generator's too): over one day the video page ran at 123–187 req/s, and at 21–28×.
        `site CPU per request ${(member.cpuUsPerRequest / astro.cpuUsPerRequest).toFixed(1)}× the bare Astro page's`,
      ].join(' ');
    });
    console.log(
      ['', `  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target`, ...resultTable(results), '', ...verdicts].join('\n'),
    );
  } finally {
    await Promise.all(children.map(stopChild));
    await upstream.stop();
  }
});
