import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { TENANT_IDS } from '../../src/tenants/schema.ts';
import { opsDirOf } from './build-history.ts';
import { readBuildRecord } from './build-record.ts';
import { carryBuild } from './carried-build.ts';
import { FINGERPRINT_FORMAT, serverBuildInputs, serverBuildInputsOf } from './fingerprint.ts';
import { removeInBackground, replaceDirectory } from './swap.ts';

/**
 * The content-ops console's own copy of the server build, `<DIST_DIR>/.ops/console/` (`client/`
 * its bundles, `server/` the build): its pages are Astro pages of the one server build, which holds
 * no tenant, so any tenant's served build of the current code has them. A copy of its own (hard
 * links) keeps its modules apart from every tenant's in the site server's process, and keeps it
 * serving whatever happens to a tenant's folder: a rollback, a failed or crashed build.
 */
export const CONSOLE_OUTPUT = 'console';
export const consoleOutputOf = (distDir: string): string => join(opsDirOf(distDir), CONSOLE_OUTPUT);

const RECORD_FILE = 'build.json';
const consoleRecordSchema = z.object({
  /** serverBuildInputsOf's value of the build it is a copy of. */
  serverBuild: z.string(),
  /** The tenant whose served build it was copied from, and when. */
  from: z.string(),
  copiedAt: z.string(),
});

async function consoleRecord(dir: string): Promise<z.infer<typeof consoleRecordSchema> | null> {
  try {
    const parsed = consoleRecordSchema.safeParse(JSON.parse(await readFile(join(dir, RECORD_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Gives the console a copy of a server build of the current code, unless it has one: after every
 * build run (under its lock), from a tenant whose served build is of this code. Resolves with the
 * tenant copied from, or null when the console's copy is current or no tenant serves this code.
 */
export async function refreshConsoleBuild(distDir: string, workDir: string, code: Record<string, string>): Promise<string | null> {
  const wanted = serverBuildInputs(FINGERPRINT_FORMAT, process.version, code);
  const target = consoleOutputOf(distDir);
  if ((await consoleRecord(target))?.serverBuild === wanted) return null;
  for (const tenant of TENANT_IDS) {
    const record = await readBuildRecord(join(distDir, tenant));
    if ('missing' in record || serverBuildInputsOf(record.fingerprint) !== wanted) continue;
    const fresh = join(workDir, `${CONSOLE_OUTPUT}-${Date.now().toString(36)}`);
    await mkdir(workDir, { recursive: true });
    await carryBuild(join(distDir, tenant), fresh);
    await writeFile(join(fresh, RECORD_FILE), JSON.stringify({ serverBuild: wanted, from: tenant, copiedAt: new Date().toISOString() }));
    const old = await replaceDirectory(fresh, target);
    if (old) removeInBackground([old]);
    return tenant;
  }
  return null;
}
