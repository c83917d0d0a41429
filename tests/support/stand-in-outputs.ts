import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeBuildRecord } from '../../scripts/lib/build-record.ts';
import { distDirOf } from '../../scripts/lib/build-tenants.ts';
import { takeSnapshot } from '../../scripts/lib/catalogue-snapshot.ts';
import { astroSettings, fingerprintOf, hashCode } from '../../scripts/lib/fingerprint-inputs.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { TENANT_FILE } from '../../src/server/tenant-builds.ts';
import type { Env } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { tenantModuleJson } from '../../src/tenants/tenant-module.ts';

/**
 * Every tenant's output in `env`'s dist folder stood in for by the files a build's decision reads
 * (without ten Astro builds): the home page, the server's entry, the tenant file the build writes
 * beside it, and a build record fingerprinted from the inputs a build would use now.
 */
export async function standInOutputs(env: Env, upstreamUrl: string): Promise<void> {
  const all = [...tenantsFor(env).values()];
  const code = await hashCode(PROJECT_ROOT);
  for (const tenant of all) {
    const snapshot = await takeSnapshot(tenant, all, upstreamUrl);
    const fingerprint = fingerprintOf({ tenant, all, catalogueJson: snapshot.answersJson, settings: astroSettings(env, upstreamUrl), code });
    const dir = join(distDirOf(env), tenant.tenant);
    mkdirSync(join(dir, 'client'), { recursive: true });
    mkdirSync(join(dir, 'server'), { recursive: true });
    writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'server', 'entry.mjs'), '');
    writeFileSync(join(dir, 'server', TENANT_FILE), tenantModuleJson(tenant, all));
    await writeBuildRecord(dir, { fingerprint, stats: { pages: 1, otherFiles: 0, bytes: 15, compressedBytes: 15 }, builtAt: new Date().toISOString() });
  }
}
