import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SERVER_ENTRY_FILE, TENANT_FILE, tenantBuilds } from '../../src/server/tenant-builds.ts';
import { writeFakeServerBuild } from '../support/fake-server-build.ts';

const dist = mkdtempSync(join(tmpdir(), 'tenant-builds-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ENTRY = 'export async function handler() {}\n';
/** Well past the builds' look at a tenant's entry for a rebuild (RELOAD_CHECK_MS), on a busy machine. */
const REBUILD_SEEN_WITHIN_MS = 10_000;

// The server build is the same for every tenant: what it renders for is the tenant file beside it,
// which a rebuild swaps in with it (a tenant file's change may rebuild no code at all).
it("hands each tenant's server build the tenant file beside it, and the new one once a rebuild swaps it in", async () => {
  writeFakeServerBuild(join(dist, 'aurora'), 'aurora', ENTRY);
  writeFakeServerBuild(join(dist, 'blaze'), 'blaze', ENTRY);
  const builds = tenantBuilds(dist);
  expect((await builds.of('aurora'))?.tenantModule.tenant.tenant).toBe('aurora');
  expect((await builds.of('blaze'))?.tenantModule.tenant.tenant).toBe('blaze');

  const serverDir = join(dist, 'aurora', 'server');
  writeFileSync(join(serverDir, TENANT_FILE), JSON.stringify({ tenant: { tenant: 'aurora', name: 'Renamed' }, tenants: [] }));
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(serverDir, SERVER_ENTRY_FILE), later, later);
  await expect.poll(async () => (await builds.of('aurora'))?.tenantModule.tenant, { timeout: REBUILD_SEEN_WITHIN_MS }).toEqual({ tenant: 'aurora', name: 'Renamed' });
});

it('has no build for a tenant without a server entry', async () => {
  expect(await tenantBuilds(dist).of('cinder')).toBeNull();
});

// The static files see a swap at once (they watch the folder); the builds look every RELOAD_CHECK_MS.
// A member's page is the new file with the new build's holes, never the new file with the old build's.
it('looks again at once for a static file of a generation new to it, within the reload interval', async () => {
  writeFakeServerBuild(join(dist, 'dahlia'), 'dahlia', ENTRY);
  const builds = tenantBuilds(dist);
  expect((await builds.of('dahlia', 0))?.tenantModule.tenant).toEqual({ tenant: 'dahlia' });

  const serverDir = join(dist, 'dahlia', 'server');
  writeFileSync(join(serverDir, TENANT_FILE), JSON.stringify({ tenant: { tenant: 'dahlia', name: 'Rebuilt' }, tenants: [] }));
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(serverDir, SERVER_ENTRY_FILE), later, later);
  // The same generation within the interval: the build looked at last, no stat.
  expect((await builds.of('dahlia', 0))?.tenantModule.tenant).toEqual({ tenant: 'dahlia' });
  // The file of the swap: its build, at once.
  expect((await builds.of('dahlia', 1))?.tenantModule.tenant).toEqual({ tenant: 'dahlia', name: 'Rebuilt' });
});
