import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { opsDirOf } from '../build-history.ts';

/** Lines kept: the log is read newest first, a page at a time; older lines are dropped once it grows past twice this. */
export const AUDIT_KEPT = 1000;

export const auditEntrySchema = z.object({
  /** ISO time. */
  at: z.string(),
  /** The person (their email), or "the schedule". */
  who: z.string(),
  what: z.string(),
  outcome: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The console's audit log, `<DIST_DIR>/.ops/audit.jsonl` beside the builds' history: every change
 * made in the console or by the release schedule, who made it, when, and how it ended. One JSON
 * line each, appended, so it survives a restart (and a crash mid-write loses at most that line).
 */
export function auditLog(distDir: string) {
  const file = join(opsDirOf(distDir), 'audit.jsonl');
  let lines: number | null = null;

  async function read(): Promise<AuditEntry[]> {
    const text = await readFile(file, 'utf8').catch(() => '');
    return text.split('\n').flatMap((line) => {
      try {
        const parsed = auditEntrySchema.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  }

  return {
    async write(entry: Omit<AuditEntry, 'at'>, at = new Date()): Promise<void> {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ at: at.toISOString(), ...entry } satisfies AuditEntry)}\n`);
      lines = (lines ?? (await read()).length) + 1;
      if (lines <= 2 * AUDIT_KEPT) return;
      const kept = (await read()).slice(-AUDIT_KEPT);
      await writeFile(`${file}.tmp`, kept.map((line) => `${JSON.stringify(line)}\n`).join(''));
      await rename(`${file}.tmp`, file);
      lines = kept.length;
    },
    /** The newest entries first. */
    async newest(count = 200): Promise<AuditEntry[]> {
      return (await read()).slice(-count).reverse();
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
