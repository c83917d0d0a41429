import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Puts a finished build in place of the old one with two renames, so the site server never sees a
 * half-written tenant, and a failed build leaves the previous output untouched.
 */
export async function replaceDirectory(fresh: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const old = `${fresh}.old`;
  await rm(old, { recursive: true, force: true });
  try {
    await rename(target, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(fresh, target);
  await rm(old, { recursive: true, force: true });
}
