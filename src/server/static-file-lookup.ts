import { stat } from 'node:fs/promises';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, SHORT_CACHE } from '../http/cache-control.ts';
import { ASTRO_ASSETS_PREFIX, THEME_STYLESHEET_PREFIX } from '../routing/paths.ts';
import { ENCODING_SUFFIX, type Encoding } from './accept-encoding.ts';
import { contentTypeOf } from './content-types.ts';
import { candidateFiles } from './static-path.ts';

/** Content-hashed files never change under the same name: Astro's bundles, and each tenant's theme stylesheet. */
const HASHED_ASSETS_PREFIXES = [ASTRO_ASSETS_PREFIX, THEME_STYLESHEET_PREFIX];

/** One variant of a file on disk: the file itself or its precompressed sibling. */
export interface Variant {
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
export interface FoundFile {
  /** The file on disk. */
  readonly path: string;
  readonly contentType: string;
  /** Its Cache-Control on a 200 (hashed bundles, HTML, anything else). */
  readonly cacheControl: string;
  readonly lastModified: string;
  /** The file itself, and its precompressed siblings that exist, best first. */
  readonly identity: Variant;
  readonly encoded: readonly Variant[];
}

function cacheControlFor(urlPath: string, file: string): string {
  if (HASHED_ASSETS_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return IMMUTABLE_CACHE;
  return file.endsWith('.html') ? REVALIDATE_CACHE : SHORT_CACHE;
}

async function fileInfo(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The precompressed siblings of `path` that exist, in ENCODING_SUFFIX's order (best first). */
async function encodedVariants(path: string, version: string): Promise<Variant[]> {
  const siblings = await Promise.all(
    (Object.keys(ENCODING_SUFFIX) as Encoding[]).map(async (encoding) => {
      const variantPath = path + ENCODING_SUFFIX[encoding];
      const variant = await fileInfo(variantPath);
      return variant && { encoding, path: variantPath, size: variant.size, etag: `"${version}-${encoding}"`, body: null, reading: null };
    }),
  );
  return siblings.filter((variant) => variant !== null);
}

/** The file in `clientDir` that answers `urlPath` (see candidateFiles for the safety rules), or null. */
export async function lookUpStaticFile(clientDir: string, urlPath: string): Promise<FoundFile | null> {
  for (const path of candidateFiles(clientDir, urlPath) ?? []) {
    const info = await fileInfo(path);
    if (!info) continue;
    // The validator changes with the file's size or time, so a rebuilt file is never a 304 of the old one.
    const version = `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`;
    return {
      path,
      contentType: contentTypeOf(path),
      cacheControl: cacheControlFor(urlPath, path),
      lastModified: new Date(info.mtimeMs).toUTCString(),
      identity: { encoding: null, path, size: info.size, etag: `"${version}"`, body: null, reading: null },
      encoded: await encodedVariants(path, version),
    };
  }
  return null;
}
