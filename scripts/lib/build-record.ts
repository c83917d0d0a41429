import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVER_ENTRY_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';
import { starterSchema } from './build-starter.ts';
import { FINGERPRINT_FORMAT, fingerprintSchema } from './fingerprint.ts';

/** The record of a tenant's served build, inside its output so that it is swapped in with it. */
export const BUILD_RECORD_FILE = 'build.json';
/**
 * The files without which a tenant's output cannot be served, whatever its record says (someone
 * may have deleted part of dist/ by hand): the home page, the server handler and its tenant.
 */
const REQUIRED_FILES = [join('client', 'index.html'), join('server', SERVER_ENTRY_FILE), join('server', TENANT_FILE)];

/** What a build wrote, kept for the summary of later runs that skip the tenant. */
export const outputStatsSchema = z.object({
  /** HTML pages. */
  pages: z.number().int().nonnegative(),
  /** Every other file served from client/ (sitemaps, icons, scripts, stylesheets), variants not counted. */
  otherFiles: z.number().int().nonnegative(),
  /** Bytes of client/ as written by Astro. */
  bytes: z.number().int().nonnegative(),
  /** Bytes a browser that accepts brotli downloads for all of them. */
  compressedBytes: z.number().int().nonnegative(),
});
export type OutputStats = z.infer<typeof outputStatsSchema>;

export const buildRecordSchema = z.object({
  fingerprint: fingerprintSchema,
  stats: outputStatsSchema,
  /** ISO time the build finished. */
  builtAt: z.string(),
  // Added for the content-ops console; optional, so that a record written before them still reads.
  /** The run that made it (its log: build-history.ts). */
  run: z.string().optional(),
  /** Who started it. */
  startedBy: starterSchema.optional(),
  /** Seconds the run spent on this tenant. */
  seconds: z.number().nonnegative().optional(),
  /** The code's commit (`git describe --always --dirty`), null outside a git checkout. */
  commit: z.string().nullable().optional(),
});
export type BuildRecord = z.infer<typeof buildRecordSchema>;

/** Why a tenant has no build record to compare with; the words end up in the build's reasons. */
export const NOT_BUILT = 'not built yet';
export const INCOMPLETE = 'output incomplete';
export const UNREADABLE = 'no build record (built by an older build script)';
export type MissingRecord = { missing: typeof NOT_BUILT | typeof INCOMPLETE | typeof UNREADABLE };

/**
 * The record of the output in `tenantDir`, or why there is none to trust: no output, an output
 * without its required files, or a record that does not parse. A record of an older layout is
 * handed back whatever files its output has, for the decision to say "built by an older build
 * script" (decideRebuild): an older script wrote other files, and naming one it never wrote as
 * missing would send content ops looking for damage that is not there.
 */
export async function readBuildRecord(tenantDir: string): Promise<BuildRecord | MissingRecord> {
  if (!(await exists(tenantDir))) return { missing: NOT_BUILT };
  const record = await recordIn(tenantDir);
  if (record !== undefined && record.fingerprint.format !== FINGERPRINT_FORMAT) return record;
  const present = await Promise.all(REQUIRED_FILES.map((file) => exists(join(tenantDir, file))));
  if (present.includes(false)) return { missing: INCOMPLETE };
  return record ?? { missing: UNREADABLE };
}

async function recordIn(tenantDir: string): Promise<BuildRecord | undefined> {
  try {
    const parsed = buildRecordSchema.safeParse(JSON.parse(await readFile(join(tenantDir, BUILD_RECORD_FILE), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export async function writeBuildRecord(tenantDir: string, record: BuildRecord): Promise<void> {
  await writeFile(join(tenantDir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}
