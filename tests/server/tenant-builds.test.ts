import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { replaceDirectory } from '../../scripts/lib/swap.ts';
import { TENANT_FILE, tenantBuilds } from '../../src/server/tenant-builds.ts';
import { watchTenantFolders } from '../../src/server/tenant-folders.ts';
import { writeFakeServerBuild } from '../support/fake-server-build.ts';

const dist = mkdtempSync(join(tmpdir(), 'tenant-builds-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ENTRY = 'export async function handler() {}\n';
/** Well past the folders' own look at a tenant (checkEveryMs), on a busy machine. */
const REBUILD_SEEN_WITHIN_MS = 10_000;

/** The site server's swap detector over `dist`, as the static files keep it. */
const foldersOf = () => watchTenantFolders(dist, { checkEveryMs: 100, watchDist: true });

/** A rebuild of `tenant` named `name`, swapped in as the build script does: a fresh folder renamed over the old one. */
async function rebuild(tenant: string, name: string): Promise<void> {
  const fresh = join(dist, `${tenant}.fresh`);
  writeFakeServerBuild(fresh, tenant, ENTRY);
  writeFileSync(join(fresh, 'server', TENANT_FILE), JSON.stringify({ tenant: { tenant, name }, tenants: [] }));
  const old = await replaceDirectory(fresh, join(dist, tenant));
  if (old) rmSync(old, { recursive: true, force: true });
}

// The server build is the same for every tenant: what it renders for is the tenant file beside it,
// which a rebuild swaps in with it (a tenant file's change may rebuild no code at all).
it("hands each tenant's server build the tenant file beside it, and the new one once a rebuild swaps it in", async () => {
  writeFakeServerBuild(join(dist, 'aurora'), 'aurora', ENTRY);
  writeFakeServerBuild(join(dist, 'blaze'), 'blaze', ENTRY);
  const folders = foldersOf();
  const builds = tenantBuilds(dist, folders);
  expect((await builds.of('aurora'))?.tenantModule.tenant.tenant).toBe('aurora');
  expect((await builds.of('blaze'))?.tenantModule.tenant.tenant).toBe('blaze');

  await rebuild('aurora', 'Renamed');
  await expect.poll(async () => (await builds.of('aurora'))?.tenantModule.tenant, { timeout: REBUILD_SEEN_WITHIN_MS }).toEqual({ tenant: 'aurora', name: 'Renamed' });
  folders.close();
});

it('has no build for a tenant without a server entry, and loads the first one swapped in', async () => {
  const folders = foldersOf();
  const builds = tenantBuilds(dist, folders);
  expect(await builds.of('cinder')).toBeNull();
  await rebuild('cinder', 'First');
  await expect.poll(async () => (await builds.of('cinder'))?.tenantModule.tenant, { timeout: REBUILD_SEEN_WITHIN_MS }).toEqual({ tenant: 'cinder', name: 'First' });
  folders.close();
});

// A member's page is the new file with the new build's holes, never the new file with the old build's.
it('loads the build swapped in with a static file of a generation new to it, without waiting for its own look', async () => {
  writeFakeServerBuild(join(dist, 'dahlia'), 'dahlia', ENTRY);
  const builds = tenantBuilds(dist, { of: () => ({ generation: 0 }) });
  expect((await builds.of('dahlia', 0))?.tenantModule.tenant).toEqual({ tenant: 'dahlia' });

  await rebuild('dahlia', 'Rebuilt');
  // The same generation: the build loaded for it, without a look at the disk.
  expect((await builds.of('dahlia', 0))?.tenantModule.tenant).toEqual({ tenant: 'dahlia' });
  // The file of the swap: its build, at once.
  expect((await builds.of('dahlia', 1))?.tenantModule.tenant).toEqual({ tenant: 'dahlia', name: 'Rebuilt' });
  // A file of the older swap, still in flight, is filled by the newer build: the old one is gone.
  expect((await builds.of('dahlia', 0))?.tenantModule.tenant).toEqual({ tenant: 'dahlia', name: 'Rebuilt' });
});

it('shares one load among the requests that ask for a new generation at once', async () => {
  writeFakeServerBuild(join(dist, 'ember'), 'ember', ENTRY);
  const builds = tenantBuilds(dist, { of: () => ({ generation: 0 }) });
  const [first, second] = [builds.of('ember', 3), builds.of('ember', 3)];
  expect(first).toBe(second);
  expect(await first).toBe(await second);
});
