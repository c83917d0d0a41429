import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTenants, CATALOGUE_FILE, PROJECT_ROOT } from '../../scripts/lib/build-tenants.ts';
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
  await upstream?.close();
  for (const dir of [dataDir, distDir, join(PROJECT_ROOT, '.cache', 'catalogue', basename(distDir)), join(PROJECT_ROOT, '.build', `work-${basename(distDir)}`)]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function build(): Promise<void> {
  const env = readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });
  const [result] = await buildTenants({ env, tenants: tenantsFor(env), ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => {} });
  // The total the build's progress announces is exactly what Astro writes.
  expect(result?.pages).toBe(result?.expected);
}

function pageHtml(path: string): string {
  return readFileSync(join(distDir, TENANT, 'client', path, 'index.html'), 'utf8');
}

it('a video title changed upstream shows on its page and on the listing after rebuilding that tenant', async () => {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  const video = db.prepare('SELECT slug, title FROM videos WHERE site = ? ORDER BY release_date DESC, video_id LIMIT 1').get('BLAZE') as { slug: string; title: string };
  await build();
  expect(pageHtml(`videos/${video.slug}`)).toContain(`<h1 class="m-0 font-heading text-3xl">${video.title}</h1>`);

  const renamed = 'Renamed For The Rebuild Test';
  db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run(renamed, video.slug);
  db.close();
  await build();

  expect(pageHtml(`videos/${video.slug}`)).toContain(`<title>${renamed} | Blaze Studio</title>`);
  expect(pageHtml('videos')).toContain(renamed);
  expect(readFileSync(join(distDir, TENANT, 'client', 'videos', 'page', '2', 'index.html'), 'utf8')).toContain('Page 2 of 2');
  // The site server renders members' views from the snapshot shipped with the output.
  const shipped = JSON.parse(readFileSync(join(distDir, TENANT, 'server', CATALOGUE_FILE), 'utf8')) as { tenant: string; videos: { slug: string; title: string }[] };
  expect(shipped.tenant).toBe(TENANT);
  expect(shipped.videos.find((v) => v.slug === video.slug)?.title).toBe(renamed);
}, 120_000);
