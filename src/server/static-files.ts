import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types.ts';
import { candidateFiles } from './static-path.ts';

/** Astro puts content-hashed bundles here: they never change under the same name. */
const HASHED_ASSETS_PREFIX = '/_astro/';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML is revalidated on every visit so a rebuild shows at once. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
const SHORT_CACHE = 'public, max-age=3600';

type Encoding = 'br' | 'gzip';
const ENCODINGS: ReadonlyArray<{ encoding: Encoding; suffix: string }> = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The encodings the client accepts, in our order of preference (brotli first). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  return ENCODINGS.map((e) => e.encoding).filter((e) => (accepted.get(e) ?? wildcard) > 0);
}

function cacheControlFor(urlPath: string, file: string): string {
  if (urlPath.startsWith(HASHED_ASSETS_PREFIX)) return IMMUTABLE_CACHE;
  return file.endsWith('.html') ? REVALIDATE_CACHE : SHORT_CACHE;
}

async function fileSize(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

export interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The file that answers `urlPath` under `root`, if any (see candidateFiles for the safety rules). */
export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  for (const path of candidateFiles(root, urlPath) ?? []) {
    const info = await fileSize(path);
    if (info) return { path, ...info };
  }
  return null;
}

/**
 * Sends `file` with the precompressed variant the client accepts, validators and cache headers.
 * `status` lets the same code send the themed 404 and 500 pages.
 */
export async function sendStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  urlPath: string,
  status = 200,
): Promise<void> {
  const etag = `"${file.size.toString(36)}-${Math.trunc(file.mtimeMs).toString(36)}"`;
  res.setHeader('Content-Type', contentTypeOf(file.path));
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('Cache-Control', cacheControlFor(urlPath, file.path));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', new Date(file.mtimeMs).toUTCString());
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
  } else {
    res.setHeader('Cache-Control', 'no-store');
  }
  let body = file.path;
  let size = file.size;
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const suffix = ENCODINGS.find((e) => e.encoding === encoding)?.suffix ?? '';
    const variant = await fileSize(file.path + suffix);
    if (variant) {
      body = file.path + suffix;
      size = variant.size;
      res.setHeader('Content-Encoding', encoding);
      break;
    }
  }
  res.setHeader('Content-Length', size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(createReadStream(body), res);
  } catch (error) {
    // A visitor who navigates away mid-download is not a server error.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}
