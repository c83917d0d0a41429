// Compresses a tenant's pages in a worker thread (variants.ts), which leaves the build's main thread free.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { addVariants, noVariants, type VariantTotals } from './variants.ts';

export interface PageJob {
  dir: string;
  /** Paths relative to `dir`, every one compressible. */
  files: string[];
  previous?: string | undefined;
}

export type PageMessage = { type: 'progress'; done: number } | ({ type: 'done' } & VariantTotals);

/** How often progress is posted: often enough for the display, rarely enough to cost nothing. */
const PROGRESS_EVERY_MS = 100;

function run(job: PageJob): PageMessage {
  const totals = noVariants();
  let lastPost = performance.now();
  job.files.forEach((file, i) => {
    addVariants(totals, job.dir, file, readFileSync(join(job.dir, file)), job.previous);
    if (performance.now() - lastPost >= PROGRESS_EVERY_MS) {
      lastPost = performance.now();
      parentPort?.postMessage({ type: 'progress', done: i + 1 } satisfies PageMessage);
    }
  });
  return { type: 'done', ...totals };
}

parentPort?.postMessage(run(workerData as PageJob));
