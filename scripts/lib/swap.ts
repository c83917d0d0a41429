import { spawn } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname } from 'node:path';

/**
 * Puts a finished build in place of the old one with two renames, so the site server never sees a
 * half-written tenant, and a failed build leaves the previous output untouched. Resolves with the
 * folder now holding the old output (if there was one), for removeInBackground.
 */
export async function replaceDirectory(fresh: string, target: string): Promise<string | undefined> {
  await mkdir(dirname(target), { recursive: true });
  const old = `${fresh}.old`;
  await rm(old, { recursive: true, force: true });
  try {
    await rename(target, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await rename(fresh, target);
    return undefined;
  }
  await rename(fresh, target);
  return old;
}

/**
 * Keeps `old` (a tenant's output just swapped out) as its previous output at `previous`, for
 * `npm run build -- --rollback`. Resolves with the output it replaces there, to remove in the
 * background.
 */
export async function keepAsPrevious(old: string, previous: string): Promise<string | undefined> {
  await mkdir(dirname(previous), { recursive: true });
  const older = `${old}.older`;
  let replaced: string | undefined;
  try {
    await rename(previous, older);
    replaced = older;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(old, previous);
  return replaced;
}

/** Swaps the contents of two folders that both exist (three renames, each atomic). */
export async function swapDirectories(a: string, b: string): Promise<void> {
  await Promise.all([stat(a), stat(b)]);
  const aside = `${a}.swapping`;
  await rm(aside, { recursive: true, force: true });
  await rename(a, aside);
  await rename(b, a);
  await rename(aside, b);
}

const REMOVE = 'for (const dir of JSON.parse(process.argv[1])) require("node:fs").rmSync(dir, { recursive: true, force: true });';
/** Lowest priority: the removal must not slow whatever runs next. */
const BACKGROUND_PRIORITY = 19;

/**
 * Removes old outputs in a detached process at the lowest priority, so that no one waits for it.
 * Deleting a tenant's 30,000 files takes several seconds of system time on these machines (measured:
 * 16 s for all ten at bench size), more than the rest of a one-tenant rebuild.
 */
export function removeInBackground(dirs: readonly string[]): void {
  if (dirs.length === 0) return;
  const child = spawn(process.execPath, ['-e', REMOVE, JSON.stringify(dirs)], { detached: true, stdio: 'ignore' });
  try {
    if (child.pid !== undefined) setPriority(child.pid, BACKGROUND_PRIORITY);
  } catch {
    // Not allowed to lower it: it still runs, only at the usual priority.
  }
  child.unref();
}
