// npm run bench:ssr: signed-in members' pages at 50 concurrent connections, measured in one run on
// the same machine as their baseline, the floor of this design (floor-server.ts: the session lookup,
// the page's one gateway call, the prerendered file cut at its marks, each hole a template literal,
// the same compression), beside the bare Astro page and the visitor's file of the same pages. A
// realistic population (population.ts): 60 video pages, the listing, a performer's page and
// /account, members of several kinds with favourites and ratings of their own, a share of whom change
// something between rounds; every request drawn at random, compressed as browsers ask. The site and
// the floor reach the upstream through the same proxy (gateway-proxy.ts). Prints the hole cache's
// hit rate per hole kind, the pages with every hole rendered, each of the tenant's video pages' first
// view after a start and its warm-up (by thread, the young process's apart from a warm one's; the
// pages the warm-up asked for left out), the first bytes while
// the gateway is held, and where the site's busy CPU went, in the warm rounds and in the first views.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRIVATE_CACHE } from '../../src/http/cache-control.ts';
import { ACCOUNT_PATH, videoPagePath, VIDEOS_PATH } from '../../src/routing/paths.ts';
import { clientDirOf } from '../../src/server/static-files.ts';
import { warmedVideoSlugs } from '../../src/server/warm-up.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { DATABASE_FILE } from '../../upstream/db.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';
import { buildTenants, distDirOf } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { buildBareAstroSsr } from './bare-astro-ssr.ts';
import { aPerformerPath, builtSlugs } from './built-pages.ts';
import { listening, startChild, stopChild, untilReady } from './child.ts';
import { astroComponentsByLine, classify, COMPRESSION_ROW, memberPageRules, profileWhile, type CallFrame } from './cpu-profile.ts';
import { FLOOR_BROTLI, FLOOR_GZIP_LEVEL, floorConfigOf } from './floor-pages.ts';
import { freePorts } from '../lib/free-ports.ts';
import { startGatewayProxy } from './gateway-proxy.ts';
import { resultTable, runRounds, threadCpuUsOf, type LoadResult, type LoadTarget } from './load.ts';
import type { RotatedRequest } from './load-run.ts';
import { changeSome, DEMO_MEMBERS, furnish, joinedMembers, seeded, signIn, type BenchVideo } from './population.ts';
import { recordResponse } from './recorded.ts';
import { loadTable, metOrNot, recordBenchResults } from './results.ts';

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
const SITE = 'AURORA';
/** Members who joined through the signup, beside the demo accounts: at least 20 members in all. */
const JOINED_MEMBERS = 12;
const MIN_MEMBERS = 20;
/** Favourites and ratings each member is given before the run. */
const EACH_MEMBER_HAS = 3;
/** The share of members who change a favourite and a rating between two rounds. */
const CHANGING_SHARE = 0.2;
/**
 * Videos per site: the rotation's pages, and enough more that the first views after a start last
 * seconds of CPU (a real tenant has thousands of videos; 30 first views were a third of a second,
 * mostly the young process's own warming).
 */
const CATALOGUE_SIZE = 300;
/** The video pages the measured rounds rotate over (at least 50). */
const ROTATION_PAGES = 60;
/** The first views after a start are measured in passes of this many pages, in order: the young process's cost shows in the first. */
const FIRST_VIEW_PASS = 60;
const CONNECTIONS = 50;
const ROUNDS = 2;
/** A member page's code is optimised after about three seconds of load; the bare pages' in one. */
const WARMUP_SECONDS = 3;
/** Targets, as multiples of the floor's in the same run. */
const TARGETS = { videoCpu: 1.5, videoP99: 2, accountCpu: 2, coldCpu: 4, heldFirstBytesMs: 300 } as const;
/** How many first views are asked at once after a start, as visitors arriving together. */
const FIRST_VIEWS_AT_ONCE = 10;
/** How long the gateway is held while the first bytes are timed. */
const HOLD_MS = 1000;
/** What a browser sends: the member's pages are compressed as they are sent. */
const ACCEPT_ENCODING = 'br, gzip';
const BARE_ASTRO = 'bare Astro page';
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The tenant's videos that have a page, as the members' changes name them. */
function benchVideos(dataDir: string, pageSlugs: readonly string[]): BenchVideo[] {
  const db = openDatabase(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    const slugs = new Set(pageSlugs);
    const rows = db.prepare('SELECT video_id AS videoId, slug FROM videos WHERE site = ?').all(SITE) as unknown as BenchVideo[];
    return rows.filter((video) => slugs.has(video.slug));
  } finally {
    db.close();
  }
}

