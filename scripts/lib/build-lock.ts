import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import lockfile from 'proper-lockfile';
import { z } from 'zod';
import { starterLabel, starterSchema, type Starter } from './build-starter.ts';

/** A lock not refreshed for this long belongs to a build that died, and is taken over. */
const STALE_MS = 20_000;
/** How often a running build refreshes its lock. */
const REFRESH_MS = 5_000;

/** Another build of the same dist folder holds the lock. */
export class BuildLockedError extends Error {
  override name = 'BuildLockedError';
}

/** What holds the lock: written beside it, so that a refusal (in a terminal or in the console) names the running build. */
export const runningBuildSchema = z.object({
  run: z.string(),
  /** "rebuild of aurora, jade", "rollback of aurora". */
  what: z.string(),
  startedBy: starterSchema,
  startedAt: z.iso.datetime(),
});
export type RunningBuild = z.infer<typeof runningBuildSchema>;

const lockPathOf = (workDir: string) => `${workDir}.lock`;
const runningFileOf = (workDir: string) => `${workDir}.running.json`;
const lockOptions = (workDir: string) => ({ lockfilePath: lockPathOf(workDir), realpath: false, stale: STALE_MS });

/** "the rebuild of aurora started by ops@demo.test at 17:40:03 UTC". */
export function describeRunning(running: RunningBuild): string {
  return `the ${running.what} started by ${starterLabel(running.startedBy)} at ${running.startedAt.slice(11, 19)} UTC`;
}

async function runningDescription(workDir: string): Promise<RunningBuild | null> {
  try {
    const parsed = runningBuildSchema.safeParse(JSON.parse(await readFile(runningFileOf(workDir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The build holding the lock of this work folder now, or null when none does (a description left by a killed build is not one). */
export async function runningBuild(workDir: string): Promise<RunningBuild | null> {
  const held = await lockfile.check(workDir, lockOptions(workDir)).catch(() => false);
  return held ? runningDescription(workDir) : null;
}

/**
 * Frees the lock that the run `run` holds, when its process was seen to end without finishing (the
 * console saw its build's child die): no one else can hold a lock that still names that run, and
 * every build would otherwise be refused until the lock went stale. Resolves with whether it did.
 */
export async function freeLockOfDeadRun(workDir: string, run: string): Promise<boolean> {
  if ((await runningDescription(workDir))?.run !== run) return false;
  await rm(lockPathOf(workDir), { recursive: true, force: true });
  await rm(runningFileOf(workDir), { force: true });
  return true;
}

/** What a run is, for the lock's description: `rebuild of aurora, blaze`. */
export interface LockHolder {
  run: string;
  what: string;
  startedBy: Starter;
}

/**
 * Runs `task` holding the build lock of one dist folder (proper-lockfile: a lock directory beside
 * `workDir`, refreshed while the build runs). A second build of the same folder, from a terminal or
 * the console, is refused at once with a message naming the running build; two at once deleted each
 * other's work folders and swapped over each other's outputs. A build that died leaves a lock that
 * frees itself within STALE_MS.
 */
export async function withBuildLock<T>(workDir: string, distDir: string, task: () => Promise<T>, holder?: LockHolder): Promise<T> {
  await mkdir(dirname(workDir), { recursive: true });
  const lockPath = lockPathOf(workDir);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(workDir, {
      ...lockOptions(workDir),
      update: REFRESH_MS,
      retries: 0,
      // The lock was lost (its folder removed by hand, the machine asleep): the build carries on, said once.
      onCompromised: (error) => console.error(`\n! The build lock ${relative(process.cwd(), lockPath)} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const running = await runningBuild(workDir);
    throw new BuildLockedError(
      `Another build of ${relative(process.cwd(), distDir) || distDir} is running${running ? `: ${describeRunning(running)}` : ''} (its lock: ${relative(process.cwd(), lockPath)}). ` +
        `Wait for it to finish and run this again; a lock left by a build that was killed frees itself within ${STALE_MS / 1000} s.`,
    );
  }
  try {
    if (holder) await writeFile(runningFileOf(workDir), JSON.stringify({ ...holder, startedAt: new Date().toISOString() } satisfies RunningBuild));
    return await task();
  } finally {
    await rm(runningFileOf(workDir), { force: true });
    await release().catch(() => undefined);
  }
}
