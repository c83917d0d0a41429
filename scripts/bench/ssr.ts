// npm run bench:ssr: a signed-in member page at 50 concurrent connections, against a bare node:http
// server sending the same bytes and a bare Astro page, in one run on the same machine. Prints ratios.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { TenantBrowser } from '../../tests/server-auth/harness.ts';
import { buildTenants } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { buildBareAstroSsr } from './bare-astro-ssr.ts';
import { startChild, stopChild } from './child.ts';
import { runLoad, type LoadResult } from './load.ts';

const PORTS = { upstream: 4592, site: 4593, bareHttp: 4594, bareAstro: 4595 } as const;
/** The member page measured; override with BENCH_MEMBER_PATH. */
const MEMBER_PATH = process.env['BENCH_MEMBER_PATH'] ?? '/account';
const CONNECTIONS = 50;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

runMain(async () => {
  Object.assign(process.env, { UPSTREAM_PORT: String(PORTS.upstream), PORT: String(PORTS.site), DIST_DIR: '.bench/ssr-dist' });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: '.data/bench-ssr-upstream' });
  const children = [];
  try {
    await buildTenants({ env, tenants, ids: ['aurora'], upstreamUrl: upstream.url, concurrency: 1, log: () => {} });
    children.push(await startChild([script('../serve.ts')], {}, PORTS.site));

    const host = `aurora.localhost:${PORTS.site}`;
    const browser = new TenantBrowser(PORTS.site, host);
    await browser.logIn('member@demo.test', MEMBER_PATH);
    const page = await browser.request(MEMBER_PATH);
    if (page.status !== 200) throw new Error(`${MEMBER_PATH} answered ${page.status} for the signed-in member`);
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/member-page.html', page.text);

    children.push(await startChild([script('./bare-http.ts')], { PORT: String(PORTS.bareHttp), BODY_FILE: '.bench/member-page.html' }, PORTS.bareHttp));
    const bareEntry = await buildBareAstroSsr();
    children.push(await startChild([bareEntry], { PORT: String(PORTS.bareAstro), HOST: '127.0.0.1' }, PORTS.bareAstro));

    const member = await runLoad({ port: PORTS.site, path: MEMBER_PATH, headers: { host, cookie: browser.cookieHeader() } }, CONNECTIONS, SECONDS);
    const bareHttp = await runLoad({ port: PORTS.bareHttp, path: '/', headers: { host: 'localhost' } }, CONNECTIONS, SECONDS);
    const bareAstro = await runLoad({ port: PORTS.bareAstro, path: '/', headers: { host: 'localhost' } }, CONNECTIONS, SECONDS);

    const row = (name: string, r: LoadResult) =>
      `  ${name.padEnd(22)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(1).padStart(8)} ${r.p99Ms.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`;
    console.log(
      [
        '',
        `  ${CONNECTIONS} connections, ${SECONDS} s each, ${page.text.length} bytes per member page`,
        `  ${'target'.padEnd(22)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
        row(`member ${MEMBER_PATH}`, member),
        row('bare node:http', bareHttp),
        row('bare Astro page', bareAstro),
        '',
        `  member / bare Astro (req/s): ${(member.perSecond / bareAstro.perSecond).toFixed(2)}  (target ≥ 0.20)`,
        `  member / bare node:http (req/s): ${(member.perSecond / bareHttp.perSecond).toFixed(2)}`,
        `  member p99: ${member.p99Ms.toFixed(1)} ms  (target < 100 ms)`,
      ].join('\n'),
    );
  } finally {
    await Promise.all(children.map(stopChild));
    await upstream.stop();
  }
});
