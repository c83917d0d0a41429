import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../../src/settings/env.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { withBuildLock } from './build-lock.ts';
import { appendHistory, newRunId } from './build-history.ts';
import { NOT_BUILT, readBuildRecord } from './build-record.ts';
import { TERMINAL, type Starter } from './build-starter.ts';
import { distDirOf, previousDirOf, recoverSwaps, workDirOf } from './build-tenants.ts';
import { swapDirectories } from './swap.ts';

export interface RolledBack {
  tenant: TenantId;
  /** When the output served now was built (the build record's time), or why it has none. */
  now: string;
  /** When the output served before was built. */
  before: string;
}

const builtAt = (record: Awaited<ReturnType<typeof readBuildRecord>>) => ('missing' in record ? record.missing : record.builtAt);

/** The words of a rollback, in the terminal and the history alike. */
export function rolledBackLine(done: RolledBack): string {
  return `now serving its output built ${done.now} (was: built ${done.before})`;
}

/**
 * `npm run build -- --rollback a,b` (and the console's rollback): each tenant serves its previous
 * output again (kept by the build at each swap), and the output it served until now becomes its
 * previous one, so a second rollback undoes the first. Every tenant is checked before any is
 * swapped; the build lock keeps a build from running meanwhile. A running site server picks the
 * swap up at the next request, as after a build. Each rollback is written to the tenant's history.
 */
export function rollBack(env: Env, ids: readonly TenantId[], startedBy: Starter = TERMINAL): Promise<RolledBack[]> {
  const distDir = distDirOf(env);
  const previousDir = previousDirOf(env);
  const run = newRunId();
  const holder = { run, what: `rollback of ${ids.join(', ')}`, startedBy };
  return withBuildLock(
    workDirOf(env),
    distDir,
    async () => {
      await recoverSwaps(env);
      const startedAt = new Date().toISOString();
      const plans = await Promise.all(
        ids.map(async (tenant) => {
          const [now, before] = await Promise.all([readBuildRecord(join(distDir, tenant)), readBuildRecord(join(previousDir, tenant))]);
          if ('missing' in before) throw new Error(`${tenant}: there is no previous output to roll back to (${before.missing}); one is kept from the tenant's second build on.`);
          return { tenant, now, before };
        }),
      );
      for (const { tenant, now } of plans) {
        const served = join(distDir, tenant);
        const previous = join(previousDir, tenant);
        if ('missing' in now && now.missing === NOT_BUILT) await rename(previous, served);
        else await swapDirectories(served, previous);
      }
      const done = plans.map(({ tenant, now, before }) => ({ tenant, now: builtAt(before), before: builtAt(now) }));
      const finishedAt = new Date().toISOString();
      await appendHistory(
        distDir,
        done.map((rolled) => ({ run, tenant: rolled.tenant, startedBy, startedAt, finishedAt, outcome: 'rolled back' as const, reason: rolledBackLine(rolled), seconds: 0, servedBuiltAt: rolled.now })),
      );
      return done;
    },
    holder,
  );
}
