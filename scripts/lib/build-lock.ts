import { mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long belongs to a build that died, and is taken over. */
const STALE_MS = 20_000;
/** How often a running build refreshes its lock. */
const REFRESH_MS = 5_000;

/** Another build of the same dist folder holds the lock. */
export class BuildLockedError extends Error {
  override name = 'BuildLockedError';
}

/**
 * Runs `task` holding the build lock of one dist folder (proper-lockfile: a lock directory beside
 * `workDir`, refreshed while the build runs). A second build of the same folder is refused at once
 * with a message saying why; two at once deleted each other's work folders and swapped over each
 * other's outputs. A build that died leaves a lock that frees itself within STALE_MS.
 */
export async function withBuildLock<T>(workDir: string, distDir: string, task: () => Promise<T>): Promise<T> {
  await mkdir(dirname(workDir), { recursive: true });
  const lockPath = `${workDir}.lock`;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(workDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      update: REFRESH_MS,
      retries: 0,
      // The lock was lost (its folder removed by hand, the machine asleep): the build carries on, said once.
      onCompromised: (error) => console.error(`\n! The build lock ${relative(process.cwd(), lockPath)} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new BuildLockedError(
      `Another build of ${relative(process.cwd(), distDir) || distDir} is running (its lock: ${relative(process.cwd(), lockPath)}). ` +
        `Wait for it to finish and run this again; a lock left by a build that was killed frees itself within ${STALE_MS / 1000} s.`,
    );
  }
  try {
    return await task();
  } finally {
    await release().catch(() => undefined);
  }
}
