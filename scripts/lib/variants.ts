// The compressed variants the site server sends in place of a file (src/server/accept-encoding.ts),
// written beside it by the build (precompress.ts). Synchronous calls: for tens of thousands of small
// files they took about a third less CPU than the promise-based ones (no thread-pool round trip and no
// promise per call), and the pages are compressed in a thread of their own (precompress-thread.ts).
import { linkSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ENCODING_SUFFIX } from '../../src/server/accept-encoding.ts';
import { COMPRESSIBLE_EXTENSIONS } from '../../src/server/content-types.ts';

/** Below this, compression saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;
/**
 * Measured on a 16 KB video page: brotli quality 6 takes 0.23 ms for 2919 bytes, quality 9 takes
 * 7.4 ms for 2896 and 11 takes 15 ms for 2618 (quality 5 saved 10% of the time for the same
 * size, 4 saved 40% for 6% more bytes). With thousands of pages per tenant the build time matters
 * more than the last 10%. Hashed assets are few and cached for a year: they get the best.
 */
export const PAGE_QUALITY = 6;
export const ASSET_QUALITY = 11;
export const GZIP_LEVEL = 6;
export const VARIANT_SUFFIXES = Object.values(ENCODING_SUFFIX);

export const isVariant = (file: string): boolean => VARIANT_SUFFIXES.some((suffix) => file.endsWith(suffix));

export const isCompressible = (file: string): boolean => COMPRESSIBLE_EXTENSIONS.some((ext) => file.endsWith(ext));

/** Files measured, and what their variants came to. */
export interface VariantTotals {
  /** Their bytes as they are. */
  bytes: number;
  /** Their bytes as the site sends them: the brotli variant's where there is one. */
  compressedBytes: number;
  /** Files whose variants were compressed, and files whose variants were linked from the previous build. */
  compressed: number;
  reused: number;
  /** HTML pages among the compressed: pages whose bytes differ from the previous build's (the history's "pages changed"). */
  pagesChanged: number;
}

export const noVariants = (): VariantTotals => ({ bytes: 0, compressedBytes: 0, compressed: 0, reused: 0, pagesChanged: 0 });

/** Totals of several sets of files, as one. */
export function sumVariants(parts: readonly VariantTotals[]): VariantTotals {
  const totals = noVariants();
  for (const part of parts) for (const key of Object.keys(totals) as (keyof VariantTotals)[]) totals[key] += part[key];
  return totals;
}

/** The brotli size of the previous build's variants of `file`, linked in when its bytes are unchanged. */
function reuseVariants(previousDir: string, dir: string, file: string, body: Uint8Array): number | undefined {
  try {
    if (!readFileSync(join(previousDir, file)).equals(body)) return undefined;
    const { size } = statSync(join(previousDir, file + ENCODING_SUFFIX.br));
    for (const suffix of VARIANT_SUFFIXES) linkSync(join(previousDir, file + suffix), join(dir, file + suffix));
    return size;
  } catch {
    // A new page, or a variant missing: compressed afresh.
    return undefined;
  }
}

/**
 * Counts `file` (below `dir`, whose bytes are `body`) in `totals`, and says whether its variants are
 * still to be written. Not when it is not worth compressing, nor when the previous build
 * (`previousDir`, the tenant's served output) had it with the same bytes: its variants are linked
 * from there, so a rebuild after a small change compresses only what changed. When they are, the
 * caller writes them and counts them with `countCompressed`.
 */
export function needsVariants(totals: VariantTotals, dir: string, file: string, body: Uint8Array, previousDir?: string): boolean {
  totals.bytes += body.length;
  if (body.length < MIN_BYTES || !isCompressible(file)) {
    totals.compressedBytes += body.length;
    return false;
  }
  const reusedSize = previousDir === undefined ? undefined : reuseVariants(previousDir, dir, file, body);
  if (reusedSize === undefined) return true;
  totals.reused += 1;
  totals.compressedBytes += reusedSize;
  return false;
}

/** Counts a file whose variants were just written, its brotli variant `brotliBytes` long. */
export function countCompressed(totals: VariantTotals, brotliBytes: number): void {
  totals.compressed += 1;
  totals.compressedBytes += brotliBytes;
}

/** Gives a page its variants (brotli at `PAGE_QUALITY`) when it needs them (`needsVariants`), and counts it. */
export function addVariants(totals: VariantTotals, dir: string, file: string, body: Uint8Array, previousDir?: string): void {
  if (!needsVariants(totals, dir, file, body, previousDir)) return;
  if (file.endsWith('.html')) totals.pagesChanged += 1;
  const path = join(dir, file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(path + ENCODING_SUFFIX.br, br);
  writeFileSync(path + ENCODING_SUFFIX.gzip, gzipSync(body, { level: GZIP_LEVEL }));
  countCompressed(totals, br.length);
}
