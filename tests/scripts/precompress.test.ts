import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
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

it('writes variants that decode to each page of a tenant large enough for several threads, and counts every page once', async () => {
  const dir = join(root, 'client');
  const pages = Array.from({ length: 2_001 }, (_, i) => join('videos', `v${i}`, 'index.html'));
  const bodyOf = (i: number) => `<!doctype html><title>Video ${i}</title>${'<p>A page long enough to compress.</p>'.repeat(40)}`;
  pages.forEach((page, i) => {
    mkdirSync(join(dir, page, '..'), { recursive: true });
    writeFileSync(join(dir, page), bodyOf(i));
  });
  const progress: number[] = [];
  const result = await precompress(dir, { onProgress: (done) => progress.push(done) });
  expect(result).toMatchObject({ pages: 2_001, otherFiles: 0, compressed: 2_001, reused: 0 });
  for (const i of [0, 1, 1_000, 2_000]) {
    const page = join(dir, pages[i] ?? '');
    expect(brotliDecompressSync(readFileSync(page + ENCODING_SUFFIX.br)).toString()).toBe(bodyOf(i));
    expect(gunzipSync(readFileSync(page + ENCODING_SUFFIX.gzip)).toString()).toBe(bodyOf(i));
  }
  expect(progress.at(-1)).toBe(2_001);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  // Real brotli over 2,001 pages in worker threads: far above Vitest's 5 s on a busy two-core machine.
}, 60_000);
