import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { TENANT_IDS, type TenantId } from '../../src/tenants/schema.ts';
import { outputStatsSchema } from './build-record.ts';
import { starterSchema } from './build-starter.ts';

/**
 * What content ops look back on: the builds and rollbacks of each tenant, their logs, and the
 * console's audit log, kept beside the builds they describe (`<DIST_DIR>/.ops`), so they survive a
 * restart, travel with the dist volume, and never take part in a tenant's swap. The leading dot
 * keeps the folder apart from every tenant's (tenant ids are plain words).
 */
export const OPS_DIR = '.ops';
/** Builds kept per tenant: older entries, and logs no entry names any more, are removed. */
export const HISTORY_LIMIT = 50;

export const opsDirOf = (distDir: string): string => join(distDir, OPS_DIR);
const historyDirOf = (distDir: string) => join(opsDirOf(distDir), 'history');
const logsDirOf = (distDir: string) => join(opsDirOf(distDir), 'logs');

/** `20261128-174139-3f9a`: when the run started (UTC), then a little randomness; safe in a path and a URL. */
const RUN_ID = /^\d{8}-\d{6}-[0-9a-f]{4}$/;
export const runIdSchema = z.string().regex(RUN_ID, 'a run id like 20261128-174139-3f9a');

export function newRunId(now = new Date()): string {
  const stamp = now.toISOString().replaceAll(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

/** The outcomes a history entry records: a build's (a skipped tenant was not built), or a rollback. */
export const HISTORY_OUTCOMES = ['rebuilt', 'failed', 'rolled back'] as const;

export const historyEntrySchema = z.object({
  /** The run the entry belongs to: its log is `logs/<run>.log`. */
  run: runIdSchema,
  tenant: z.enum(TENANT_IDS),
  startedBy: starterSchema,
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  outcome: z.enum(HISTORY_OUTCOMES),
  /** Why it was rebuilt, the first line of why it failed, or what a rollback swapped. */
  reason: z.string(),
  /** Seconds spent on this tenant in the run. */
  seconds: z.number().nonnegative(),
  /** What the tenant serves after it (a failure: absent, its served output is untouched). */
  stats: outputStatsSchema.optional(),
  /** HTML pages whose bytes differ from the output served before (all of them on a first build). */
  pagesChanged: z.number().int().nonnegative().optional(),
  /** Every line of a failure: each bad catalogue record by tenant, record and field. */
  problems: z.array(z.string()).optional(),
  /** The code's commit (`git describe --always --dirty`), null outside a git checkout. */
  commit: z.string().nullable().optional(),
  /** The fingerprint of the catalogue answers it was built from. */
  catalogue: z.string().optional(),
  /** A rollback: when the build it serves now was made. */
  servedBuiltAt: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Writes `text` to `path` whole or not at all: a reader never meets half a file. */
async function writeWhole(path: string, text: string): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

async function readLines(path: string): Promise<string[]> {
  try {
    return (await readFile(path, 'utf8')).split('\n').filter((line) => line.trim() !== '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The entries of a tenant's history file that parse (a line damaged by hand is left out, not fatal). */
async function entriesIn(path: string): Promise<HistoryEntry[]> {
  return (await readLines(path)).flatMap((line) => {
    try {
      const parsed = historyEntrySchema.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

const historyFileOf = (distDir: string, tenant: TenantId) => join(historyDirOf(distDir), `${tenant}.jsonl`);

/** The tenant's last builds and rollbacks, newest first. */
export async function readHistory(distDir: string, tenant: TenantId): Promise<HistoryEntry[]> {
  return (await entriesIn(historyFileOf(distDir, tenant))).reverse();
}

/**
 * The tenant's last build, rebuilt or failed, or null when it has none: a rollback swaps outputs,
 * but the last build stays what it was. The build metrics read it (build-metrics.ts).
 */
export async function lastBuild(distDir: string, tenant: TenantId): Promise<HistoryEntry | null> {
  return (await readHistory(distDir, tenant)).find((entry) => entry.outcome !== 'rolled back') ?? null;
}

/**
 * Adds entries to their tenants' histories, keeping the last HISTORY_LIMIT of each, then removes
 * the logs no entry names any more. Called by the one build holding the build lock (and by the
 * console for a build process that died before it could), so appends never interleave.
 */
export async function appendHistory(distDir: string, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await mkdir(historyDirOf(distDir), { recursive: true });
  for (const [tenant, added] of Map.groupBy(entries, (entry) => entry.tenant)) {
    const path = historyFileOf(distDir, tenant);
    const kept = [...(await entriesIn(path)), ...added].slice(-HISTORY_LIMIT);
    await writeWhole(path, kept.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
  }
  await removeUnnamedLogs(distDir);
}

async function removeUnnamedLogs(distDir: string): Promise<void> {
  const named = new Set((await Promise.all(TENANT_IDS.map((tenant) => entriesIn(historyFileOf(distDir, tenant))))).flat().map((entry) => entry.run));
  const logs = await readdir(logsDirOf(distDir)).catch(() => [] as string[]);
  await Promise.all(
    logs.filter((name) => name.endsWith('.log') && !named.has(name.slice(0, -'.log'.length))).map((name) => rm(join(logsDirOf(distDir), name), { force: true })),
  );
}

/** Where a run writes its log as it goes. */
export async function runLogFile(distDir: string, run: string): Promise<string> {
  await mkdir(logsDirOf(distDir), { recursive: true });
  return join(logsDirOf(distDir), `${runIdSchema.parse(run)}.log`);
}

/** Whether a run's log is kept. */
export function runLogExists(distDir: string, run: string): Promise<boolean> {
  return RUN_ID.test(run) ? access(join(logsDirOf(distDir), `${run}.log`)).then(() => true, () => false) : Promise.resolve(false);
}

/** A run's log, or null when there is none (a dry run, a rollback, or one removed with its last entry). */
export async function readRunLog(distDir: string, run: string): Promise<string | null> {
  if (!RUN_ID.test(run)) return null;
  return readFile(join(logsDirOf(distDir), `${run}.log`), 'utf8').catch(() => null);
}
