import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Generated media on disk, made once: the first request for a file makes it (into a temporary name,
 * renamed into place when complete, so no one ever reads half a file), every later one reads it, and
 * requests that arrive while it is being made wait for that one making.
 */
export interface MediaCache {
  readonly root: string;
  /** The path of `name` (a file or a folder under the root), made by `make(temporaryPath)` if it is not there yet. */
  get(name: string, make: (temporaryPath: string) => Promise<void>): Promise<string>;
}

/**
 * A cache in `parent/<version>`: `version` names what the files were made from (the seed and the
 * drawing), and the folders of other versions are removed in the background.
 */
export function createMediaCache(parent: string, version: string): MediaCache {
  const root = join(parent, version);
  const making = new Map<string, Promise<string>>();
  void readdir(parent)
    .then((names) => Promise.all(names.filter((name) => name !== version).map((name) => rm(join(parent, name), { recursive: true, force: true }))))
    .catch(() => {
      // No cache yet, or another process cleaning it at the same time.
    });

  async function exists(path: string): Promise<boolean> {
    try {
      await stat(path);
      return true;
    } catch {
      return false;
    }
  }

  async function make(path: string, fn: (temporaryPath: string) => Promise<void>): Promise<string> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.making-${randomBytes(6).toString('hex')}`;
    try {
      await fn(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { recursive: true, force: true });
      // Another process (a second upstream on the same folder) finished it first.
      if (await exists(path)) return path;
      throw error;
    }
    return path;
  }

  return {
    root,
    async get(name, fn) {
      const path = join(root, name);
      const pending = making.get(path);
      if (pending) return pending;
      if (await exists(path)) return path;
      // Checked again: another request may have started it while this one looked at the disk.
      const started = making.get(path);
      if (started) return started;
      const promise = make(path, fn).finally(() => making.delete(path));
      making.set(path, promise);
      return promise;
    },
  };
}
