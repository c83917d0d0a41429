import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendHistory, HISTORY_LIMIT, newRunId, opsDirOf, readHistory, readRunLog, runLogFile, type HistoryEntry } from '../../scripts/lib/build-history.ts';
import { readBuildRecord } from '../../scripts/lib/build-record.ts';
import { astroCacheDirOf, buildTenants, previousDirOf, snapshotDirOf, workDirOf } from '../../scripts/lib/build-tenants.ts';
import { consoleOutputOf } from '../../scripts/lib/console-build.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { rollBack } from '../../scripts/lib/rollback.ts';
import { SERVER_ENTRY_FILE } from '../../src/server/tenant-builds.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';

/*
 * What a build leaves for content ops to look back on, beside the builds it describes: each
 * tenant's history (who started it, why, how long, how many pages changed, the outcome), the run's
 * log, the build record's new facts, and the console's own copy of the server build.
 */
const TENANT = 'aurora';
const OPS = { kind: 'person', email: 'ops@demo.test' } as const;
let upstream: Upstream;
let dataDir: string;
let distDir: string;
const env = () => readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: undefined });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'history-upstream-'));
  // Inside the project, as a served build must be: its server bundle imports the project's packages.
  distDir = mkdtempSync(join(PROJECT_ROOT, '.dist-history-'));
  upstream = await startUpstream({ port: 0, dataDir, size: 4 });
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await upstream?.close();
  const e = env();
  for (const dir of [dataDir, distDir, snapshotDirOf(e), workDirOf(e), `${workDirOf(e)}.lock`, previousDirOf(e), astroCacheDirOf(e)]) rmSync(dir, { recursive: true, force: true });
});

const build = (options: { force?: boolean; startedBy?: typeof OPS } = {}) =>
  buildTenants({ env: env(), tenants: tenantsFor(env()), ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => {}, ...options });

describe("a tenant's history", () => {
  it('records each build with who started it, why, how long, the pages changed and its log; the record and the console get the facts too', async () => {
    const first = await build({ startedBy: OPS });
    const [entry] = await readHistory(distDir, TENANT);
    expect(entry).toMatchObject({ run: first.run, tenant: TENANT, startedBy: OPS, outcome: 'rebuilt', reason: 'not built yet' });
    // A first build: every page is new (a page too small to compress is never counted as changed).
    expect(entry?.pagesChanged).toBeGreaterThan((entry?.stats?.pages ?? 0) * 0.9);
    expect(entry?.pagesChanged).toBeLessThanOrEqual(entry?.stats?.pages ?? 0);
    expect(entry?.seconds).toBeGreaterThan(0);
    expect(Date.parse(entry?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(entry?.startedAt ?? ''));
    expect(await readRunLog(distDir, first.run)).toMatch(/started by ops@demo\.test[\s\S]*\[aurora\] rebuilt: not built yet[\s\S]*Build summary/);

    const record = await readBuildRecord(join(distDir, TENANT));
    expect(record).toMatchObject({ run: first.run, startedBy: OPS, seconds: expect.any(Number) as number });
    const commit = 'missing' in record ? undefined : record.commit;
    expect(commit === null || /^[0-9a-f]{12}/.test(commit ?? '')).toBe(true);
    // The console's pages are in the one server build: it has a copy of its own, bundles included.
    expect(existsSync(join(consoleOutputOf(distDir), 'server', SERVER_ENTRY_FILE))).toBe(true);
    expect(readdirSync(join(consoleOutputOf(distDir), 'client', '_astro')).length).toBeGreaterThan(0);

    const again = await build({ force: true });
    const [newest] = await readHistory(distDir, TENANT);
    expect(newest).toMatchObject({ run: again.run, startedBy: { kind: 'terminal' }, outcome: 'rebuilt', reason: '--force' });
    // The same catalogue and code: next to nothing differs from the output served before.
    expect(newest?.pagesChanged).toBeLessThan(newest?.stats?.pages ?? 0);
  }, 180_000);

  it('records a rollback, and each one after, newest first', async () => {
    await rollBack(env(), [TENANT], OPS);
    await rollBack(env(), [TENANT]);
    const [forward, back] = await readHistory(distDir, TENANT);
    expect(back).toMatchObject({ outcome: 'rolled back', startedBy: OPS, reason: expect.stringMatching(/^now serving its output built .* \(was: built .*\)$/) as string });
    expect(forward).toMatchObject({ outcome: 'rolled back', startedBy: { kind: 'terminal' } });
    // Forward again: it serves what was served before the first rollback.
    expect(forward?.servedBuiltAt).toBe(/\(was: built (.*)\)$/.exec(back?.reason ?? '')?.[1]);
  }, 60_000);
});

describe('the history files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'history-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const entry = (run: string, n: number): HistoryEntry => ({
    run,
    tenant: 'blaze',
    startedBy: { kind: 'terminal' },
    startedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    finishedAt: new Date(Date.UTC(2026, 0, 1, 0, n, 30)).toISOString(),
    outcome: 'rebuilt',
    reason: `build ${n}`,
    seconds: 30,
  });

  it(`keep the last ${HISTORY_LIMIT} builds of a tenant, and the logs they name`, async () => {
    const runs = Array.from({ length: HISTORY_LIMIT + 5 }, (_, n) => newRunId(new Date(Date.UTC(2026, 0, 1, 0, n))));
    await mkdir(opsDirOf(dir), { recursive: true });
    for (const run of runs) writeFileSync(await runLogFile(dir, run), `log of ${run}\n`);
    await appendHistory(dir, runs.map(entry));
    const kept = await readHistory(dir, 'blaze');
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]?.reason).toBe(`build ${HISTORY_LIMIT + 4}`);
    expect(await readRunLog(dir, runs[0] ?? '')).toBeNull();
    expect(await readRunLog(dir, runs.at(-1) ?? '')).toBe(`log of ${runs.at(-1)}\n`);
  });

  it('skip a line damaged by hand, and read no log by a name that is no run id', async () => {
    writeFileSync(join(opsDirOf(dir), 'history', 'blaze.jsonl'), `${readFileSync(join(opsDirOf(dir), 'history', 'blaze.jsonl'), 'utf8')}{ not json\n`);
    expect(await readHistory(dir, 'blaze')).toHaveLength(HISTORY_LIMIT);
    expect(await readRunLog(dir, '../history/blaze')).toBeNull();
  });
});
