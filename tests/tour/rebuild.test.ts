import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { astroCacheDirOf, buildTenants, previousDirOf, snapshotDirOf, workDirOf, type TenantBuildResult } from '../../scripts/lib/build-tenants.ts';
import { NOTIFICATION_PARAM } from '../../src/shell/flash/query.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { PRIVATE_CACHE } from '../../src/http/cache-control.ts';
import { CATALOGUE_FILE, SERVER_ENTRY_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';
import { DATABASE_FILE } from '../../upstream/db.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';
import { rollBack } from '../../scripts/lib/rollback.ts';

/** Small enough to build in seconds, large enough for a second listing page. */
const CATALOGUE_SIZE = 14;
const TENANT = 'blaze';

let upstream: Upstream;
let dataDir: string;
let distDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tour-upstream-'));
  // Inside the project, as a served build must be: its server bundle imports the project's packages.
  distDir = mkdtempSync(join(PROJECT_ROOT, '.dist-rebuild-'));
  upstream = await startUpstream({ port: 0, dataDir, size: CATALOGUE_SIZE });
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await upstream?.close();
  const env = readEnv({ DIST_DIR: distDir });
  for (const dir of [dataDir, distDir, snapshotDirOf(env), workDirOf(env), `${workDirOf(env)}.lock`, previousDirOf(env), astroCacheDirOf(env)]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Builds tenants (the test's own unless given) into the test's dist folder, as `npm run build`
 * would; the result is the last tenant's.
 */
async function build({
  ids = [TENANT],
  force = false,
  log = () => {},
  tenants,
}: { ids?: TenantId[]; force?: boolean; log?: (line: string) => void; tenants?: Map<TenantId, TenantConfig> } = {}): Promise<TenantBuildResult | undefined> {
  const env = readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });
  const { results } = await buildTenants({ env, tenants: tenants ?? tenantsFor(env), ids, upstreamUrl: upstream.url, concurrency: 1, force, log });
  // The total the build's progress announces is exactly what Astro writes; a skipped tenant's
  // records are not checked, so it announces none.
  for (const result of results) expect(result.expected).toBe(result.outcome === 'rebuilt' ? result.stats?.pages : undefined);
  return results.at(-1);
}

/** Runs `run` with the process's variables changed as given (undefined unsets one), then restores them. */
async function withVariables<T>(changes: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the only way to unset a variable
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(changes);
  try {
    return await run();
  } finally {
    apply(before);
  }
}

function pageHtml(path: string): string {
  return readFileSync(join(distDir, TENANT, 'client', path, 'index.html'), 'utf8');
}

/** Every file the tenant serves (pages, assets and their compressed variants), by path. */
function servedFiles(): Map<string, Buffer> {
  const client = join(distDir, TENANT, 'client');
  const paths = readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(paths.map((entry) => [join(entry.parentPath, entry.name).slice(client.length), readFileSync(join(entry.parentPath, entry.name))]));
}

it('a video title changed upstream shows on its page and on the listing after rebuilding that tenant, which is skipped once nothing changed', async () => {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  const video = db.prepare('SELECT slug, title FROM videos WHERE site = ? ORDER BY release_date DESC, video_id LIMIT 1').get('BLAZE') as { slug: string; title: string };
  expect((await build())?.outcome).toBe('rebuilt');
  expect(pageHtml(`videos/${video.slug}`)).toContain(`<h1 class="m-0 font-heading text-3xl">${video.title}</h1>`);

  const renamed = 'Renamed For The Rebuild Test';
  db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run(renamed, video.slug);
  db.close();
  expect(await build()).toMatchObject({ outcome: 'rebuilt', reason: expect.stringContaining('catalogue changed') });

  expect(pageHtml(`videos/${video.slug}`)).toContain(`<title>${renamed} | Blaze Studio</title>`);
  expect(pageHtml('videos')).toContain(renamed);
  expect(readFileSync(join(distDir, TENANT, 'client', 'videos', 'page', '2', 'index.html'), 'utf8')).toContain('Page 2 of 2');
  // The site server renders members' views from the snapshot shipped with the output.
  const shipped = JSON.parse(readFileSync(join(distDir, TENANT, 'server', CATALOGUE_FILE), 'utf8')) as { tenant: string; videos: { slug: string; title: string }[] };
  expect(shipped.tenant).toBe(TENANT);
  expect(shipped.videos.find((v) => v.slug === video.slug)?.title).toBe(renamed);

  // Nothing changed since: the tenant is skipped and keeps serving the same output.
  expect(await build()).toMatchObject({ outcome: 'skipped', reason: 'unchanged' });
  expect(pageHtml('videos')).toContain(renamed);
}, 120_000);

it('a rollback serves the previous output again, a second one returns to the newer, and the next build decides against what is served', async () => {
  const env = readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });
  const renamed = 'Renamed For The Rebuild Test';
  expect(pageHtml('videos')).toContain(renamed);
  const [back] = await rollBack(env, [TENANT]);
  expect(back?.tenant).toBe(TENANT);
  expect(pageHtml('videos')).not.toContain(renamed);
  await rollBack(env, [TENANT]);
  expect(pageHtml('videos')).toContain(renamed);
  expect(await build()).toMatchObject({ outcome: 'skipped', reason: 'unchanged' });
}, 60_000);

