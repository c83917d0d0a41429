// npm run bench:ssr: signed-in members' pages at 50 concurrent connections, in one run on the same
// machine as its baselines: the visitor's prerendered file of the same pages (through the same site
// server) and a bare Astro page rendered per request. A member's tour page is the prerendered page
// with their holes filled (src/server/member-shell.ts): the bench rotates over every video page of
// the tenant and several members, each request drawn at random, so that no cache of whole pages or
// holes could stand in for filling them, and asks for the page compressed as browsers do.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PRIVATE_CACHE } from '../../src/http/cache-control.ts';
import { clientDirOf } from '../../src/server/static-files.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { TenantBrowser } from '../lib/browser.ts';
import { buildTenants, distDirOf } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { buildBareAstroSsr } from './bare-astro-ssr.ts';
import { startChild, stopChild } from './child.ts';
import { astroComponentsByLine, classify, memberPageRules, profileWhile, type CallFrame } from './cpu-profile.ts';
import { resultTable, runRounds, type LoadResult, type LoadTarget } from './load.ts';
import type { RotatedRequest } from './load-run.ts';
import { recordResponse } from './recorded.ts';
import { loadTable, metOrNot, recordBenchResults } from './results.ts';

const PORTS = { upstream: 4592, site: 4593, bareAstro: 4595, inspector: 4594 } as const;
/** The profile's sampling interval: fine enough for a few thousand samples a second of load. */
const PROFILE_INTERVAL_US = 250;
/** The components whose time the profile counts as a hole kind's render: each hole's own, and those only it renders. */
const HOLE_COMPONENTS: Record<string, string> = {
  ShellHead: 'head',
  ErrorReportMeta: 'head',
  BodyOpen: 'body',
  SiteHeader: 'header',
  ShellNotices: 'notices',
  UpgradeBar: 'notices',
  QueryModals: 'notices',
  ArrivalModals: 'notices',
  PurchaseWelcome: 'notices',
  ShellTail: 'tail',
  GemsIntro: 'tail',
  Tracking: 'tail',
  CrashTestMount: 'tail',
  FavoriteButton: 'favorite',
  PlayerSection: 'player',
  PlayerPoster: 'player',
  FullVideoNotice: 'fullVideoNotice',
  DeniedVideoAction: 'fullVideoNotice',
  VideoDownloads: 'downloads',
  MemberRating: 'memberRating',
  VideoComments: 'comments',
  VideoRecommendations: 'videoRecommendations',
  RecommendationShelf: 'videoRecommendations',
  DetailView: 'detailView',
  PageShelves: 'pageShelves',
  JoinPrompt: 'joinPrompt',
  ReelOffer: 'reelOffer',
};
const TENANT = 'aurora';
/** Signed-in members of the tenant, of several kinds; every request is one of theirs. */
const MEMBERS = ['member', 'multisite', 'channels', 'moderator', 'commenteditor', 'admin'].map((kind) => `${kind}@demo.test`);
/** Videos per site: enough video pages that the rotation covers at least 50. */
const CATALOGUE_SIZE = 60;
const MIN_VIDEO_PAGES = 50;
const CONNECTIONS = 50;
const ROUNDS = 2;
/** A member page's code is optimised after about three seconds of load; the bare pages' in one. */
const WARMUP_SECONDS = 3;
/** Targets: each member page at most this many times the bare Astro page's site CPU per request, and a p99 under this. */
const CPU_TARGET = 5;
const P99_TARGET_MS = 100;
/** What a browser sends: the member's pages are compressed as they are sent. */
const ACCEPT_ENCODING = 'br, gzip';
const BARE_ASTRO = 'bare Astro page';
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Every video page of the tenant's build. */
function videoPaths(clientDir: string): string[] {
  return readdirSync(join(clientDir, 'videos'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'page')
    .map((entry) => `/videos/${entry.name}`);
}

runMain(async () => {
  Object.assign(process.env, { UPSTREAM_PORT: String(PORTS.upstream), PORT: String(PORTS.site), DIST_DIR: '.bench/ssr-dist', CATALOGUE_SIZE: String(CATALOGUE_SIZE) });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: '.data/bench-ssr-upstream' });
  const children = [];
  try {
    console.log(`Building ${TENANT} and the bare Astro page...`);
    await buildTenants({ env, tenants, ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });
    const bareEntry = await buildBareAstroSsr();
    const site = await startChild([`--inspect=127.0.0.1:${PORTS.inspector}`, script('../serve.ts')], { LOG_LEVEL: 'error' }, PORTS.site);
    children.push(site);
    const host = `${TENANT}.localhost:${PORTS.site}`;

    const videos = videoPaths(clientDirOf(distDirOf(env), TENANT));
    if (videos.length < MIN_VIDEO_PAGES) throw new Error(`${TENANT} has ${videos.length} video pages; the bench rotates over at least ${MIN_VIDEO_PAGES}`);
    const members: RotatedRequest['headers'][] = [];
    for (const email of MEMBERS) {
      const browser = new TenantBrowser(PORTS.site, host);
      await browser.logIn(email, '/account');
      members.push({ host, cookie: browser.cookieHeader(), 'accept-encoding': ACCEPT_ENCODING });
    }
    const rotationOf = (paths: readonly string[]): RotatedRequest[] => paths.flatMap((path) => members.map((headers) => ({ path, headers })));
    const memberVideos = rotationOf(videos);
    const memberAccount = rotationOf(['/account']);
    // Each kind of request must be what it claims: a member's own page, compressed; the visitor's file.
    for (const { path, headers } of [memberVideos[0], memberAccount[0]].filter((r) => r !== undefined)) {
      const answer = await recordResponse(PORTS.site, path, headers);
      if (answer.status !== 200 || answer.headers['cache-control'] !== PRIVATE_CACHE) throw new Error(`${path} was not rendered for the member (${answer.status}, ${String(answer.headers['cache-control'])})`);
      if (path !== '/account' && !answer.headers['content-encoding']) throw new Error(`${path} was not compressed for the member`);
    }
    const bareAstro = await startChild([bareEntry], { PORT: String(PORTS.bareAstro), HOST: '127.0.0.1' }, PORTS.bareAstro);
    children.push(bareAstro);

    const visitor = { host, 'accept-encoding': ACCEPT_ENCODING };
    const targets: LoadTarget[] = [
      { name: `member: ${videos.length} video pages × ${members.length} members`, port: PORTS.site, path: '/', headers: visitor, rotation: memberVideos, pid: site.pid, upstreamPid: upstream.pid },
      { name: `member: /account × ${members.length} members`, port: PORTS.site, path: '/', headers: visitor, rotation: memberAccount, pid: site.pid, upstreamPid: upstream.pid },
      { name: `visitor: the same ${videos.length} video pages (their files)`, port: PORTS.site, path: '/', headers: visitor, rotation: videos.map((path) => ({ path, headers: visitor })), pid: site.pid },
      { name: BARE_ASTRO, port: PORTS.bareAstro, path: '/', headers: { host: 'localhost' }, pid: bareAstro.pid },
    ];
    console.log(`Driving ${targets.length} targets, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s each...`);
    const results = await runRounds(targets, { connections: CONNECTIONS, seconds: env.BENCH_SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS });
    const astro = results.get(BARE_ASTRO) as LoadResult;
    const verdicts = targets.slice(0, 3).map(({ name }) => {
      const result = results.get(name) as LoadResult;
      const cpu = result.cpuUsPerRequest / astro.cpuUsPerRequest;
      const isMember = name.startsWith('member');
      return [
        `  ${name}: site CPU per request ${cpu.toFixed(1)}× the bare Astro page's${isMember ? ` (target ≤ ${CPU_TARGET}×)` : ''},`,
        `${(result.perSecond / astro.perSecond).toFixed(2)}× its req/s; p99 ${result.p99Ms.toFixed(1)} ms${isMember ? ` (target < ${P99_TARGET_MS} ms)` : ''}`,
      ].join(' ');
    });
    console.log(['', `  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target`, ...resultTable(results), '', ...verdicts].join('\n'));
    const profiled = targets[0] as LoadTarget;
    console.log(`Profiling the site server for ${env.BENCH_SECONDS} s of ${profiled.name}...`);
    const profile = await profileWhile(PORTS.inspector, PROFILE_INTERVAL_US, () => runRounds([profiled], { connections: CONNECTIONS, seconds: env.BENCH_SECONDS, rounds: 1 }).then(() => undefined));
    const serverDir = join(distDirOf(env), TENANT, 'server');
    const chunkFiles = [join(serverDir, 'entry.mjs'), ...readdirSync(join(serverDir, 'chunks')).map((name) => join(serverDir, 'chunks', name))];
    const components = astroComponentsByLine(chunkFiles.map((file) => ({ url: pathToFileURL(file).href, text: readFileSync(file, 'utf8') })));
    const holeKindOf = (frame: CallFrame): string | undefined => {
      const name = components.get(`${frame.url.replace(/\?.*$/, '')}:${frame.lineNumber}`);
      return name === undefined ? undefined : HOLE_COMPONENTS[name];
    };
    const { rows, byHoleKind, busyUs } = classify(profile, memberPageRules(holeKindOf), holeKindOf);
    console.log(['', `  Where the site's busy CPU went (${(busyUs / 1e6).toFixed(1)} s sampled):`, ...rows.map((r) => `  ${r.row.padEnd(60)} ${(r.share * 100).toFixed(1).padStart(5)}%`), '', '  Hole kinds (their Astro components):', ...[...byHoleKind].sort((a, b) => b[1] - a[1]).map(([kind, us]) => `  ${kind.padEnd(60)} ${((us / busyUs) * 100).toFixed(1).padStart(5)}%`)].join('\n'));
    const memberPages = targets.filter(({ name }) => name.startsWith('member')).map(({ name }) => ({ name, result: results.get(name) as LoadResult }));
    const cpuOf = (result: LoadResult) => result.cpuUsPerRequest / astro.cpuUsPerRequest;
    recordBenchResults({
      bench: 'ssr',
      command: 'npm run bench:ssr',
      how: `one run, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target at ${CONNECTIONS} keep-alive connections, every request drawn at random from ${videos.length} video pages × ${members.length} signed-in members, \`${ACCEPT_ENCODING}\``,
      targets: [
        {
          target: `a member's page at most ${CPU_TARGET}× the bare Astro page's site CPU per request`,
          latest: memberPages.map(({ name, result }) => `${name}: ${cpuOf(result).toFixed(1)}× (${Math.round(result.cpuUsPerRequest)} µs)`).join('; '),
          met: metOrNot(memberPages.every(({ result }) => cpuOf(result) <= CPU_TARGET)),
        },
        {
          target: `a member's page p99 under ${P99_TARGET_MS} ms at ${CONNECTIONS} connections`,
          latest: memberPages.map(({ name, result }) => `${name}: ${result.p99Ms.toFixed(0)} ms`).join('; '),
          met: metOrNot(memberPages.every(({ result }) => result.p99Ms < P99_TARGET_MS)),
        },
      ],
      table: loadTable(results),
    });
  } finally {
    await Promise.all(children.map(stopChild));
    await upstream.stop();
  }
});
