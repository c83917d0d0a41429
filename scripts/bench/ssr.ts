// npm run bench:ssr: a signed-in member's pages (/account and a video page) at 50 concurrent
// connections, against a bare node:http server sending the same bytes and a bare Astro page, in one
// run on the same machine. Prints ratios. A visitor's rendering of the same video page (a flash on
// arrival) is measured beside them: no member and no gateway call, so its rate is the ceiling of any
// per-request render of that page.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NOTIFICATION_PARAM, UPGRADE_NOTIFICATION_FLASHES } from '../../islands/flash/query.ts';
import { PRIVATE_CACHE } from '../../src/http/cache-control.ts';
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
import { recordResponse, writeRecorded, type RecordedResponse } from './recorded.ts';

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
const VISITOR_RENDER = 'visitor, rendered: the video page';
/** Any flash on arrival has the tour page rendered for the visitor (src/server/site-server.ts). */
const ARRIVAL_FLASH_QUERY = `?${NOTIFICATION_PARAM}=${Object.keys(UPGRADE_NOTIFICATION_FLASHES)[0] ?? ''}`;
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A page the bench drives must be rendered for the request (not the static file) and answer 200. */
function mustBeRendered(path: string, response: RecordedResponse, who: string): void {
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} for ${who}`);
  const cacheControl = response.headers['cache-control'];
  if (cacheControl !== PRIVATE_CACHE) throw new Error(`${path} was not rendered for ${who} (Cache-Control: ${String(cacheControl)})`);
}

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
    const videoPath = aVideoPath(clientDirOf(distDirOf(env), TENANT));
    const pages = ['/account', videoPath];
    const visitorPath = videoPath + ARRIVAL_FLASH_QUERY;
    const recorded = Object.fromEntries(await Promise.all(pages.map(async (path) => [path, await recordResponse(PORTS.site, path, headers)] as const)));
    for (const [path, response] of Object.entries(recorded)) mustBeRendered(path, response, 'the signed-in member');
    mustBeRendered(visitorPath, await recordResponse(PORTS.site, visitorPath, { host }), 'a visitor');
    mkdirSync('.bench', { recursive: true });
    writeRecorded('.bench/member-pages.json', recorded);
    const bareHttp = await startChild([script('./bare-http.ts')], { PORT: String(PORTS.bareHttp), RESPONSES_FILE: '.bench/member-pages.json' }, PORTS.bareHttp);
    children.push(bareHttp);
    const bareAstro = await startChild([bareEntry], { PORT: String(PORTS.bareAstro), HOST: '127.0.0.1' }, PORTS.bareAstro);
    children.push(bareAstro);

    const targets: LoadTarget[] = [
      ...pages.map((path) => ({ name: `member ${path}`, port: PORTS.site, path, headers, pid: site.pid })),
      { name: VISITOR_RENDER, port: PORTS.site, path: visitorPath, headers: { host }, pid: site.pid },
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
    const visitor = results.get(VISITOR_RENDER) as LoadResult;
    const ceiling = [
      `  ${VISITOR_RENDER}: / bare Astro ${(visitor.perSecond / astro.perSecond).toFixed(2)} req/s, site CPU per request ${(visitor.cpuUsPerRequest / astro.cpuUsPerRequest).toFixed(1)}× the bare Astro page's:`,
      'the ceiling of any per-request render of this page (the member\'s view renders it and more).',
      // Each server is one process, held to one core under this load: its rate is about one
      // second of CPU over its CPU per request, so the rate target is a budget of CPU per page.
      `At the target, a member page may cost the site about ${Math.round(astro.cpuUsPerRequest / RATE_TARGET)} µs of CPU (the bare page's over ${RATE_TARGET}).`,
    ].join(' ');
    console.log(
      ['', `  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target`, ...resultTable(results), '', ...verdicts, ceiling].join('\n'),
    );
  } finally {
    await Promise.all(children.map(stopChild));
    await upstream.stop();
  }
});
