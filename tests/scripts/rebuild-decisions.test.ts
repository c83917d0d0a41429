import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHistory } from '../../scripts/lib/build-history.ts';
import { readBuildRecord } from '../../scripts/lib/build-record.ts';
import { buildTenants, snapshotDirOf, TenantBuildsFailedError, workDirOf } from '../../scripts/lib/build-tenants.ts';
import { takeSnapshot } from '../../scripts/lib/catalogue-snapshot.ts';
import { CatalogueRecordError } from '../../src/catalogue/errors.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { DATABASE_FILE } from '../../upstream/db.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { standInOutputs } from '../support/stand-in-outputs.ts';

/*
 * The decisions of `npm run build --dry-run` against a real embedded upstream, without paying for
 * ten Astro builds: each tenant's output is stood in for by the files the decision looks at and a
 * build record fingerprinted from the same inputs a build would use.
 */
const CATALOGUE_SIZE = 6;

let upstream: Upstream;
let dataDir: string;
let distDir: string;
const env = () => readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'decisions-upstream-'));
  distDir = mkdtempSync(join(tmpdir(), 'decisions-dist-'));
  upstream = await startUpstream({ port: 0, dataDir, size: CATALOGUE_SIZE });
  await standInOutputs(env(), upstream.url);
}, 60_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await upstream?.close();
  const env = readEnv({ DIST_DIR: distDir });
  for (const dir of [dataDir, distDir, snapshotDirOf(env), workDirOf(env)]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function decisions(flags: { force?: boolean } = {}): Promise<Record<string, string>> {
  const tenants = tenantsFor(env());
  const { results } = await buildTenants({ env: env(), tenants, ids: [...tenants.keys()], upstreamUrl: upstream.url, concurrency: 1, dryRun: true, log: () => {}, ...flags });
  return Object.fromEntries(results.map((r) => [r.tenant, `${r.outcome}: ${r.reason}`]));
}

describe('npm run build decides from fingerprints', () => {
  it('skips every tenant when nothing changed', async () => {
    expect(new Set(Object.values(await decisions()))).toEqual(new Set(['skipped: unchanged']));
  });

  it('--force would rebuild every tenant', async () => {
    expect(new Set(Object.values(await decisions({ force: true })))).toEqual(new Set(['would rebuild: --force']));
  });

  it("rebuilds aurora and the combined tenant, and nothing else, after one of aurora's videos changed", async () => {
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    const video = db.prepare('SELECT slug FROM videos WHERE site = ? LIMIT 1').get('AURORA') as { slug: string };
    db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run('Retitled By Content Ops', video.slug);
    db.close();

    const decided = await decisions();
    expect(Object.entries(decided).filter(([, decision]) => decision !== 'skipped: unchanged')).toEqual([
      ['aurora', 'would rebuild: catalogue changed'],
      ['jade', 'would rebuild: catalogue changed'],
    ]);
  });

  it('fails a tenant on a bad record, naming tenant, record and field, and decides the others as usual', async () => {
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    const video = db.prepare('SELECT slug FROM videos WHERE site = ? LIMIT 1 OFFSET 1').get('BLAZE') as { slug: string };
    db.prepare('UPDATE videos SET rating = 42 WHERE slug = ?').run(video.slug);
    db.close();

    const failure = await decisions().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TenantBuildsFailedError);
    const { message, report } = failure as TenantBuildsFailedError;
    // The combined tenant carries blaze's videos, so it fails on the same record.
    expect(message).toContain(`[blaze] Tenant "blaze": video "${video.slug}" field "rating"`);
    expect(message).toContain(`[jade] Tenant "jade": video "${video.slug}" field "rating"`);
    const outcomes = Object.fromEntries(report.results.map((r) => [r.tenant, r.outcome]));
    expect(outcomes).toMatchObject({ blaze: 'failed', jade: 'failed', cinder: 'skipped', ivy: 'skipped' });
  });

  it("records a failed build in the tenant's history (the console and the build metrics read it), its served output untouched", async () => {
    const tenants = tenantsFor(env());
    const before = await readBuildRecord(join(distDir, 'blaze'));
    const cinderBefore = await readHistory(distDir, 'cinder');
    // blaze's bad record from the test above fails it before anything is rendered.
    await expect(buildTenants({ env: env(), tenants, ids: ['blaze'], upstreamUrl: upstream.url, concurrency: 1, log: () => {} })).rejects.toBeInstanceOf(TenantBuildsFailedError);
    const [last] = await readHistory(distDir, 'blaze');
    expect(last).toMatchObject({ outcome: 'failed', startedBy: { kind: 'terminal' }, reason: expect.stringContaining('field "rating"') as string });
    expect(await readBuildRecord(join(distDir, 'blaze'))).toEqual(before);
    expect(await readHistory(distDir, 'cinder')).toEqual(cinderBefore);
  });

  it("takes a tenant's answers without checking their records, which are checked for a tenant to build", async () => {
    const tenants = tenantsFor(env());
    const blaze = tenants.get('blaze')!;
    // blaze's bad record from the test above: the answers come, the check names it.
    const snapshot = await takeSnapshot(blaze, [...tenants.values()], upstream.url);
    expect(snapshot.answersJson).toContain('"rating":42');
    expect(() => snapshot.check()).toThrow(CatalogueRecordError);
    expect(() => snapshot.check()).toThrow(/Tenant "blaze": video "[^"]+" field "rating"/);
  });
});
