import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markRenderCache, takeRenderCache } from '../../scripts/lib/render-cache.ts';

let cacheDir: string;
beforeEach(() => {
  cacheDir = join(mkdtempSync(join(tmpdir(), 'render-cache-')), 'aurora');
});
afterEach(() => rmSync(join(cacheDir, '..'), { recursive: true, force: true }));

describe("whether a tenant's build may reuse the pages its render cache holds", () => {
  it.each<[string, string | null, boolean]>([
    ['no build has marked it (never built, or the last build failed)', null, false],
    ['the last build that ended well had the same render inputs', 'inputs-1', true],
    ['the last build that ended well had other render inputs', 'inputs-0', false],
  ])('%s', async (_case, marked, reusable) => {
    if (marked !== null) await markRenderCache(cacheDir, marked);
    expect(await takeRenderCache(cacheDir, 'inputs-1')).toBe(reusable);
  });

  it('is taken by the build that reuses it: if that build fails, the next one renders every page', async () => {
    await markRenderCache(cacheDir, 'inputs-1');
    expect(await takeRenderCache(cacheDir, 'inputs-1')).toBe(true);
    expect(await takeRenderCache(cacheDir, 'inputs-1')).toBe(false);
  });
});
