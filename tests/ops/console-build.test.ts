import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { replaceDirectory } from '../../scripts/lib/swap.ts';
import { consoleBuild } from '../../src/features/ops/console-build.server.ts';
import { SERVER_ENTRY_FILE } from '../../src/server/tenant-builds.ts';
import { watchTenantFolders } from '../../src/server/tenant-folders.ts';

const ops = mkdtempSync(join(tmpdir(), 'console-build-'));
const outputDir = join(ops, 'console');
afterAll(() => rmSync(ops, { recursive: true, force: true }));

/** Well past the folders' own look (checkEveryMs), on a busy machine. */
const COPY_SEEN_WITHIN_MS = 10_000;

/** A copy of the server build given to the console as the build script gives it: a fresh folder renamed over the old one. */
async function giveCopy(copy: string): Promise<void> {
  const fresh = join(ops, `.console-${copy}`);
  mkdirSync(join(fresh, 'server'), { recursive: true });
  writeFileSync(join(fresh, 'server', SERVER_ENTRY_FILE), `export const handler = Object.assign(async () => {}, { copy: ${JSON.stringify(copy)} });\n`);
  const old = await replaceDirectory(fresh, outputDir);
  if (old) rmSync(old, { recursive: true, force: true });
}

const copyOf = async (build: ReturnType<typeof consoleBuild>) => ((await build.handler()) as { copy?: string } | null)?.copy ?? null;

it('has no handler before its first copy, then loads each copy swapped in, once per copy', async () => {
  const folders = watchTenantFolders(ops, { checkEveryMs: 100, watchDist: true });
  const build = consoleBuild(outputDir, folders);
  expect(await build.handler()).toBeNull();

  await giveCopy('first');
  await expect.poll(() => copyOf(build), { timeout: COPY_SEEN_WITHIN_MS }).toBe('first');
  // The same copy: the handler loaded for it, not a load per request.
  expect(build.handler()).toBe(build.handler());

  await giveCopy('second');
  await expect.poll(() => copyOf(build), { timeout: COPY_SEEN_WITHIN_MS }).toBe('second');
  folders.close();
});