/** The hole cache's lookups so far, from the site's /metrics: `<hole> <hit|miss>` → count. */
function holeLookups(port: number): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/metrics' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const counts = new Map<string, number>();
        for (const line of text.split('\n')) {
          if (!line.startsWith('paysite_hole_cache_lookups_total{')) continue;
          const hole = /hole="(\w+)"/.exec(line)?.[1];
          const result = /result="(\w+)"/.exec(line)?.[1];
          if (hole && result) counts.set(`${hole} ${result}`, Number(line.slice(line.lastIndexOf(' ') + 1)));
        }
        resolve(counts);
      });
    }).on('error', reject);
  });
}

/** Milliseconds until the first bytes of the answer's body arrive. */
function firstBytesMs(port: number, path: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.once('data', () => resolve(performance.now() - start));
      res.resume();
    }).on('error', reject);
  });
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await listening(port))) {
    if (Date.now() > deadline) throw new Error(`Nothing listens on ${port} after 30 s`);
    await sleep(100);
  }
}

/**
 * The site's CPU per request over each page's first view after a start: every request asked once,
 * `atOnce` at a time, on a server that has kept nothing of these pages yet.
 */
async function firstViews(port: number, pid: number | undefined, views: readonly RotatedRequest[], atOnce: number): Promise<FirstViewCpu> {
  const before = threadCpuUsOf(pid);
  let next = 0;
  const asker = async () => {
    for (let view = views[next++]; view; view = views[next++]) {
      const answer = await recordResponse(port, view.path, view.headers);
      if (answer.status !== 200) throw new Error(`${view.path}: a first view answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, asker));
  const after = threadCpuUsOf(pid);
  const others = new Map([...after.others].map(([name, us]) => [name, (us - (before.others.get(name) ?? 0)) / views.length]));
  return { views: views.length, main: (after.main - before.main) / views.length, others };
}

/** A pass of first views: the site's CPU a view on its main thread (the JavaScript) and on each kind of thread beside it. */
interface FirstViewCpu {
  views: number;
  main: number;
  others: Map<string, number>;
}

const allThreads = (cpu: FirstViewCpu) => cpu.main + [...cpu.others.values()].reduce((sum, us) => sum + us, 0);

/** The passes together, weighted by their views. */
function together(passes: readonly FirstViewCpu[]): FirstViewCpu {
  const views = passes.reduce((sum, pass) => sum + pass.views, 0);
  const others = new Map<string, number>();
  for (const pass of passes) for (const [name, us] of pass.others) others.set(name, (others.get(name) ?? 0) + (us * pass.views) / views);
  return { views, main: passes.reduce((sum, pass) => sum + pass.main * pass.views, 0) / views, others };
}

const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The CPU of `compress` on one page, in µs: the median of a few timings of many calls. */
function compressionCpuUs(compress: () => unknown): number {
  const timings: number[] = [];
  for (let timing = 0; timing < 5; timing++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 50; i++) compress();
    const { user, system } = process.cpuUsage(start);
    timings.push((user + system) / 50);
  }
  return timings.sort((a, b) => a - b)[2] ?? NaN;
}

/**
 * A member's video pages as the site and the floor send them to a browser that takes both brotli and
 * gzip (the site: one gzip stream joined from parts compressed beforehand; the floor: brotli quality
 * 2 of the whole page), beside the page as it is; and what compressing the whole page costs here.
 */
async function onTheWire(views: readonly RotatedRequest[], sitePort: number, floorPort: number) {
  const sum = { plain: 0, site: 0, floor: 0, gzip: 0, brotliUs: 0, gzipUs: 0 };
  for (const { path, headers } of views) {
    const plain = Buffer.from((await recordResponse(sitePort, path, { ...headers, 'accept-encoding': 'identity' })).body, 'base64');
    // The second view: a view written again is sent as kept at zlib's best.
    await recordResponse(sitePort, path, headers);
    const site = await recordResponse(sitePort, path, headers);
    const floor = await recordResponse(floorPort, path, headers);
    if (site.headers['content-encoding'] !== 'gzip' || floor.headers['content-encoding'] !== 'br') throw new Error(`${path}: the site sent ${String(site.headers['content-encoding'])}, the floor ${String(floor.headers['content-encoding'])}`);
    sum.plain += plain.length;
    sum.site += Buffer.from(site.body, 'base64').length;
    sum.floor += Buffer.from(floor.body, 'base64').length;
    sum.gzip += gzipSync(plain, { level: FLOOR_GZIP_LEVEL }).length;
    const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: FLOOR_BROTLI.quality, [constants.BROTLI_PARAM_LGWIN]: FLOOR_BROTLI.windowBits, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
    sum.brotliUs += compressionCpuUs(() => brotliCompressSync(plain, { params: brotliParams }));
    sum.gzipUs += compressionCpuUs(() => gzipSync(plain, { level: FLOOR_GZIP_LEVEL }));
  }
  const n = views.length;
  return { plain: sum.plain / n, site: sum.site / n, floor: sum.floor / n, gzip: sum.gzip / n, brotliUs: sum.brotliUs / n, gzipUs: sum.gzipUs / n, pages: n };
}

runMain(async () => {
  const PORTS = await freePorts('upstream', 'site', 'bareAstro', 'inspector', 'floor', 'redis', 'metrics', 'cold', 'started', 'profiled', 'profiledInspector');
  const dataDir = '.data/bench-ssr-upstream';
  Object.assign(process.env, { UPSTREAM_PORT: String(PORTS.upstream), PORT: String(PORTS.site), DIST_DIR: '.bench/ssr-dist', CATALOGUE_SIZE: String(CATALOGUE_SIZE) });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: dataDir });
  const proxy = await startGatewayProxy(upstream.url);
  const children: ChildProcess[] = [];
  try {
    console.log(`Building ${TENANT} and the bare Astro page...`);
    await buildTenants({ env, tenants, ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => undefined });
    const bareEntry = await buildBareAstroSsr();
    if (await listening(PORTS.redis)) throw new Error(`Port ${PORTS.redis} is already in use: stop what listens there and run the bench again.`);
    const redis = spawn('redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    children.push(redis);
    await waitForPort(PORTS.redis);
    const redisUrl = `redis://127.0.0.1:${PORTS.redis}`;
    // Sessions in Redis, where the floor finds them too; the gateway through the proxy, as the floor's.
    const siteEnv = { LOG_LEVEL: 'error', UPSTREAM_URL: proxy.url, OIDC_ISSUER: `${upstream.url}/oidc`, REDIS_URL: redisUrl, RATE_LIMITS: '0' };
    const site = await startChild([`--inspect=127.0.0.1:${PORTS.inspector}`, script('../serve.ts')], { ...siteEnv, METRICS_PORT: String(PORTS.metrics) }, PORTS.site);
    children.push(site);
    await untilReady(PORTS.site);
    const host = `${TENANT}.localhost:${PORTS.site}`;
    const clientDir = clientDirOf(distDirOf(env), TENANT);

    const allVideoSlugs = builtSlugs(clientDir, VIDEOS_PATH);
    if (allVideoSlugs.length < 2 * ROTATION_PAGES) throw new Error(`${TENANT} has ${allVideoSlugs.length} video pages; the bench needs at least ${2 * ROTATION_PAGES}`);
    const videoSlugs = allVideoSlugs.slice(0, ROTATION_PAGES);
    const videos = videoSlugs.map(videoPagePath);
    const performer = aPerformerPath(clientDir);
    const random = seeded(1);
    console.log('Signing the members in, and giving each favourites and ratings of their own...');
    const accounts = [...DEMO_MEMBERS, ...(await joinedMembers(proxy.url, SITE, JOINED_MEMBERS))];
    const changeable = benchVideos(dataDir, videoSlugs);
    const members = await furnish(await signIn(PORTS.site, host, accounts), changeable, EACH_MEMBER_HAS, random);
    if (members.length < MIN_MEMBERS) throw new Error(`Only ${members.length} members have favourites and ratings; the bench needs ${MIN_MEMBERS}`);
    const headersOf = members.map(({ browser }) => ({ host, cookie: browser.cookieHeader(), 'accept-encoding': ACCEPT_ENCODING }));
    const rotationOf = (paths: readonly string[]): RotatedRequest[] => paths.flatMap((path) => headersOf.map((headers) => ({ path, headers })));
    const pages = { video: rotationOf(videos), listing: rotationOf([VIDEOS_PATH, performer]), account: rotationOf([ACCOUNT_PATH]) };
    for (const { path, headers } of [pages.video[0], pages.listing[0], pages.account[0]].filter((r) => r !== undefined)) {
      const answer = await recordResponse(PORTS.site, path, headers);
      if (answer.status !== 200 || answer.headers['cache-control'] !== PRIVATE_CACHE) throw new Error(`${path} was not rendered for the member (${answer.status}, ${String(answer.headers['cache-control'])})`);
      if (path !== ACCOUNT_PATH && !answer.headers['content-encoding']) throw new Error(`${path} was not compressed for the member`);
    }

    console.log('Recording what the floor sends for each page...');
    // A session of its own, whose profile the site has not kept yet: its first view asks for it.
    const [recorder] = await signIn(PORTS.site, host, [members[0] ?? { kind: 'member', email: 'member@demo.test' }]);
    const floorConfig = await floorConfigOf({ browser: (recorder as (typeof members)[number]).browser, proxy, clientDir, site: SITE, paths: [...videos, VIDEOS_PATH, performer, ACCOUNT_PATH] });
    proxy.record(false);
    const floorConfigFile = '.bench/floor-config.json';
    writeFileSync(floorConfigFile, JSON.stringify(floorConfig));
    const floor = await startChild([script('./floor-server.ts')], { FLOOR_CONFIG: floorConfigFile, REDIS_URL: redisUrl, GATEWAY_URL: proxy.url, PORT: String(PORTS.floor) }, PORTS.floor);
    children.push(floor);
    const floorCheck = await recordResponse(PORTS.floor, pages.video[0]?.path ?? '', pages.video[0]?.headers ?? {});
    if (floorCheck.status !== 200) throw new Error(`The floor answered ${floorCheck.status} to a member's video page`);
    // Every hole rendered for every view: what a page's first view after a start costs.
    const cold = await startChild([script('../serve.ts')], { ...siteEnv, PORT: String(PORTS.cold), HOLE_CACHE_MB: '0' }, PORTS.cold);
    children.push(cold);
    await untilReady(PORTS.cold);
    const bareAstro = await startChild([bareEntry], { PORT: String(PORTS.bareAstro), HOST: '127.0.0.1' }, PORTS.bareAstro);
    children.push(bareAstro);

    const visitor = { host, 'accept-encoding': ACCEPT_ENCODING };
    const names = {
      video: `member: ${videos.length} video pages × ${members.length} members`,
      videoFloor: 'floor: the same video pages',
      videoCold: 'member: the same video pages, every hole rendered (cold)',
      listing: `member: the listing and a performer's page × ${members.length} members`,
      listingFloor: "floor: the listing and the performer's page",
      account: `member: /account × ${members.length} members`,
      accountFloor: 'floor: /account',
      visitor: `visitor: the same ${videos.length} video pages (their files)`,
    };
    const onSite = { port: PORTS.site, path: '/', headers: visitor, pid: site.pid, upstreamPid: upstream.pid };
    const onFloor = { port: PORTS.floor, path: '/', headers: visitor, pid: floor.pid, upstreamPid: upstream.pid };
    const targets: LoadTarget[] = [
      { ...onSite, name: names.video, rotation: pages.video },
      { ...onFloor, name: names.videoFloor, rotation: pages.video },
      { port: PORTS.cold, path: '/', headers: visitor, pid: cold.pid, upstreamPid: upstream.pid, name: names.videoCold, rotation: pages.video },
      { ...onSite, name: names.listing, rotation: pages.listing },
      { ...onFloor, name: names.listingFloor, rotation: pages.listing },
      { ...onSite, name: names.account, rotation: pages.account },
      { ...onFloor, name: names.accountFloor, rotation: pages.account },
      { ...onSite, name: names.visitor, rotation: videos.map((path) => ({ path, headers: visitor })) },
      { name: BARE_ASTRO, port: PORTS.bareAstro, path: '/', headers: { host: 'localhost' }, pid: bareAstro.pid },
    ];
    const lookups = new Map<string, Map<string, number>>();
    let before = new Map<string, number>();
    console.log(`Driving ${targets.length} targets, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s each...`);
    const results = await runRounds(targets, {
      connections: CONNECTIONS,
      seconds: env.BENCH_SECONDS,
      rounds: ROUNDS,
      warmupSeconds: WARMUP_SECONDS,
      async betweenRounds(round) {
        const changes = await changeSome(members, changeable, CHANGING_SHARE, random);
        console.log(`  before round ${round + 1}: ${changes} changes of favourites and ratings`);
      },
      async aroundMeasured(target, moment) {
        if (target.port !== PORTS.site || !target.name.startsWith('member')) return;
        if (moment === 'before') return void (before = await holeLookups(PORTS.metrics));
        const into = lookups.get(target.name) ?? new Map<string, number>();
        for (const [key, count] of await holeLookups(PORTS.metrics)) into.set(key, (into.get(key) ?? 0) + count - (before.get(key) ?? 0));
        lookups.set(target.name, into);
      },
    });
    const resultOf = (name: string) => results.get(name) as LoadResult;
    const astro = resultOf(BARE_ASTRO);
    const vsFloor = (name: string, floorName: string) => {
      const [page, base] = [resultOf(name), resultOf(floorName)];
      return { cpu: page.cpuUsPerRequest / base.cpuUsPerRequest, p99: page.p99Ms / base.p99Ms, perSecond: page.perSecond / base.perSecond, astro: page.cpuUsPerRequest / astro.cpuUsPerRequest };
    };
    const ratios = [
      [names.video, vsFloor(names.video, names.videoFloor)],
      [names.videoCold, vsFloor(names.videoCold, names.videoFloor)],
      [names.listing, vsFloor(names.listing, names.listingFloor)],
      [names.account, vsFloor(names.account, names.accountFloor)],
    ] as const;
    const ratioTable = { caption: "Each member page as a multiple of its floor's figures in the same run", columns: ['page', 'site CPU/req', 'p99', 'req/s', 'site CPU/req vs bare Astro'], rows: ratios.map(([name, r]) => [name, times(r.cpu), times(r.p99), times(r.perSecond), times(r.astro)]) };
    const hitTable = {
      caption: 'The hole cache: views kept (hit) and rendered, by hole kind, during the measured runs',
      columns: ['page', 'hole', 'kept', 'rendered', 'hit rate'],
      rows: [...lookups].flatMap(([name, counts]) => {
        const kinds = [...new Set([...counts.keys()].map((key) => key.split(' ')[0] ?? ''))].sort();
        // A kind the page has not is left out.
        return kinds.flatMap((kind) => {
          const [hit, miss] = [counts.get(`${kind} hit`) ?? 0, counts.get(`${kind} miss`) ?? 0];
          return hit + miss === 0 ? [] : [[name, kind, String(hit), String(miss), `${((hit / (hit + miss)) * 100).toFixed(1)}%`]];
        });
      }),
    };
    console.log(['', `  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target`, ...resultTable(results)].join('\n'));
    for (const extra of [ratioTable, hitTable]) console.log(['', `  ${extra.caption}:`, ...extra.rows.map((row) => `  ${row.join('  ')}`)].join('\n'));

    // The first bytes while the gateway is held: the head and the header leave before it answers.
    proxy.hold(HOLD_MS);
    const first: number[] = [];
    for (const { path, headers } of pages.video.slice(0, 5)) first.push(await firstBytesMs(PORTS.site, path, headers));
    proxy.hold(0);
    const firstBytes = Math.max(...first);
    console.log(`\n  First bytes of a member's video page with the gateway held ${HOLD_MS} ms: at most ${firstBytes.toFixed(0)} ms over ${first.length} views`);

    // Each video page's first view after a start: a fresh server, started as npm start starts it and
    // sent visitors once ready (after its warm-up), its code warmed on the listing and the performer's
    // page by every member (so their own holes are kept, as after a member's first page), then every
    // video page of the tenant the warm-up did not ask for asked once, by a
    // member drawn at random, in passes of FIRST_VIEW_PASS pages in order: the first pass is the young
    // process's, the later ones a first view's own cost once the code is warm (a cold view cache in a
    // warm process). The site's CPU is counted by thread: its JavaScript (the main thread) apart from
    // V8's compiler and garbage collector threads and libuv's pool.
    const started = await startChild([script('../serve.ts')], { ...siteEnv, PORT: String(PORTS.started) }, PORTS.started);
    children.push(started);
    // Sent visitors once ready, as a load balancer does: after its own warm-up (src/server/warm-up.ts).
    const listened = performance.now();
    await untilReady(PORTS.started);
    console.log(`  The started server was ready ${Math.round(performance.now() - listened)} ms after it listened (its warm-up).`);
    const warmListing = (port: number, pid: number | undefined) =>
      runRounds([{ name: 'warming a started server', port, path: '/', headers: visitor, pid, rotation: pages.listing }], { connections: CONNECTIONS, seconds: WARMUP_SECONDS, rounds: 1 });
    await warmListing(PORTS.started, started.pid);
    const firstViewOf = (path: string) => ({ path, headers: headersOf[Math.floor(random() * headersOf.length)] ?? {} });
    // A page the warm-up asked for has had its first view: only the others are counted.
    const warmed = new Set(warmedVideoSlugs(allVideoSlugs));
    const allVideos = allVideoSlugs.filter((slug) => !warmed.has(slug)).map(videoPagePath);
    const passes: FirstViewCpu[] = [];
    for (let from = 0; from < allVideos.length; from += FIRST_VIEW_PASS) {
      passes.push(await firstViews(PORTS.started, started.pid, allVideos.slice(from, from + FIRST_VIEW_PASS).map(firstViewOf), FIRST_VIEWS_AT_ONCE));
    }
    const firstView = together(passes);
    const [youngPass] = passes;
    const warmPasses = together(passes.slice(1));
    const firstViewCpu = allThreads(firstView);
    const floorCpu = resultOf(names.videoFloor).cpuUsPerRequest;
    const firstViewRatio = firstViewCpu / floorCpu;
    const threadNames = [...new Set(passes.flatMap((pass) => [...pass.others.keys()]))].sort();
    const firstViewTable = {
      caption: `Each video page's first view after a start and its warm-up (${firstView.views} pages the warm-up did not ask for, ${FIRST_VIEWS_AT_ONCE} at once, in passes of ${FIRST_VIEW_PASS}): the site's CPU a view by thread, and as a multiple of the floor's CPU per request`,
      columns: ['views', 'all threads', 'vs floor', 'main thread (JavaScript)', ...threadNames],
      rows: [
        ['every video page (the target)', firstView],
        [`the first ${FIRST_VIEW_PASS} (the young process)`, youngPass ?? firstView],
        [`the other ${warmPasses.views} (a warm process, its view cache cold)`, warmPasses],
      ].map(([name, cpu]) => {
        const pass = cpu as FirstViewCpu;
        return [name as string, `${Math.round(allThreads(pass))} µs`, times(allThreads(pass) / floorCpu), `${Math.round(pass.main)} µs`, ...threadNames.map((thread) => `${Math.round(pass.others.get(thread) ?? 0)} µs`)];
      }),
    };
    console.log(['', `  ${firstViewTable.caption}:`, ...[firstViewTable.columns, ...firstViewTable.rows].map((row) => `  ${row.join('  ')}`)].join('\n'));

    // Where a first view's CPU goes: a second started server, its inspector open, profiled over the
    // same passes (apart, so that the measured server is exactly as npm start starts it).
    const profiledStart = await startChild([`--inspect=127.0.0.1:${PORTS.profiledInspector}`, script('../serve.ts')], { ...siteEnv, PORT: String(PORTS.profiled) }, PORTS.profiled);
    children.push(profiledStart);
    await untilReady(PORTS.profiled);
    await warmListing(PORTS.profiled, profiledStart.pid);
    const coldProfile = await profileWhile(PORTS.profiledInspector, PROFILE_INTERVAL_US, async () => {
      await firstViews(PORTS.profiled, profiledStart.pid, allVideos.map(firstViewOf), FIRST_VIEWS_AT_ONCE);
    });

    // One page each of the first video pages, for the first member.
    const wire = await onTheWire(videos.slice(0, 10).map((path) => ({ path, headers: headersOf[0] ?? {} })), PORTS.site, PORTS.floor);

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
    const share = (us: number) => `${((us / busyUs) * 100).toFixed(1)}%`;
    const profileTable = {
      caption: `Where the site's busy CPU went during ${profiled.name} (${(busyUs / 1e6).toFixed(1)} s sampled)`,
      columns: ['where', 'share of the busy CPU'],
      rows: [...rows.map((r) => [r.row, `${(r.share * 100).toFixed(1)}%`]), ...[...byHoleKind].sort((a, b) => b[1] - a[1]).map(([kind, us]) => [`of which the ${kind} hole's components`, share(us)])],
    };
    const firstViewRows = classify(coldProfile, memberPageRules(holeKindOf), holeKindOf);
    const perView = (us: number) => `${Math.round(us / allVideos.length)} µs`;
    const coldProfileTable = {
      caption: `Where the site's busy CPU went during each video page's first view after a start (a second started server, profiled over the same ${allVideos.length} first views; ${(firstViewRows.busyUs / 1e6).toFixed(1)} s sampled, the main thread only)`,
      columns: ['where', 'share of the busy CPU', 'sampled a first view (profiled, so slower than unprofiled: compare shares)'],
      rows: [
        ...firstViewRows.rows.map((r) => [r.row, `${(r.share * 100).toFixed(1)}%`, perView(r.us)]),
        ...[...firstViewRows.underHoleKind].sort((a, b) => b[1] - a[1]).map(([kind, us]) => [`the ${kind} hole's whole render (its components, React, zod, all under it)`, `${((us / firstViewRows.busyUs) * 100).toFixed(1)}%`, perView(us)]),
      ],
    };
    for (const table of [profileTable, coldProfileTable]) console.log(['', `  ${table.caption}:`, ...table.rows.map(([where, ...parts]) => `  ${(where ?? '').padEnd(72)} ${parts.map((part) => part.padStart(8)).join(' ')}`)].join('\n'));

    const compressionShare = rows.find((r) => r.row === COMPRESSION_ROW)?.share ?? 0;
    const wireTable = {
      caption: `A member's video page as sent to a browser that takes brotli and gzip (the mean of ${wire.pages} pages), and the CPU its compression takes a page`,
      columns: ['the page', 'bytes', 'compression CPU a page'],
      rows: [
        ['as it is', kilobytes(wire.plain), ''],
        ["the site's: one gzip stream, the file's texts and the kept views compressed beforehand", kilobytes(wire.site), `${Math.round(compressionShare * resultOf(names.video).cpuUsPerRequest)} µs (the profile's zlib share of its CPU per request)`],
        ["the floor's: brotli quality 2 of the whole page (the site's before)", kilobytes(wire.floor), `${Math.round(wire.brotliUs)} µs (timed in one call here)`],
        [`gzip level ${FLOOR_GZIP_LEVEL} of the whole page`, kilobytes(wire.gzip), `${Math.round(wire.gzipUs)} µs (timed in one call here)`],
      ],
    };
    console.log(['', `  ${wireTable.caption}:`, ...wireTable.rows.map((row) => `  ${row.join('  ')}`)].join('\n'));

    const [video, coldVideo, , account] = ratios.map(([, r]) => r);
    recordBenchResults({
      bench: 'ssr',
      command: 'npm run bench:ssr',
      how: `one run, ${ROUNDS} rounds of ${env.BENCH_SECONDS} s per target at ${CONNECTIONS} keep-alive connections, every request drawn at random from the pages × ${members.length} signed-in members (${DEMO_MEMBERS.length} demo accounts of several kinds and members who joined, each with ${EACH_MEMBER_HAS} favourites and ratings; ${CHANGING_SHARE * 100}% of them change one of each between rounds), \`${ACCEPT_ENCODING}\`; the floor is scripts/bench/floor-server.ts, through the same gateway proxy`,
      targets: [
        { target: `the member's video page: site CPU per request at most ${TARGETS.videoCpu}× the floor's`, latest: `${times(video?.cpu ?? NaN)} (${Math.round(resultOf(names.video).cpuUsPerRequest)} µs; floor ${Math.round(resultOf(names.videoFloor).cpuUsPerRequest)} µs)`, met: metOrNot((video?.cpu ?? Infinity) <= TARGETS.videoCpu) },
        { target: `the member's video page: p99 at most ${TARGETS.videoP99}× the floor's`, latest: `${times(video?.p99 ?? NaN)} (${resultOf(names.video).p99Ms.toFixed(0)} ms; floor ${resultOf(names.videoFloor).p99Ms.toFixed(0)} ms)`, met: metOrNot((video?.p99 ?? Infinity) <= TARGETS.videoP99) },
        { target: `the member's /account: site CPU per request at most ${TARGETS.accountCpu}× the floor's`, latest: `${times(account?.cpu ?? NaN)} (${Math.round(resultOf(names.account).cpuUsPerRequest)} µs; floor ${Math.round(resultOf(names.accountFloor).cpuUsPerRequest)} µs)`, met: metOrNot((account?.cpu ?? Infinity) <= TARGETS.accountCpu) },
        { target: `cold caches (each video page's first view after a start): site CPU per request at most ${TARGETS.coldCpu}× the floor's`, latest: `${times(firstViewRatio)} (${Math.round(firstViewCpu)} µs over ${firstView.views} pages); the young process's first ${youngPass?.views ?? 0} ${times(allThreads(youngPass ?? firstView) / floorCpu)}, a warm process's ${times(allThreads(warmPasses) / floorCpu)}; every hole rendered on every view (warm) ${times(coldVideo?.cpu ?? NaN)}`, met: metOrNot(firstViewRatio <= TARGETS.coldCpu) },
        { target: `first bytes of a member's page with the gateway held, under ${TARGETS.heldFirstBytesMs} ms`, latest: `${firstBytes.toFixed(0)} ms (held ${HOLD_MS} ms)`, met: metOrNot(firstBytes < TARGETS.heldFirstBytesMs) },
      ],
      table: loadTable(results),
      tables: [ratioTable, hitTable, firstViewTable, profileTable, coldProfileTable, wireTable],
    });
  } finally {
    // The servers first, Redis last: a site server that loses its session store says so.
    for (const child of children.reverse()) await stopChild(child);
    await proxy.close();
    await upstream.stop();
  }
});
