import { createReadStream, statSync, watch, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LRUCache } from 'lru-cache';
import { IMMUTABLE_CACHE, NO_STORE, REVALIDATE_CACHE, SHORT_CACHE } from '../http/cache-control.ts';
import { ASTRO_ASSETS_PREFIX, THEME_STYLESHEET_PREFIX } from '../routing/paths.ts';
import { acceptedEncodings, ENCODING_SUFFIX, type Encoding } from './accept-encoding.ts';
import { contentTypeOf } from './content-types.ts';
import { candidateFiles } from './static-path.ts';
import { markAnswer } from '../observability/answer-kind.ts';

/** Content-hashed files never change under the same name: Astro's bundles, and each tenant's theme stylesheet. */
const HASHED_ASSETS_PREFIXES = [ASTRO_ASSETS_PREFIX, THEME_STYLESHEET_PREFIX];

export interface StaticFilesOptions {
  /** Files up to this size are kept in memory once read; larger ones are streamed from disk each time. */
  maxFileBytes: number;
  /** Bytes of file contents kept in memory (with their paths), all tenants together. */
  maxBytes: number;
  /** URL paths whose file is known (its variants' sizes and validators), all tenants together. */
  maxFiles: number;
  /** URL paths known to have no file: kept apart, so a crawl of missing pages cannot push out the files. */
  maxMissing: number;
  /** The longest a tenant's folder is trusted without a look; the dist folder's watcher usually tells sooner. */
  checkEveryMs: number;
  /** Watch the dist folder, so a swapped-in rebuild is seen at the next request. */
  watchDist: boolean;
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
  checkEveryMs: 1000,
  watchDist: true,
};

/** One variant of a file on disk: the file itself or its precompressed sibling. */
interface Variant {
  encoding: Encoding | null;
  path: string;
  size: number;
  /** Per variant: a cache must not answer a brotli request with the gzip bytes' validator. */
  etag: string;
  /** The contents once read (files up to maxFileBytes). */
  body: Buffer | null;
  reading: Promise<Buffer> | null;
}

