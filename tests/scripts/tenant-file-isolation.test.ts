import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenants, snapshotDirOf, workDirOf } from '../../scripts/lib/build-tenants.ts';
import { readServedTenants } from '../../scripts/lib/last-good-tenants.ts';
import { tenantFileConsequences } from '../../scripts/lib/tenant-problems.ts';
import { readEnv } from '../../src/settings/env.ts';
import { TENANTS_DIR, tenantsFor } from '../../src/tenants/registry.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { standInOutputs } from '../support/stand-in-outputs.ts';

/*
 * A bad tenant file changes only its own tenant: the others keep the facts its served build was
 * made from (the tenant file beside that build), so no other tenant is rebuilt, the combined tenant
 * keeps its site, and the messages say so. Decided by dry runs against a real upstream, each
 * tenant's output stood in for by the files the decision reads (tests/support/stand-in-outputs.ts).
 */
let upstream: Upstream;
let dataDir: string;
let distDir: string;
let tenantsDir: string;
const env = () => readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'isolation-upstream-'));
  distDir = mkdtempSync(join(tmpdir(), 'isolation-dist-'));
  tenantsDir = mkdtempSync(join(tmpdir(), 'isolation-tenants-'));
  cpSync(TENANTS_DIR, tenantsDir, { recursive: true });
  upstream = await startUpstream({ port: 0, dataDir, size: 4 });
  await standInOutputs(env(), upstream.url);
}, 60_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await upstream?.close();
  for (const dir of [dataDir, distDir, tenantsDir, snapshotDirOf(env()), workDirOf(env())]) rmSync(dir, { recursive: true, force: true });
});

/** Breaks `field` of blaze's file in the test's tenant folder (a typo a person would make). */
function breakBlaze(field: string, value: unknown): void {
  const file = join(tenantsDir, 'blaze.json');
  const config = JSON.parse(readFileSync(join(TENANTS_DIR, 'blaze.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...config, [field]: value }, null, 2));
}

/** What `npm run build` would do with every tenant it may build, read as it reads them. */
async function decisions() {
  const files = readServedTenants(env(), tenantsDir);
  const ids = [...files.tenants.keys()].filter((id) => !files.unusable.includes(id));
  const { results } = await buildTenants({ env: env(), tenants: files.tenants, ids, upstreamUrl: upstream.url, concurrency: 1, dryRun: true, log: () => {} });
  return { files, decided: Object.fromEntries(results.map((r) => [r.tenant, `${r.outcome}: ${r.reason}`])) };
}

describe('a bad tenant file changes only its own tenant', () => {
  it('rebuilds no other tenant: the combined tenant keeps the site, and every tenant lists it as its served build did', async () => {
    breakBlaze('theme', { primary: 'red' });
    const { files, decided } = await decisions();
    expect(files.unusable).toEqual(['blaze']);
    expect(files.kept).toEqual(['blaze']);
    expect(Object.keys(decided)).not.toContain('blaze');
    expect(new Set(Object.values(decided))).toEqual(new Set(['skipped: unchanged']));
    expect(files.tenants.get('jade')?.standaloneSites).toContain('blaze');
    // Blaze itself is still served with the facts of its served build.
    expect(files.tenants.get('blaze')?.theme).toEqual(tenantsFor(env()).get('blaze')?.theme);
  });

  it('names the broken field and how to fix it, and says the others are untouched', () => {
    breakBlaze('theme', { primary: 'red' });
    const files = readServedTenants(env(), tenantsDir);
    const problems = files.problems.map((problem) => problem.message).join('\n');
    expect(problems).toContain('blaze.json: invalid tenant config');
    expect(problems).toMatch(/field "theme\.primary": .*six-digit hex colour like "#ff3366"/);
    expect(tenantFileConsequences(files, 'the build')).toEqual([
      'blaze: not rebuilt until fixed; it keeps the facts its served build was made from, so it is served as before and the other tenants are untouched.',
    ]);
  });

  it('rebuilds nothing once the file is fixed as it was', async () => {
    cpSync(join(TENANTS_DIR, 'blaze.json'), join(tenantsDir, 'blaze.json'));
    const { files, decided } = await decisions();
    expect(files.problems).toEqual([]);
    expect(new Set(Object.values(decided))).toEqual(new Set(['skipped: unchanged']));
  });

  it('leaves a tenant never built out, and does not claim the others untouched (the combined tenant loses its site)', async () => {
    breakBlaze('name', '');
    rmSync(join(distDir, 'blaze'), { recursive: true, force: true });
    const { files, decided } = await decisions();
    expect(files.kept).toEqual([]);
    expect(files.tenants.has('blaze')).toBe(false);
    expect(decided['jade']).toMatch(/^would rebuild: .*tenant file changed/);
    expect(tenantFileConsequences(files, 'the build')).toEqual(['blaze: left out of the build until fixed (no served build to keep its facts from); the combined tenant goes on without it.']);
  });
});
