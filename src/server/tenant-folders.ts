import { statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** A tenant folder as its readers see it: which of its builds is in place (each swapped-in rebuild is the next). */
export interface TenantFolder {
  readonly generation: number;
}

/** A tenant folder as last seen: a rebuild swaps `<dist>/<tenant>` in by rename, so its identity changes. */
interface SeenFolder {
  identity: string;
  generation: number;
  checkedAt: number;
}

export interface TenantFolderOptions {
  /** The longest a tenant's folder is trusted without a look; the dist folder's watcher usually tells sooner. */
  checkEveryMs: number;
  /** Watch the dist folder, so a swapped-in rebuild is seen at the next request. */
  watchDist: boolean;
}

/** A stat per tenant a second at most: one per request would cost more than the request. */
export const DEFAULT_TENANT_FOLDER_OPTIONS: TenantFolderOptions = { checkEveryMs: 1000, watchDist: true };

/**
 * The one detector of a swapped-in rebuild: the static files keep a tenant's files for a generation,
 * and the server builds load a tenant's build once per generation (./tenant-builds.ts).
 */
export interface TenantFolders {
  /**
   * The tenant's folder, looked at again when the watcher reported a change to it or it was last
   * looked at `checkEveryMs` ago. The same object every time: a reader that kept it sees a later swap.
   */
  of(tenant: string): TenantFolder;
  /** `listener` is told the tenant whose folder was swapped, so that whatever was kept of the old build goes. */
  onSwap(listener: (tenant: string) => void): void;
  close(): void;
}

/** The folder's identity: inode and mtime, or `missing` before its first build. */
function identityOf(distDir: string, tenant: string): string {
  // Synchronous on purpose: one stat per tenant per check, and every request after it sees the result.
  const info = statSync(join(distDir, tenant), { throwIfNoEntry: false });
  return info ? `${info.ino}:${info.mtimeMs}` : 'missing';
}

/**
 * Notices a rebuild swapped into `<dist>/<tenant>`: each tenant folder's generation goes up by one
 * when its identity changes, and the `onSwap` listeners are told.
 */
export function watchTenantFolders(distDir: string, options: TenantFolderOptions = DEFAULT_TENANT_FOLDER_OPTIONS): TenantFolders {
  const folders = new Map<string, SeenFolder>();
  const listeners: ((tenant: string) => void)[] = [];
  let watcher: FSWatcher | null = null;

  function watchDist(): void {
    if (watcher || !options.watchDist) return;
    try {
      watcher = watch(distDir, { persistent: false }, (_event, name) => {
        for (const [tenant, folder] of folders) if (name === null || name === tenant) folder.checkedAt = Number.NEGATIVE_INFINITY;
      });
      watcher.on('error', () => {
        watcher?.close();
        watcher = null;
      });
    } catch {
      // No dist folder yet (nothing built): the next look at a tenant tries again.
    }
  }

  function of(tenant: string): TenantFolder {
    const now = performance.now();
    let folder = folders.get(tenant);
    if (folder && now - folder.checkedAt < options.checkEveryMs) return folder;
    watchDist();
    const identity = identityOf(distDir, tenant);
    if (!folder) {
      folder = { identity, generation: 0, checkedAt: now };
      folders.set(tenant, folder);
    } else if (folder.identity !== identity) {
      folder.identity = identity;
      folder.generation += 1;
      for (const listener of listeners) listener(tenant);
    }
    folder.checkedAt = now;
    return folder;
  }

  return {
    of,
    onSwap: (listener) => void listeners.push(listener),
    close() {
      watcher?.close();
      watcher = null;
    },
  };
}
