import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY_FILE } from '../../server/tenant-builds.ts';
import { DEFAULT_TENANT_FOLDER_OPTIONS } from '../../server/tenant-folders.ts';
import type { OpsLocals } from './ops-locals.ts';

/** The adapter's handler of the server build (tenant-builds.ts AstroHandler), as the console calls it: with the console's locals. */
export type ConsoleHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals: { ops: OpsLocals }) => Promise<void>;

/**
 * The console's server build (`<DIST_DIR>/.ops/console/server`, scripts/lib/console-build.ts): its
 * pages are those of the one server build, which holds no tenant. Loaded once, and again after a
 * build gives the console a new copy (its entry's time changes), like a tenant's build.
 */
export function consoleBuild(outputDir: string) {
  const entry = join(outputDir, 'server', SERVER_ENTRY_FILE);
  let loaded: { mtimeMs: number; handler: Promise<ConsoleHandler> } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return {
    /** The console's Astro handler, or null while it has no build (nothing built yet). */
    async handler(): Promise<ConsoleHandler | null> {
      const now = performance.now();
      // Its entry is looked at for a new copy as often as a tenant's folder: a stat per request would cost more.
      if (loaded && now - checkedAt < DEFAULT_TENANT_FOLDER_OPTIONS.checkEveryMs) return loaded.handler;
      checkedAt = now;
      const mtimeMs = await stat(entry).then(
        (info) => info.mtimeMs,
        () => null,
      );
      if (mtimeMs === null) {
        loaded = undefined;
        return null;
      }
      if (loaded?.mtimeMs !== mtimeMs) {
        const module = import(`${pathToFileURL(entry).href}?v=${Math.trunc(mtimeMs)}`) as Promise<{ handler: ConsoleHandler }>;
        loaded = { mtimeMs, handler: module.then((m) => m.handler) };
      }
      return loaded.handler;
    },
  };
}