it('a rebuild after one video changed renders the pages that show it with the served build, keeps the others, and serves exactly what a full build serves', async () => {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  // A video other videos recommend: its title shows on their pages too, through their related videos.
  const video = db
    .prepare('SELECT v.slug, o.slug AS relatedOn FROM related_videos r JOIN videos v ON v.video_id = r.related_id JOIN videos o ON o.video_id = r.video_id WHERE v.site = ? AND v.video_id <> o.video_id LIMIT 1')
    .get('BLAZE') as { slug: string; relatedOn: string };
  const retitled = 'Retitled Where Others Recommend It';
  db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run(retitled, video.slug);
  db.close();

  // Started another way than the last build: a shell sets `_` to each command it runs, CI is set on
  // some machines only, a test runner sets NODE_ENV. None of them reaches the renders, so none costs the reuse.
  const startedElsewhere = { _: '/another/launcher', CI: process.env.CI ? undefined : 'true', NODE_ENV: 'production' };
  const incremental = await withVariables(startedElsewhere, build);
  expect(incremental).toMatchObject({ outcome: 'rebuilt', reason: 'catalogue changed' });
  // A content rebuild: no Astro build, the served build rendered the pages.
  expect(Object.keys(incremental?.phases ?? {})).toEqual(['snapshot', 'render', 'precompress', 'swap']);
  const pages = incremental?.stats?.pages ?? 0;
  // At this catalogue size the listings are a large share of the pages; at bench size most are reused.
  expect(incremental?.reused).toBeGreaterThan(0);
  expect(incremental?.reused).toBeLessThan(pages);
  expect(pageHtml(`videos/${video.slug}`)).toContain(`<title>${retitled} | Blaze Studio</title>`);
  expect(pageHtml(`videos/${video.relatedOn}`)).toContain(retitled);
  const reusedBuild = servedFiles();

  const full = await build({ force: true });
  expect(full).toMatchObject({ outcome: 'rebuilt', reason: '--force', reused: 0 });
  expect(Object.keys(full?.phases ?? {})).toEqual(['snapshot', 'astro', 'precompress', 'swap']);
  const fullBuild = servedFiles();
  expect(differingFiles(reusedBuild, fullBuild)).toEqual([]);
}, 120_000);

/** The paths of files that one output has and the other lacks, or has with other bytes. */
function differingFiles(one: Map<string, Buffer>, other: Map<string, Buffer>): string[] {
  const paths = new Set([...one.keys(), ...other.keys()]);
  return [...paths].filter((path) => !(one.get(path)?.equals(other.get(path) ?? Buffer.alloc(0)) ?? false)).sort();
}

it("a tenant rendered with another tenant's Astro build, after a third tenant in the same process, serves exactly what its own Astro build serves", async () => {
  const own = await build({ force: true });
  const ownBuild = servedFiles();
  // All rebuilt: the first (aurora) builds the run's server build with Astro; cinder renders with it,
  // then the test's tenant, one after the other in one render process (static-render.ts).
  const shared = await build({ ids: ['aurora', 'cinder', TENANT], force: true });
  expect(shared).toMatchObject({ outcome: 'rebuilt', reason: '--force', reused: 0 });
  expect(Object.keys(shared?.phases ?? {})).toEqual(['snapshot', 'render', 'precompress', 'swap']);
  expect(differingFiles(ownBuild, servedFiles())).toEqual([]);
  expect(shared?.stats).toEqual(own?.stats);
  expect(JSON.parse(readFileSync(join(distDir, TENANT, 'server', TENANT_FILE), 'utf8'))).toMatchObject({ tenant: { tenant: TENANT } });
}, 120_000);

