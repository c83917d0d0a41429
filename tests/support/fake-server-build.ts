import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_FILE, SERVER_ENTRY_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';

/**
 * A tenant's server build stood in for by `entry` (a module exporting `handler`), with the tenant
 * file and an empty snapshot the build script writes beside a real one.
 */
export function writeFakeServerBuild(tenantDir: string, tenant: string, entry: string): void {
  const serverDir = join(tenantDir, 'server');
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(join(serverDir, SERVER_ENTRY_FILE), entry);
  writeFileSync(join(serverDir, CATALOGUE_FILE), '{}');
  writeFileSync(join(serverDir, TENANT_FILE), JSON.stringify({ tenant: { tenant }, tenants: [] }));
}
