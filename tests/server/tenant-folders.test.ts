import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replaceDirectory } from '../../scripts/lib/swap.ts';
import { watchTenantFolders } from '../../src/server/tenant-folders.ts';

const dist = mkdtempSync(join(tmpdir(), 'tenant-folders-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A rebuild of the tenant, swapped in by rename as the build does. */
async function rebuild(tenant: string, marker: string): Promise<void> {
  const fresh = join(dist, `.${tenant}-${marker}`);
  mkdirSync(fresh, { recursive: true });
  writeFileSync(join(fresh, 'marker'), marker);
  await replaceDirectory(fresh, join(dist, tenant));
}

describe("a tenant folder's generations", () => {
  it('goes up by one for each rebuild swapped in, tells of it once, and leaves the other tenants alone', async () => {
    const swapped: string[] = [];
    // Looked at on every call: the swap is seen without the watcher's help.
    const folders = watchTenantFolders(dist, { checkEveryMs: 0, watchDist: false });
    folders.onSwap((tenant) => swapped.push(tenant));
    const before = folders.of('aurora');
    expect(before.generation).toBe(0);
    expect(folders.of('blaze').generation).toBe(0);
    await rebuild('aurora', 'first');
    expect(folders.of('aurora').generation).toBe(1);
    expect(folders.of('aurora').generation).toBe(1);
    await rebuild('aurora', 'second');
    expect(folders.of('aurora').generation).toBe(2);
    expect(folders.of('blaze').generation).toBe(0);
    // The reader that kept the folder sees the swap too: a lookup begun before it keeps nothing of the old build.
    expect(before.generation).toBe(2);
    expect(swapped).toEqual(['aurora', 'aurora']);
    folders.close();
  });

  it('tells each of its listeners of a swap, once', async () => {
    const folders = watchTenantFolders(dist, { checkEveryMs: 0, watchDist: false });
    const told: string[] = [];
    folders.onSwap((tenant) => told.push(`files:${tenant}`));
    folders.onSwap((tenant) => told.push(`builds:${tenant}`));
    folders.of('ember');
    await rebuild('ember', 'first');
    folders.of('ember');
    expect(told).toEqual(['files:ember', 'builds:ember']);
    folders.close();
  });

  it('trusts a folder for checkEveryMs without a look', async () => {
    const swapped: string[] = [];
    const folders = watchTenantFolders(dist, { checkEveryMs: 60_000, watchDist: false });
    folders.onSwap((tenant) => swapped.push(tenant));
    expect(folders.of('cobalt').generation).toBe(0);
    await rebuild('cobalt', 'first');
    expect(folders.of('cobalt').generation).toBe(0);
    expect(swapped).toEqual([]);
    folders.close();
  });
});
