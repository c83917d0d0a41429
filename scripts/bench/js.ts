// npm run bench:js: the JavaScript a visitor's video page with the player costs (gzip), against the
// React floor (a page with one empty React island) built by the same Astro in the same run; which
// pages carry the player; and, where Lighthouse runs with Debian's Chromium, the mobile performance
// score and layout shift of the video page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientDirOf } from '../../src/server/static-files.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { buildTenants, distDirOf } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { aVideoPath } from './built-pages.ts';
import { startChild, stopChild, untilReady } from './child.ts';
import { pageEntries, pageJs, totalGzip, type JsPart } from './js-graph.ts';
import { buildReactFloor } from './react-floor.ts';
import { runLighthouse } from './lighthouse.ts';
import { metOrNot, recordBenchResults } from './results.ts';

const PORTS = { upstream: 4596, site: 4597 } as const;
const TENANT = 'aurora';
/** The player's budget: the page with the player at most 1.1 × the floor plus 25 KB (gzip). */
const FLOOR_FACTOR = 1.1;
const ALLOWANCE_BYTES = 25 * 1024;
/** Lighthouse's mobile performance score at least this, and no layout shift. */
const LIGHTHOUSE_TARGET = 95;
/** The player island's module: its component URL in the page's markup. */
const PLAYER_COMPONENT = /\/Player\.[\w-]+\.js$/;
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every built HTML file under `dir`, relative to it. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

/** "videos/night-swim-12/index.html" → "/videos/:slug": the page's route, for a short list. */
function routeOf(file: string): string {
  const parts = file.split(sep).filter((part) => part !== 'index.html');
  if (parts.length <= 1) return `/${parts.join('/')}`;
  return `/${parts[0]}/${parts.slice(1).map((part) => (/^\d+$/.test(part) ? ':page' : ':slug')).join('/')}`;
}

const listParts = (parts: readonly JsPart[]) => parts.map((p) => `    ${kb(p.gzipBytes).padStart(9)}  ${p.name}`).join('\n');

