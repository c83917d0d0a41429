import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODING_SUFFIX } from '../../src/server/accept-encoding.ts';
import type { OutputStats } from './build-record.ts';
import { hashOf } from './hash.ts';
import type { PageJob, PageMessage } from './precompress-thread.ts';
import { ASSET_QUALITY, countCompressed, GZIP_LEVEL, isCompressible, needsVariants, noVariants, sumVariants, type VariantTotals } from './variants.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const PAGE_THREAD = new URL('./precompress-thread.ts', import.meta.url);
/**
 * Pages per page thread: a tenant with more shares them between threads, one per core at most. The
 * combined tenant's are the build's last work, which left one core idle for its last 5-6 s. A
 * standalone tenant's thousand pages stay in one thread: they are compressed while the other lane
 * keeps both cores busy, where a second thread would only compete for them.
 */
export const PAGES_PER_THREAD = 2000;
/** Astro's content-hashed bundles: the same name holds the same bytes in every tenant's output. */
export const ASSETS_DIR = '_astro';

export interface CompressedVariants {
  br: Uint8Array;
  gz: Uint8Array;
}

export interface PrecompressOptions {
  /**
   * The tenant's output served now: a page whose bytes are unchanged reuses its variants (hard
   * links), so a rebuild after a small change compresses only the pages that changed.
   */
  previous?: string | undefined;
  /**
   * Variants of hashed assets by content, shared by the tenants of one run: the bundles are the
   * same for every tenant and brotli 11 on the largest takes most of a second.
   */
  sharedAssets?: Map<string, Promise<CompressedVariants>>;
  /** Called once the files are counted (done 0), then as they are compressed. */
  onProgress?: (done: number, total: number) => void;
  /** Pages per page thread (PAGES_PER_THREAD); a test gives a few, to share a few pages between threads. */
  pagesPerThread?: number | undefined;
}

export interface PrecompressResult extends OutputStats {
  /** Files compressed in this run, and files whose variants were reused. */
  compressed: number;
  reused: number;
  /** HTML pages whose bytes differ from the previous build's (all of them without one). */
  pagesChanged: number;
}

/** Every file under `dir`, relative to it. Synchronous: one walk of thousands of folders is several times faster so. */
export function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, base) : [relative(base, path)];
  });
}

/** Compresses the hashed assets on this thread: each bundle once per run for all tenants, or reused. */
async function compressAssets(dir: string, files: string[], options: PrecompressOptions) {
  const shared = options.sharedAssets ?? new Map<string, Promise<CompressedVariants>>();
  const totals = noVariants();
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(join(dir, file));
      if (!needsVariants(totals, dir, file, body, options.previous)) return;
      const key = hashOf(body);
      let variants = shared.get(key);
      if (!variants) {
        const params = { [constants.BROTLI_PARAM_QUALITY]: ASSET_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        variants = Promise.all([brotli(body, { params }), gz(body, { level: GZIP_LEVEL })]).then(([br, gzipped]) => ({ br, gz: gzipped }));
        shared.set(key, variants);
      }
      const { br, gz: gzipped } = await variants;
      await Promise.all([writeFile(join(dir, file + ENCODING_SUFFIX.br), br), writeFile(join(dir, file + ENCODING_SUFFIX.gzip), gzipped)]);
      countCompressed(totals, br.length);
    }),
  );
  return totals;
}

/** Compresses pages in a worker thread (precompress-thread.ts). */
function compressPages(job: PageJob, onDone: (done: number) => void): Promise<VariantTotals> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(PAGE_THREAD, { workerData: job });
    thread.on('message', (message: PageMessage) => (message.type === 'progress' ? onDone(message.done) : resolve(message)));
    thread.once('error', reject);
    thread.once('exit', (code) => code !== 0 && reject(new Error(`Precompression of ${job.dir} stopped with code ${code}.`)));
  });
}

/** Threads for `pages` pages: one per `perThread` (PAGES_PER_THREAD) begun, one per core at most. */
export const pageThreads = (pages: number, cores = availableParallelism(), perThread = PAGES_PER_THREAD): number =>
  Math.max(1, Math.min(cores, Math.ceil(pages / perThread)));

/** Compresses `pages` in as many threads as they are worth, each with every n-th page (sizes alike). */
async function compressPagesInThreads(dir: string, pages: string[], options: PrecompressOptions, onDone: (done: number) => void): Promise<VariantTotals> {
  const threads = pageThreads(pages.length, availableParallelism(), options.pagesPerThread);
  /** Pages done by each thread, as each last said. */
  const done = new Array<number>(threads).fill(0);
  const shares = await Promise.all(
    Array.from({ length: threads }, (_, thread) =>
      compressPages({ dir, files: pages.filter((_page, i) => i % threads === thread), previous: options.previous }, (doneInThread) => {
        done[thread] = doneInThread;
        onDone(done.reduce((sum, n) => sum + n, 0));
      }),
    ),
  );
  return sumVariants(shares);
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (a tenant's client/ output) and
 * measures it: pages, other files, bytes before and after brotli.
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const files = filesUnder(dir);
  const compressible = files.filter(isCompressible);
  const assets = compressible.filter((file) => file.startsWith(`${ASSETS_DIR}/`));
  const pages = compressible.filter((file) => !file.startsWith(`${ASSETS_DIR}/`));
  // Images and fonts count as they are.
  const plainBytes = files.filter((file) => !isCompressible(file)).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
  const total = compressible.length;
  options.onProgress?.(0, total);
  const [assetTotals, pageTotals] = await Promise.all([
    compressAssets(dir, assets, options),
    compressPagesInThreads(dir, pages, options, (done) => options.onProgress?.(done, total)),
  ]);
  options.onProgress?.(total, total);
  const variants = sumVariants([assetTotals, pageTotals]);
  return {
    pages: files.filter((file) => file.endsWith('.html')).length,
    otherFiles: files.filter((file) => !file.endsWith('.html')).length,
    bytes: plainBytes + variants.bytes,
    compressedBytes: plainBytes + variants.compressedBytes,
    compressed: variants.compressed,
    reused: variants.reused,
    pagesChanged: variants.pagesChanged,
  };
}
