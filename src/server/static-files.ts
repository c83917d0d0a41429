import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LRUCache } from 'lru-cache';
import { markAnswer } from '../observability/answer-kind.ts';
import { planStaticAnswer } from './static-answer.ts';
import { lookUpStaticFile, type FoundFile, type Variant } from './static-file-lookup.ts';
import { DEFAULT_TENANT_FOLDER_OPTIONS, watchTenantFolders, type TenantFolderOptions, type TenantFolders } from './tenant-folders.ts';

// The validator's comparison lives with the answer it decides; its callers have always found it here.
export { matchesEtag } from './static-answer.ts';

export interface StaticFilesOptions extends TenantFolderOptions {
  /** Files up to this size are kept in memory once read; larger ones are streamed from disk each time. */
  maxFileBytes: number;
  /** Bytes of file contents kept in memory (with their paths), all tenants together. */
  maxBytes: number;
  /** URL paths whose file is known (its variants' sizes and validators), all tenants together. */
  maxFiles: number;
  /** URL paths known to have no file: kept apart, so a crawl of missing pages cannot push out the files. */
  maxMissing: number;
}

/**
 * Every built file of a tenant is under 256 KiB (pages ~17 KB, ~3 KB in brotli; the largest bundle
 * 210 KB); 64 MiB holds the brotli variants of ~20,000 pages. Metadata is ~1 KB a path.
 */
export const DEFAULT_STATIC_FILES_OPTIONS: StaticFilesOptions = {
  maxFileBytes: 256 * 1024,
  maxBytes: 64 * 1024 * 1024,
  maxFiles: 20_000,
  maxMissing: 10_000,
  ...DEFAULT_TENANT_FOLDER_OPTIONS,
};

/** A file that answers a URL path, with everything needed to send it again without the disk. */
export interface StaticFile extends FoundFile {
  /**
   * Which of its tenant folder's builds it came from (each swapped-in rebuild is the next): the
   * server build of the same swap is asked for by it (TenantBuilds.of), so that a member's page is
   * never one build's file with another build's holes.
   */
  readonly generation: number;
}

interface CachedFile extends StaticFile {
  key: string;
}

interface CachedEntry extends CachedFile {
  tenant: string;
}

/** The bytes an entry holds against maxBytes: its variants' contents read so far, and its key. */
function bytesHeld(entry: CachedEntry): number {
  let bytes = entry.key.length;
  for (const variant of [entry.identity, ...entry.encoded]) bytes += variant.body?.length ?? 0;
  return bytes;
}

/** Drops a rebuilt tenant's entries (collected first: the cache is not changed while it is walked). */
function dropTenant<V extends { tenant: string }>(cache: LRUCache<string, V>, tenant: string): void {
  const gone = [...cache.entries()].filter(([, entry]) => entry.tenant === tenant);
  for (const [key] of gone) cache.delete(key);
}

export interface StaticFiles {
  /** The file that answers `urlPath` in the tenant's folder, if any (see candidateFiles for the safety rules). */
  find(tenant: string, urlPath: string): Promise<StaticFile | null>;
  /**
   * Sends `file` in the encoding the client accepts, with validators and cache headers on a 200
   * (and a 304 for a matching If-None-Match); `status` sends the themed 404 and 500 pages, never stored.
   * `extraHeaders` may name a Vary (with Accept-Encoding) and a Cache-Control of their own.
   */
  send(req: IncomingMessage, res: ServerResponse, file: StaticFile, status?: number, extraHeaders?: OutgoingHttpHeaders): Promise<void>;
  /** The file's own bytes (not a precompressed variant): from memory once read, as `send` keeps them. */
  read(file: StaticFile): Promise<Buffer>;
  /** What is held in memory, for the memory bound's tests. */
  usage(): { files: number; missing: number; bytes: number };
  close(): void;
}

/** Where a tenant's static files live inside the dist folder. */
export function clientDirOf(distDir: string, tenant: string): string {
  return join(distDir, tenant, 'client');
}