// The site server keeps a tenant's modules loaded across rebuilds (an unchanged chunk is the same
// module to Node), and a content rebuild renders two snapshots with one build: every page must
// render from the snapshot it is handed, never from one an earlier request handed it.
it('a served build renders each request from the snapshot it is handed, one after another', () => {
  const serverDir = join(distDir, TENANT, 'server');
  const snapshot = JSON.parse(readFileSync(join(serverDir, CATALOGUE_FILE), 'utf8')) as { videos: { slug: string; title: string }[] };
  const video = snapshot.videos[0];
  if (!video) throw new Error('The test catalogue has no video');
  const retitled = structuredClone(snapshot);
  const other = retitled.videos[0];
  if (other) other.title = 'Another Snapshot, Another Title';
  const script = `
    import { readFileSync } from 'node:fs';
    import { createServer, request } from 'node:http';
    const [entry, tenantFile, path, ...snapshots] = process.argv.slice(1);
    const { handler } = await import(entry);
    const tenantModule = JSON.parse(readFileSync(tenantFile, 'utf8'));
    const titles = [];
    for (const file of snapshots) {
      const catalogue = JSON.parse(readFileSync(file, 'utf8'));
      const server = createServer((req, res) => void handler(req, res, () => res.end(), { catalogue, tenantModule }));
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const html = await new Promise((resolve) => request({ host: '127.0.0.1', port: server.address().port, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk)).on('end', () => resolve(body));
      }).end());
      titles.push(/<h1[^>]*>([^<]*)<\\/h1>/.exec(html)?.[1]);
      server.close();
    }
    console.log(JSON.stringify(titles));`;
  const entry = pathToFileURL(join(serverDir, SERVER_ENTRY_FILE)).href;
  const [first, second] = [snapshot, retitled].map((json, i) => {
    const file = join(distDir, `snapshot-${i}.json`);
    writeFileSync(file, JSON.stringify(json));
    return file;
  });
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, entry, join(serverDir, TENANT_FILE), `/static-render/videos/${video.slug}`, first ?? '', second ?? '', first ?? ''], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  expect(JSON.parse(out)).toEqual([video.title, 'Another Snapshot, Another Title', video.title]);
}, 60_000);

it('a served build that cannot render hands the rebuild to a new Astro build, which serves the new catalogue all the same', async () => {
  const entry = join(distDir, TENANT, 'server', SERVER_ENTRY_FILE);
  writeFileSync(entry, "throw new Error('damaged by hand');\n");
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  const video = db.prepare('SELECT slug FROM videos WHERE site = ? ORDER BY release_date DESC, video_id LIMIT 1').get('BLAZE') as { slug: string };
  const retitled = 'Retitled While The Served Build Was Damaged';
  db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run(retitled, video.slug);
  db.close();

  const lines: string[] = [];
  const result = await build({ log: (line) => lines.push(line) });
  expect(result).toMatchObject({ outcome: 'rebuilt', reason: 'catalogue changed' });
  expect(Object.keys(result?.phases ?? {})).toEqual(['snapshot', 'render', 'astro', 'precompress', 'swap']);
  expect(lines.join('\n')).toContain('the served build could not render it');
  expect(pageHtml(`videos/${video.slug}`)).toContain(`<title>${retitled} | Blaze Studio</title>`);
  expect(readFileSync(entry, 'utf8')).not.toContain('damaged by hand');
}, 120_000);

// The server build holds no tenant (src/tenants/vite-plugin.ts): a tenant file's change needs no
// Astro build, only the served build rendering with the new tenant file beside it.
it("a tenant file's change re-renders the tenant with its served build, and its pages and member views show the change", async () => {
  expect((await build())?.outcome).toMatch(/rebuilt|skipped/);
  const env = readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });
  const tenants = tenantsFor(env);
  const tenant = tenants.get(TENANT);
  if (!tenant) throw new Error(`No tenant "${TENANT}"`);
  const renamed = 'Blaze Renamed By Its Tenant File';
  tenants.set(TENANT, { ...tenant, name: renamed });

  const result = await build({ tenants });
  expect(result).toMatchObject({ outcome: 'rebuilt', reason: 'tenant file changed', reused: 0 });
  expect(Object.keys(result?.phases ?? {})).toEqual(['snapshot', 'render', 'precompress', 'swap']);
  expect(pageHtml('videos')).toContain(`| ${renamed}</title>`);
  expect(JSON.parse(readFileSync(join(distDir, TENANT, 'server', TENANT_FILE), 'utf8'))).toMatchObject({ tenant: { name: renamed } });

  // The site server, started with the tenant files as they were, renders with the build's: a visitor
  // with a flash on arrival gets the page's file with its holes filled for the request (src/server/member-shell.ts).
  const site = testSiteServer({ tenants: tenantsFor(env), distDir, gatewayFor: () => createGatewayClient({ url: upstream.url }) });
  try {
    const port = await listenOnLoopback(site);
    const rendered = await rawRequest(port, { host: `${TENANT}.localhost`, path: `/videos?${NOTIFICATION_PARAM}=upgradesuccess` });
    expect(rendered.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(rendered.text).toContain(`| ${renamed}</title>`);
  } finally {
    site.close();
  }
}, 120_000);

// The build announces each tenant's pages before Astro starts (src/tour/page-total.ts) for its
// progress; the combined tenant has pages no standalone one has (the all-sites feed, its sites' listings).
it("the combined tenant's build writes exactly the pages its catalogue announced", async () => {
  const result = await build({ ids: ['jade'] });
  expect(result).toMatchObject({ outcome: 'rebuilt' });
  expect(result?.expected).toBe(result?.stats?.pages);
}, 120_000);
