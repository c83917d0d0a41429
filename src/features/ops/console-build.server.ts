import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY_FILE } from '../../server/tenant-builds.ts';
import type { TenantFolders } from '../../server/tenant-folders.ts';
import type { OpsLocals } from './ops-locals.ts';

/** The adapter's handler of the server build (tenant-builds.ts AstroHandler), as the console calls it: with the console's locals. */
export type ConsoleHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals: { ops: OpsLocals }) => Promise<void>;

/**
 * The console's server build (`<DIST_DIR>/.ops/console/server`, scripts/lib/console-build.ts): its
 * pages are those of the one server build, which holds no tenant. A build swaps a new copy in by
 * rename, as it swaps a tenant's output, so it is loaded once per generation of the console's folder
 * (`folders`, the look its static files keep): its pages and its bundles are of the same copy.
 */
export function consoleBuild(outputDir: string, folders: Pick<TenantFolders, 'of'>) {
  const entry = join(outputDir, 'server', SERVER_ENTRY_FILE);
  const folder = basename(outputDir);
  let loaded: { generation: number; handler: Promise<ConsoleHandler | null> } | undefined;
  return {
    /** The console's Astro handler, or null while it has no build (nothing built yet). */
    handler(): Promise<ConsoleHandler | null> {
      const { generation } = folders.of(folder);
      if (loaded?.generation === generation) return loaded.handler;
      // The entry's mtime names this copy's module: a later copy is imported anew, not from Node's cache.
      const handler = stat(entry).then(
        (info) => (import(`${pathToFileURL(entry).href}?v=${Math.trunc(info.mtimeMs)}`) as Promise<{ handler: ConsoleHandler }>).then((module) => module.handler),
        () => null,
      );
      loaded = { generation, handler };
      return handler;
    },
  };
}