/** A file that answers a URL path, with everything needed to send it again without the disk. */
export interface StaticFile {
  /** The file on disk. */
  readonly path: string;
  readonly contentType: string;
  /** Its Cache-Control on a 200 (hashed bundles, HTML, anything else). */
  readonly cacheControl: string;
  readonly lastModified: string;
  /** The file itself, and its precompressed siblings that exist, best first. */
  readonly identity: Variant;
  readonly encoded: readonly Variant[];
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

function cacheControlFor(urlPath: string, file: string): string {
  if (HASHED_ASSETS_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return IMMUTABLE_CACHE;
  return file.endsWith('.html') ? REVALIDATE_CACHE : SHORT_CACHE;
}

/** If-None-Match against one validator: a list, weak or strong (RFC 9110 weak comparison), or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

async function fileInfo(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
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

/** A tenant folder as last seen: a rebuild swaps `<dist>/<tenant>` in by rename, so its identity changes. */
interface TenantFolder {
  identity: string;
  generation: number;
  checkedAt: number;
}

/**
 * The site server's static files: every tenant's `<dist>/<tenant>/client`, looked up once per URL
 * path and then answered from memory (small files' contents within a byte budget, every found or
 * missing path's metadata within a count). A rebuild is noticed by the tenant folder's identity
 * (inode and mtime), looked at when the dist folder's watcher reports a change to it and at least
 * every `checkEveryMs`; that tenant's entries are then dropped.
 */
export function createStaticFiles(distDir: string, options: StaticFilesOptions = DEFAULT_STATIC_FILES_OPTIONS): StaticFiles {
  const files = new LRUCache<string, CachedEntry>({ max: options.maxFiles, maxSize: options.maxBytes, sizeCalculation: bytesHeld });
  const missing = new LRUCache<string, { tenant: string; generation: number }>({ max: options.maxMissing });
  const loading = new Map<string, Promise<StaticFile | null>>();
  const folders = new Map<string, TenantFolder>();
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

  function identityOf(tenant: string): string {
    // Synchronous on purpose: one stat per tenant per check, and every request after it sees the result.
    const info = statSync(join(distDir, tenant), { throwIfNoEntry: false });
    return info ? `${info.ino}:${info.mtimeMs}` : 'missing';
  }

  function folderOf(tenant: string): TenantFolder {
    const now = performance.now();
    let folder = folders.get(tenant);
    if (folder && now - folder.checkedAt < options.checkEveryMs) return folder;
    watchDist();
    const identity = identityOf(tenant);
    if (!folder) {
      folder = { identity, generation: 0, checkedAt: now };
      folders.set(tenant, folder);
    } else if (folder.identity !== identity) {
      folder.identity = identity;
      folder.generation += 1;
      dropTenant(files, tenant);
      dropTenant(missing, tenant);
    }
    folder.checkedAt = now;
    return folder;
  }

  async function lookUp(tenant: string, urlPath: string): Promise<Omit<CachedFile, 'key' | 'generation'> | null> {
    for (const path of candidateFiles(clientDirOf(distDir, tenant), urlPath) ?? []) {
      const info = await fileInfo(path);
      if (!info) continue;
      const version = `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`;
      const siblings = await Promise.all(
        (Object.keys(ENCODING_SUFFIX) as Encoding[]).map(async (encoding) => {
          const variantPath = path + ENCODING_SUFFIX[encoding];
          const variant = await fileInfo(variantPath);
          return variant && { encoding, path: variantPath, size: variant.size, etag: `"${version}-${encoding}"`, body: null, reading: null };
        }),
      );
      return {
        path,
        contentType: contentTypeOf(path),
        cacheControl: cacheControlFor(urlPath, path),
        lastModified: new Date(info.mtimeMs).toUTCString(),
        identity: { encoding: null, path, size: info.size, etag: `"${version}"`, body: null, reading: null },
        encoded: siblings.filter((variant) => variant !== null),
      };
    }
    return null;
  }

  function find(tenant: string, urlPath: string): Promise<StaticFile | null> {
    const folder = folderOf(tenant);
    const key = `${tenant}\n${urlPath}`;
    const hit = files.get(key);
    if (hit?.generation === folder.generation) return Promise.resolve(hit);
    if (missing.get(key)?.generation === folder.generation) return Promise.resolve(null);
    const pending = loading.get(key);
    if (pending) return pending;
    const { generation } = folder;
    const load = lookUp(tenant, urlPath)
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
    variant.reading ??= readFile(variant.path).then(
      (body) => {
        variant.body = body;
        // Every file `find` hands out carries its key; only the one still cached is charged. lru-cache
        // recounts a size only for a new value, so the entry goes out and back in (now the most recent,
        // as it was just read); past the byte budget, the least recent make room.
        const cached = file as CachedEntry;
        if (files.peek(cached.key) === cached) {
          files.delete(cached.key);
          files.set(cached.key, cached);
        }
        return body;
      },
      (error: unknown) => {
        variant.reading = null;
        throw error;
      },
    );
    return variant.reading;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200, extraHeaders: OutgoingHttpHeaders = {}): Promise<void> {
    markAnswer(res, 'static');
    const encodings = acceptedEncodings(req.headers['accept-encoding']);
    const variant = file.encoded.find((v) => v.encoding !== null && encodings.includes(v.encoding)) ?? file.identity;
    // One header object, handed to Node in one writeHead: setting them one by one costs measurably more.
    // A caller's Vary and Cache-Control win (a page that differs by region names it, and is private for one).
    const headers: OutgoingHttpHeaders = { Vary: 'Accept-Encoding', ...extraHeaders };
    if (status === 200) {
      headers['Cache-Control'] = extraHeaders['Cache-Control'] ?? file.cacheControl;
      headers['ETag'] = variant.etag;
      headers['Last-Modified'] = file.lastModified;
      if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
        res.writeHead(304, headers).end();
        return;
      }
    } else {
      headers['Cache-Control'] = NO_STORE;
    }
    headers['Content-Type'] = file.contentType;
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
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
    close() {
      watcher?.close();
      watcher = null;
    },
  };
}