/** The visitor went away before or while the body was sent: not a server error. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE', 'ERR_STREAM_DESTROYED', 'ECONNRESET', 'EPIPE']);

async function streamFile(res: ServerResponse, path: string, size: number): Promise<void> {
  if (res.destroyed || size === 0) {
    res.end();
    return;
  }
  try {
    // Never more than the Content-Length already sent, even if a rebuild grew the file meanwhile.
    await pipeline(createReadStream(path, { end: size - 1 }), res);
  } catch (error) {
    if (!CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

/** Reads a variant's contents once, keeping them on it; a failed read is tried again next time. */
function readVariant(variant: Variant): Promise<Buffer> {
  return readFile(variant.path).then(
    (body) => {
      variant.body = body;
      return body;
    },
    (error: unknown) => {
      variant.reading = null;
      throw error;
    },
  );
}

/**
 * Charges a file's newly read contents against the byte budget. Every file `find` hands out carries
 * its key; only the one still cached is charged. lru-cache recounts a size only for a new value, so
 * the entry goes out and back in (now the most recent, as it was just read); past the byte budget,
 * the least recent make room.
 */
function chargeRead(files: LRUCache<string, CachedEntry>, file: StaticFile): void {
  const cached = file as CachedEntry;
  if (files.peek(cached.key) !== cached) return;
  files.delete(cached.key);
  files.set(cached.key, cached);
}

/**
 * The site server's static files: every tenant's `<dist>/<tenant>/client`, looked up once per URL
 * path and then answered from memory (small files' contents within a byte budget, every found or
 * missing path's metadata within a count). A rebuild is noticed by the tenant folder's identity
 * (inode and mtime), looked at when the dist folder's watcher reports a change to it and at least
 * every `checkEveryMs`; that tenant's entries are then dropped. `folders` is that look, which the
 * site server shares with its server builds (./tenant-output.ts); closing the files closes it.
 */
export function createStaticFiles(distDir: string, options: StaticFilesOptions = DEFAULT_STATIC_FILES_OPTIONS, folders: TenantFolders = watchTenantFolders(distDir, options)): StaticFiles {
  const files = new LRUCache<string, CachedEntry>({ max: options.maxFiles, maxSize: options.maxBytes, sizeCalculation: bytesHeld });
  const missing = new LRUCache<string, { tenant: string; generation: number }>({ max: options.maxMissing });
  const loading = new Map<string, Promise<StaticFile | null>>();
  folders.onSwap((tenant) => {
    dropTenant(files, tenant);
    dropTenant(missing, tenant);
  });

  function find(tenant: string, urlPath: string): Promise<StaticFile | null> {
    const folder = folders.of(tenant);
    const key = `${tenant}\n${urlPath}`;
    const hit = files.get(key);
    if (hit?.generation === folder.generation) return Promise.resolve(hit);
    if (missing.get(key)?.generation === folder.generation) return Promise.resolve(null);
    const pending = loading.get(key);
    if (pending) return pending;
    const { generation } = folder;
    const load = lookUpStaticFile(clientDirOf(distDir, tenant), urlPath)
      .then((found) => {
        // A rebuild swapped in while looking: answer this request, keep nothing of the old build.
        if (folder.generation !== generation) return found && { ...found, key, generation };
        if (!found) {
          missing.set(key, { tenant, generation });
          return null;
        }
        const entry = { ...found, key, tenant, generation };
        files.set(key, entry);
        return entry;
      })
      .finally(() => loading.delete(key));
    loading.set(key, load);
    return load;
  }

  /** The variant's contents from memory, read once if it is small enough to keep; null to stream it. */
  function bodyOf(file: StaticFile, variant: Variant): Promise<Buffer> | Buffer | null {
    if (variant.body) return variant.body;
    if (variant.size > options.maxFileBytes) return null;
    variant.reading ??= readVariant(variant).then((body) => {
      chargeRead(files, file);
      return body;
    });
    return variant.reading;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200, extraHeaders: OutgoingHttpHeaders = {}): Promise<void> {
    markAnswer(res, 'static');
    const answer = planStaticAnswer(file, req.headers, status, extraHeaders);
    if (answer.status === 304) {
      res.writeHead(304, answer.headers).end();
      return;
    }
    const { variant, headers } = answer;
    const read = bodyOf(file, variant);
    const body = read instanceof Promise ? await read : read;
    headers['Content-Length'] = body ? body.length : variant.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else await streamFile(res, variant.path, variant.size);
  }

  async function read(file: StaticFile): Promise<Buffer> {
    return (await bodyOf(file, file.identity)) ?? readFile(file.identity.path);
  }

  return {
    find,
    send,
    read,
    usage: () => ({ files: files.size, missing: missing.size, bytes: files.calculatedSize }),
    close: () => folders.close(),
  };
}
