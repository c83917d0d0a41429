import { spawn } from 'node:child_process';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';

/** Where replaceDirectory moves the output it replaces, beside the fresh one, until keepAsPrevious takes it. */
const OLD_SUFFIX = '.old';
/** Where swapDirectories moves its first folder aside. */
const ASIDE_SUFFIX = '.swapping';

/**
 * Puts a finished build in place of the old one with two renames, so the site server never sees a
 * half-written tenant, and a failed build leaves the previous output untouched. Resolves with the
 * folder now holding the old output (if there was one), for removeInBackground.
 */
export async function replaceDirectory(fresh: string, target: string): Promise<string | undefined> {
  await mkdir(dirname(target), { recursive: true });
  const old = `${fresh}${OLD_SUFFIX}`;
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
  const aside = `${a}${ASIDE_SUFFIX}`;
  await rm(aside, { recursive: true, force: true });
  await rename(a, aside);
  await rename(b, a);
  await rename(aside, b);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** An output that replaceDirectory puts in place from a fresh folder named `<prefix>…` in the work folder, and that keepAsPrevious may keep. */
export interface SwappedOutput {
  /** The start of its fresh folders' names in the work folder (`aurora-`). */
  prefix: string;
  /** Where it is served. */
  target: string;
  /** Where its previous output is kept, when one is (swapDirectories swaps the two). */
  previous?: string | undefined;
}

/**
 * Finishes or undoes the swaps a build or rollback that was killed between two renames left half
 * done (a crash, the OOM killer, a machine that stopped), so that every output is served again: a
 * served output moved aside and not yet replaced goes back; one replaced and not yet kept as the
 * previous becomes the previous; a rollback stopped midway is completed or undone. Without it the
 * tenant would be missing until someone noticed, and its next build would remove the output moved
 * aside with the rest of its work folder. Run under the build lock, before anything else swaps.
 */
export async function recoverInterruptedSwaps(workDir: string, outputs: readonly SwappedOutput[]): Promise<void> {
  const work = await readdir(workDir).catch(() => [] as string[]);
  for (const { prefix, target, previous } of outputs) {
    for (const name of work.filter((entry) => entry.startsWith(prefix) && entry.endsWith(OLD_SUFFIX))) {
      const old = join(workDir, name);
      if (!(await exists(target))) await rename(old, target);
      else if (previous) removeInBackground([await keepAsPrevious(old, previous)].filter((dir) => dir !== undefined));
      else await rm(old, { recursive: true, force: true });
    }
    const aside = `${target}${ASIDE_SUFFIX}`;
    if (!previous || !(await exists(aside))) continue;
    if (!(await exists(target))) await rename(aside, target);
    else if (!(await exists(previous))) await rename(aside, previous);
    else await rm(aside, { recursive: true, force: true });
  }
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
