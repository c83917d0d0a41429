// A tenant's render cache: the pages Astro keeps from one build for the next (astro.config.mjs,
// experimental.incrementalBuild). Astro reuses a keyed page while its key and its route's code are
// unchanged; the keys cover catalogue records only, so this module lets a build reuse pages only
// when the cache was written by a build that ended well, from the same render inputs
// (fingerprint.ts, renderInputsOf): the tenant file, the tenants' directory, the settings, the code.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Written beside Astro's own files once a build has ended well: the render inputs it used. */
const INPUTS_FILE = 'render-inputs.txt';

/**
 * Whether a build from `inputs` may reuse the pages in `cacheDir`. The mark is taken away first, so a
 * build that fails, and may have left some pages of its own beside the old manifest, makes the next
 * build render everything.
 */
export async function takeRenderCache(cacheDir: string, inputs: string): Promise<boolean> {
  const file = join(cacheDir, INPUTS_FILE);
  const marked = await readFile(file, 'utf8').catch(() => null);
  await rm(file, { force: true });
  return marked === inputs;
}

/** Marks the pages in `cacheDir` as rendered from `inputs`, after the build that wrote them ended well. */
export async function markRenderCache(cacheDir: string, inputs: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await writeFile(join(cacheDir, INPUTS_FILE), inputs);
}