runMain(async () => {
  Object.assign(process.env, { UPSTREAM_PORT: String(PORTS.upstream), PORT: String(PORTS.site), DIST_DIR: '.bench/js-dist' });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: '.data/bench-js-upstream' });
  try {
    console.log(`Building ${TENANT} and the React floor...`);
    await buildTenants({ env, tenants, ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });
    const floor = await buildReactFloor();
    const clientDir = clientDirOf(distDirOf(env), TENANT);
    const videoPath = aVideoPath(clientDir);

    const video = pageJs(readFileSync(join(clientDir, videoPath, 'index.html'), 'utf8'), clientDir);
    const floorJs = pageJs(readFileSync(floor.page, 'utf8'), floor.clientDir);
    const videoBytes = totalGzip(video.upFront);
    const floorBytes = totalGzip(floorJs.upFront);
    const budget = FLOOR_FACTOR * floorBytes + ALLOWANCE_BYTES;

    // Which pages carry the player, and whether any page without it loads any of its code.
    const carriers = new Map<string, number>();
    const otherScripts = new Map<string, number>();
    for (const file of htmlFiles(clientDir)) {
      const html = readFileSync(join(clientDir, file), 'utf8');
      const entries = pageEntries(html);
      const route = routeOf(file);
      if (entries.some((url) => PLAYER_COMPONENT.test(url))) carriers.set(route, (carriers.get(route) ?? 0) + 1);
      else if (pageJs(html, clientDir).upFront.length > 0) otherScripts.set(route, (otherScripts.get(route) ?? 0) + 1);
    }

    console.log(
      [
        '',
        `  ${TENANT}${videoPath}, a visitor's video page with the player (client:visible):`,
        `    ${kb(videoBytes)} gzip up front, ${kb(totalGzip(video.onDemand))} more only on demand`,
        listParts(video.upFront),
        '  on demand (dynamic imports: hls.js for HLS without native support, the Actions client for members):',
        listParts(video.onDemand),
        '',
        `  React floor (one empty React island, client:visible, ${relative(process.cwd(), floor.dir)}): ${kb(floorBytes)} gzip`,
        listParts(floorJs.upFront),
        '',
        `  video page / floor: ${(videoBytes / floorBytes).toFixed(2)}; player's own share ${kb(videoBytes - floorBytes)}`,
        `  budget ${FLOOR_FACTOR} × floor + ${kb(ALLOWANCE_BYTES)} = ${kb(budget)}: ${videoBytes <= budget ? 'met' : 'NOT met'}`,
        '',
        `  pages carrying the player: ${[...carriers].map(([route, n]) => `${route} (${n})`).join(', ') || 'none'}`,
        `  other pages with any script: ${[...otherScripts].map(([route, n]) => `${route} (${n})`).join(', ') || 'none'}`,
      ].join('\n'),
    );

    const site = await startChild([script('../serve.ts')], {}, PORTS.site);
    try {
      await untilReady(PORTS.site);
      const url = `http://${TENANT}.localhost:${PORTS.site}${videoPath}`;
      console.log(`\n  Lighthouse (mobile, performance) on ${url}...`);
      const report = await runLighthouse(url, env.CHROMIUM_PATH);
      console.log(
        report.ok
          ? `  performance ${report.score} (target ≥ ${LIGHTHOUSE_TARGET}), CLS ${report.cls} (target 0), LCP ${(report.lcpMs / 1000).toFixed(1)} s, TBT ${report.tbtMs} ms`
          : `  Lighthouse did not run: ${report.reason}`,
      );
      const listed = (routes: ReadonlyMap<string, number>) => [...routes.keys()].map((route) => `\`${route}\``).join(', ') || 'none';
      recordBenchResults({
        bench: 'js',
        command: 'npm run bench:js',
        how: `one run: \`${TENANT}\` built from its own embedded upstream, gzip level 9 of the visitor's video page's JavaScript against a React floor built in the same run; Lighthouse, mobile, performance only, in Debian's Chromium`,
        targets: [
          {
            target: `the visitor's video page's JavaScript at most ${FLOOR_FACTOR} × the React floor + ${kb(ALLOWANCE_BYTES)} (gzip)`,
            latest: `${kb(videoBytes)} of ${kb(budget)} (${(videoBytes / floorBytes).toFixed(2)} × the floor's ${kb(floorBytes)})`,
            met: metOrNot(videoBytes <= budget),
          },
          {
            target: `Lighthouse mobile performance at least ${LIGHTHOUSE_TARGET} on the video page`,
            ...(report.ok ? { latest: String(report.score), met: metOrNot(report.score >= LIGHTHOUSE_TARGET) } : { latest: `not measured: ${report.reason}`, met: 'not measured' }),
          },
          {
            target: 'cumulative layout shift 0 on the video page',
            ...(report.ok
              ? { latest: `${report.cls} (LCP ${(report.lcpMs / 1000).toFixed(1)} s, TBT ${report.tbtMs} ms)`, met: metOrNot(report.cls === 0) }
              : { latest: 'not measured', met: 'not measured' }),
          },
        ],
        table: {
          columns: ['JavaScript', 'gzip'],
          rows: [
            ['video page with the player, up front', kb(videoBytes)],
            ...video.onDemand.map((part) => [`on demand: ${part.name}`, kb(part.gzipBytes)]),
            ['React floor: one empty React island', kb(floorBytes)],
            [`budget: ${FLOOR_FACTOR} × floor + ${kb(ALLOWANCE_BYTES)}`, kb(budget)],
          ],
        },
        notes: [`Pages carrying the player: ${listed(carriers)}; other pages with any script: ${listed(otherScripts)}.`],
      });
    } finally {
      await stopChild(site);
    }
  } finally {
    await upstream.stop();
  }
});
