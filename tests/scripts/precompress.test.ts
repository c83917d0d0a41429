import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { pageThreads, precompress } from '../../scripts/lib/precompress.ts';
import { ENCODING_SUFFIX } from '../../src/server/accept-encoding.ts';

const root = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('how many threads compress a tenant’s pages', () => {
  it.each([
    [0, 2, 1],
    [1_100, 2, 1],
    [2_000, 2, 1],
    [2_001, 2, 2],
    [10_475, 2, 2],
    [10_475, 1, 1],
    [10_475, 8, 6],
  ])('%i pages on %i cores: %i', (pages, cores, threads) => {
    expect(pageThreads(pages, cores)).toBe(threads);
  });
});

it('writes variants that decode to each page of a tenant shared between several threads, and counts every page once', async () => {
  // A few pages, a few per thread: the test makes and compresses a dozen files, not the thousands a
  // real tenant needs to reach PAGES_PER_THREAD (creating each file costs the most on a busy disk).
  const pagesPerThread = 4;
  const dir = join(root, 'client');
  const pages = Array.from({ length: 9 }, (_, i) => join('videos', `v${i}`, 'index.html'));
  const bodyOf = (i: number) => `<!doctype html><title>Video ${i}</title>${'<p>A page long enough to compress.</p>'.repeat(40)}`;
  pages.forEach((page, i) => {
    mkdirSync(join(dir, page, '..'), { recursive: true });
    writeFileSync(join(dir, page), bodyOf(i));
  });
  expect(pageThreads(pages.length, availableParallelism(), pagesPerThread)).toBe(Math.min(3, availableParallelism()));
  const progress: number[] = [];
  const result = await precompress(dir, { onProgress: (done) => progress.push(done), pagesPerThread });
  expect(result).toMatchObject({ pages: 9, otherFiles: 0, compressed: 9, reused: 0 });
  pages.forEach((page, i) => {
    expect(brotliDecompressSync(readFileSync(join(dir, page) + ENCODING_SUFFIX.br)).toString()).toBe(bodyOf(i));
    expect(gunzipSync(readFileSync(join(dir, page) + ENCODING_SUFFIX.gzip)).toString()).toBe(bodyOf(i));
  });
  expect(progress.at(-1)).toBe(9);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
});
