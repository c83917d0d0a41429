import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_FILE, SERVER_ENTRY_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';
import { ASSETS_DIR, filesUnder } from './precompress.ts';
import { isVariant } from './variants.ts';

/** The project's public folder, whose files Astro copies into every client output as they are. */
const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/** Links every file of `from` listed in `files` to the same place below `to`. */
async function linkAll(from: string, to: string, files: readonly string[]): Promise<void> {
  for (const dir of new Set(files.map((file) => dirname(join(to, file))))) await mkdir(dir, { recursive: true });
  await Promise.all(files.map((file) => link(join(from, file), join(to, file))));
}

/**
 * A built output's code, into a fresh output that renders its own pages with it: the server build
 * without its tenant and snapshot (the fresh output has its own beside it), and the client files no
 * render writes (Astro's bundles and the public folder's files, without their compressed variants).
 * Nothing else: a page the build no longer lists is gone from the fresh output, as from Astro's.
 *
 * Linked, but for the server's entry: copied, so that its new time tells the site server to load the
 * new build, and with it the new tenant and snapshot (src/server/tenant-builds.ts). Linking keeps
 * one copy of the files on disk, and a separate path per tenant, which is what keeps each tenant's
 * modules apart in one process: Node keys a module by its path.
 */
export async function carryBuild(from: string, to: string): Promise<void> {
  const serverFiles = filesUnder(join(from, 'server')).filter((file) => file !== CATALOGUE_FILE && file !== TENANT_FILE && file !== SERVER_ENTRY_FILE);
  await linkAll(join(from, 'server'), join(to, 'server'), serverFiles);
  await copyFile(join(from, 'server', SERVER_ENTRY_FILE), join(to, 'server', SERVER_ENTRY_FILE));
  // Not a walk of the whole client folder: the combined tenant's holds some 30,000 pages and variants.
  const bundles = filesUnder(join(from, 'client', ASSETS_DIR)).map((file) => join(ASSETS_DIR, file));
  const clientFiles = [...bundles.filter((file) => !isVariant(file)), ...filesUnder(PUBLIC_DIR)];
  await linkAll(join(from, 'client'), join(to, 'client'), clientFiles);
}
