import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMetricsReader } from '../../scripts/lib/build-metrics.ts';
import { appendHistory, opsDirOf, type HistoryEntry } from '../../scripts/lib/build-history.ts';
import { BUILD_RECORD_FILE } from '../../scripts/lib/build-record.ts';
import { TERMINAL } from '../../scripts/lib/build-starter.ts';
import { FINGERPRINT_FORMAT } from '../../scripts/lib/fingerprint.ts';
import { metrics } from '../../src/observability/metrics.ts';
import { SERVER_ENTRY_FILE, TENANT_FILE } from '../../src/server/tenant-builds.ts';

const root = mkdtempSync(join(tmpdir(), 'build-metrics-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A served output with its build record; `extra` fields stand for a later superset of the record. */
function served(dist: string, tenant: string, builtAt: string, pages: number, extra: object = {}): void {
  const dir = join(dist, tenant);
  for (const file of [join('client', 'index.html'), join('server', SERVER_ENTRY_FILE), join('server', TENANT_FILE)]) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  const fingerprint = { format: FINGERPRINT_FORMAT, tenant: 't', tenantModule: 'm', catalogue: 'c', settings: {}, code: {} };
  writeFileSync(join(dir, BUILD_RECORD_FILE), JSON.stringify({ fingerprint, stats: { pages, otherFiles: 0, bytes: 1, compressedBytes: 1 }, builtAt, ...extra }));
}

/** A build of `tenant` in its history, ended at `finishedAt`. */
const build = (tenant: HistoryEntry['tenant'], finishedAt: string, fields: Pick<HistoryEntry, 'outcome' | 'seconds' | 'reason'>): HistoryEntry => ({
  run: '20261127-095900-0a1b',
  tenant,
  startedBy: TERMINAL,
  startedAt: '2026-11-27T09:59:00.000Z',
  finishedAt,
  ...fields,
});

const valueOf = async (gauge: keyof ReturnType<typeof metrics>, tenant: string) => {
  const metric = metrics()[gauge];
  if (!('get' in metric)) throw new Error(`${gauge} is no metric`);
  return (await metric.get()).values.find((v) => (v.labels as { tenant?: string }).tenant === tenant)?.value;
};

describe('the build metrics, read from the build records and the build history', () => {
  it('give each tenant\'s served build (time, pages) and its last build (end, duration, failed), and nothing for a tenant without records', async () => {
    const dist = join(root, 'dist');
    served(dist, 'aurora', '2026-11-27T10:00:00.000Z', 1_234, { commit: 'a later record\'s field', seconds: 41 });
    served(dist, 'blaze', '2026-11-26T09:00:00.000Z', 900);
    await appendHistory(dist, [
      build('aurora', '2026-11-27T10:00:00.000Z', { outcome: 'rebuilt', seconds: 41.5, reason: 'catalogue changed' }),
      build('blaze', '2026-11-27T11:00:00.000Z', { outcome: 'failed', seconds: 3.2, reason: 'bad record' }),
      // A rollback swaps outputs: blaze's last build is still the failed one.
      { ...build('blaze', '2026-11-27T11:05:00.000Z', { outcome: 'rolled back', seconds: 0.1, reason: 'serves the build of 2026-11-25' }) },
    ]);
    mkdirSync(join(opsDirOf(dist), 'history'), { recursive: true });
    writeFileSync(join(opsDirOf(dist), 'history', 'cinder.jsonl'), '{ "a later layout": true }\n');
    await buildMetricsReader(dist, ['aurora', 'blaze', 'cinder'])();
    expect(await valueOf('buildServedAt', 'aurora')).toBe(Date.parse('2026-11-27T10:00:00.000Z') / 1000);
    expect(await valueOf('buildPages', 'aurora')).toBe(1_234);
    expect(await valueOf('buildLastRunSeconds', 'aurora')).toBe(41.5);
    expect(await valueOf('buildLastRunFailed', 'aurora')).toBe(0);
    // Blaze still serves its earlier build; its last build failed.
    expect(await valueOf('buildPages', 'blaze')).toBe(900);
    expect(await valueOf('buildLastRunFailed', 'blaze')).toBe(1);
    expect(await valueOf('buildLastRunAt', 'blaze')).toBe(Date.parse('2026-11-27T11:00:00.000Z') / 1000);
    for (const gauge of ['buildServedAt', 'buildPages', 'buildLastRunAt', 'buildLastRunFailed'] as const) expect(await valueOf(gauge, 'cinder')).toBeUndefined();
  });
});
