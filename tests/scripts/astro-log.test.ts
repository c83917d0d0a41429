import { describe, expect, it } from 'vitest';
import { prerenderedFiles } from '../../scripts/lib/astro-build.ts';

describe("the build counts the files Astro's log reports", () => {
  it.each([
    ['one entry', '23:57:39   ├─ /videos/x/index.html (+2ms)', ['/videos/x/index.html']],
    ['the last entry of a route', '23:57:39   └─ /404.html (+1ms)', ['/404.html']],
    [
      'several entries on one line (pages rendered concurrently)',
      '23:57:39   ├─ /2257/index.html23:57:39   ├─ /404.html23:57:39   ├─ /favicon.svg23:57:39   ├─ /joinnow/index.html (+31ms)',
      ['/2257/index.html', '/404.html', '/favicon.svg', '/joinnow/index.html'],
    ],
    ['a coloured entry', '\u001b[2m23:57:39\u001b[22m \u001b[2m  ├─\u001b[22m /terms/index.html \u001b[2m(+3ms)\u001b[22m', ['/terms/index.html']],
    ['any other line', '23:57:39 [build] ✓ Completed in 2.48s.', []],
  ])('%s', (_case, line, files) => {
    expect(prerenderedFiles(line)).toEqual(files);
  });
});
