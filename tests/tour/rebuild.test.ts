import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTenants, CATALOGUE_FILE, snapshotDirOf, workDirOf, type TenantBuildResult } from '../../scripts/lib/build-tenants.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { DATABASE_FILE } from '../../upstream/db.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';

/** Small enough to build in seconds, large enough for a second listing page. */
const CATALOGUE_SIZE = 14;
const TENANT = 'blaze';

let upstream: Upstream;
let dataDir: string;
let distDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tour-upstream-'));
  distDir = mkdtempSync(join(tmpdir(), 'tour-dist-'));
  upstream = await startUpstream({ port: 0, dataDir, size: CATALOGUE_SIZE });
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await upstream?.close();
  const env = readEnv({ DIST_DIR: distDir });
  for (const dir of [dataDir, distDir, snapshotDirOf(env), workDirOf(env)]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function build(): Promise<TenantBuildResult | undefined> {
  const env = readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });
  const {
    results: [result],
  } = await buildTenants({ env, tenants: tenantsFor(env), ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => {} });
  // The total the build's progress announces is exactly what Astro writes.
  expect(result?.stats?.pages).toBe(result?.expected);
  return result;
}

function pageHtml(path: string): string {
  return readFileSync(join(distDir, TENANT, 'client', path, 'index.html'), 'utf8');
}

it('a video title changed upstream shows on its page and on the listing after rebuilding that tenant, which is skipped once nothing changed', async () => {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
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
