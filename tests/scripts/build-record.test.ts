import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INCOMPLETE, NOT_BUILT, readBuildRecord, UNREADABLE, writeBuildRecord, type BuildRecord } from '../../scripts/lib/build-record.ts';
import { decideRebuild, FINGERPRINT_FORMAT, type Fingerprint } from '../../scripts/lib/fingerprint.ts';
import { SERVER_ENTRY_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';

const root = mkdtempSync(join(tmpdir(), 'build-record-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fingerprint: Fingerprint = { format: FINGERPRINT_FORMAT, tenant: 't', tenantModule: 'm', catalogue: 'c', settings: {}, code: { 'src/pages/index.astro': 'a' } };
const recordOf = (format: number): BuildRecord => ({
  fingerprint: { ...fingerprint, format },
  stats: { pages: 1, otherFiles: 0, bytes: 15, compressedBytes: 15 },
  builtAt: '2026-11-25T00:00:00.000Z',
});

/** A tenant output holding `files` (below it) and, unless null, a build record of `format`. */
async function output(name: string, files: string[], format: number | null): Promise<string> {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  if (format !== null) await writeBuildRecord(dir, recordOf(format));
  return dir;
}

const complete = [join('client', 'index.html'), join('server', SERVER_ENTRY_FILE), join('server', TENANT_FILE)];
const withoutTenantFile = complete.filter((file) => !file.endsWith(TENANT_FILE));

describe('why a tenant is rebuilt, from the output it serves', () => {
  it.each<[string, string, string[] | null, number | null]>([
    ['no output at all', NOT_BUILT, null, null],
    ['an output of this build script', 'unchanged', complete, FINGERPRINT_FORMAT],
    ['an output of this build script, its tenant file deleted by hand', INCOMPLETE, withoutTenantFile, FINGERPRINT_FORMAT],
    ['an output with every file and no record', UNREADABLE, complete, null],
    ['an output of an older build script, which wrote no tenant file', 'built by an older build script', withoutTenantFile, FINGERPRINT_FORMAT - 1],
  ])('%s: "%s"', async (name, reason, files, format) => {
    const dir = files === null ? join(root, 'never-built') : await output(name.replaceAll(/\W+/g, '-'), files, format);
    const served = await readBuildRecord(dir);
    expect(decideRebuild('missing' in served ? served : served.fingerprint, fingerprint).reason).toBe(reason);
  });
});
