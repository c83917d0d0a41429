import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendHistory, newRunId } from '../../scripts/lib/build-history.ts';
import { withBuildLock } from '../../scripts/lib/build-lock.ts';
import { writeBuildRecord } from '../../scripts/lib/build-record.ts';
import { distDirOf, workDirOf } from '../../scripts/lib/build-tenants.ts';
import { createOpsConsole } from '../../scripts/lib/console/console-service.ts';
import { memoryClaims } from '../../scripts/lib/console/release-claims.ts';
import { FINGERPRINT_FORMAT } from '../../scripts/lib/fingerprint.ts';
import { readServedTenants } from '../../scripts/lib/last-good-tenants.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import type { ConsoleEvent, RunView } from '../../src/features/ops/console-model.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { readEnv } from '../../src/settings/env.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';
import { NOTHING_LISTENS_URL } from '../support/nothing-listens.ts';

/*
 * The console's server part against a dist folder of its own and no gateway at all: what the
 * tenants at a glance read from the builds' records, history and tenant files; a build from a
 * terminal refuses the console's, naming it; a second build waits for the first; every change is in
 * the audit log. Its builds are `scripts/build.ts` in child processes, which fail at once here (the
 * gateway is a port where nothing listens).
 */
const OPS = { accountId: 'demo-ops', email: 'ops@demo.test' };
let distDir: string;
let tenantsDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(PROJECT_ROOT, '.dist-console-'));
  tenantsDir = mkdtempSync(join(PROJECT_ROOT, '.tenants-console-'));
  cpSync(TENANTS_DIR, tenantsDir, { recursive: true });
});
afterAll(() => {
  for (const dir of [distDir, tenantsDir, workDirOf(env()), `${workDirOf(env())}.lock`]) rmSync(dir, { recursive: true, force: true });
});

const env = () => readEnv({ ...process.env, DIST_DIR: distDir, UPSTREAM_URL: NOTHING_LISTENS_URL });
function service() {
  return createOpsConsole({
    env: env(),
    tenantFiles: () => readServedTenants(env(), tenantsDir),
    gatewayUrl: NOTHING_LISTENS_URL,
    claims: memoryClaims(),
    log: SILENT_LOGGER,
    buildEnv: { ...process.env, DIST_DIR: distDir, UPSTREAM_URL: NOTHING_LISTENS_URL },
  });
}

/** A served output (and, for aurora, a previous one) as the build leaves them: the files the console reads. */
async function servedOutput(tenant: string, dir: string, builtAt: string): Promise<void> {
  mkdirSync(join(dir, 'client'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), '');
  writeFileSync(join(dir, 'server', 'entry.mjs'), '');
  writeFileSync(join(dir, 'server', 'tenant.json'), '{}');
  const fingerprint = { format: FINGERPRINT_FORMAT, tenant: 't', tenantModule: 'm', catalogue: `catalogue-of-${tenant}-0123456789`, settings: {}, code: {} };
  await writeBuildRecord(dir, { fingerprint, stats: { pages: 128, otherFiles: 95, bytes: 3_040_000, compressedBytes: 767_000 }, builtAt, startedBy: { kind: 'terminal' }, seconds: 12.1, commit: 'c102d79e1f2a' });
}

/** Resolves with the run once an event says it is over. */
function ended(events: ConsoleEvent[], run: string): Promise<RunView> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const over = events.find((event): event is Extract<ConsoleEvent, { type: 'run' }> => event.type === 'run' && event.run.run === run && (event.run.status === 'done' || event.run.status === 'failed'));
      if (!over) return;
      clearInterval(timer);
      resolve(over.run);
    }, 50);
  });
}

describe('the tenants at a glance', () => {
  it("show each tenant's served build, its previous one, its last failure and its file's problem", async () => {
    await servedOutput('aurora', join(distDir, 'aurora'), '2026-11-28T10:00:00.000Z');
    await servedOutput('aurora', join(PROJECT_ROOT, '.build', `previous-${distDir.slice(PROJECT_ROOT.length)}`, 'aurora'), '2026-11-27T10:00:00.000Z');
    await servedOutput('blaze', join(distDir, 'blaze'), '2026-11-28T10:00:00.000Z');
    await appendHistory(distDir, [
      { run: newRunId(), tenant: 'blaze', startedBy: { kind: 'person', email: OPS.email }, startedAt: '2026-11-28T11:00:00.000Z', finishedAt: '2026-11-28T11:00:05.000Z', outcome: 'failed', reason: 'Tenant "blaze": video "x" field "rating": is too big', problems: ['Tenant "blaze": video "x" field "rating": is too big', 'Tenant "blaze": video "y" field "title": is missing'], seconds: 5 },
    ]);
    const config = JSON.parse(readFileSync(join(TENANTS_DIR, 'cinder.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(tenantsDir, 'cinder.json'), JSON.stringify({ ...config, theme: { primary: 'red' } }));
    const ops = service();
    try {
      const { rows, tenantFileNotice } = await ops.console.overview();
      const row = (tenant: string) => rows.find((candidate) => candidate.tenant === tenant);
      expect(row('aurora')).toMatchObject({
        brand: 'Aurora Nights',
        served: { builtAt: '2026-11-28T10:00:00.000Z', commit: 'c102d79e1f2a', catalogue: 'catalogue-of', pages: 128, size: '2.9 MiB', compressedSize: '749.0 KiB', duration: '12 s', startedBy: 'the terminal' },
        previous: { builtAt: '2026-11-27T10:00:00.000Z' },
        failure: null,
        fileProblem: null,
      });
      expect(row('blaze')?.previous).toBeNull();
      expect(row('blaze')?.failure?.problems).toHaveLength(2);
      expect(row('cinder')).toMatchObject({ served: null, missing: 'not built yet' });
      expect(row('cinder')?.fileProblem).toMatch(/cinder\.json: invalid tenant config[\s\S]*field "theme\.primary"/);
      expect(tenantFileNotice).toEqual(['cinder: left out of the build until fixed (no served build to keep its facts from); the combined tenant goes on without it.']);
    } finally {
      cpSync(join(TENANTS_DIR, 'cinder.json'), join(tenantsDir, 'cinder.json'));
      await ops.close();
    }
  });
});

describe("the console's changes", () => {
  it('are refused, naming it, while a build from a terminal holds the lock', async () => {
    const ops = service();
    let release = () => {};
    let taken = () => {};
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const held = withBuildLock(workDirOf(env()), distDirOf(env()), () => (taken(), new Promise<void>((resolve) => (release = resolve))), { run: newRunId(), what: 'rebuild of jade', startedBy: { kind: 'terminal' } });
    await isTaken;
    try {
      const outcome = await ops.console.rebuild({ tenants: ['aurora'], force: false }, OPS);
      expect(outcome).toEqual({ status: 'refused', message: expect.stringMatching(/^Another build is running: the rebuild of jade started by the terminal at \d\d:\d\d:\d\d UTC\. Start again once it is over\.$/) as string });
      expect((await ops.console.overview()).elsewhere).toMatch(/^the rebuild of jade started by the terminal/);
    } finally {
      release();
      await held;
      await ops.close();
    }
    expect((await service().console.audit())[0]).toMatchObject({ who: OPS.email, what: 'rebuild of aurora', outcome: expect.stringMatching(/^refused: Another build is running/) as string });
  });

  it('refuse a rollback where no previous build is kept', async () => {
    const ops = service();
    expect(await ops.console.rollBack('blaze', OPS)).toEqual({ status: 'refused', message: 'blaze has no previous build to roll back to: one is kept from its second build on.' });
    await ops.close();
  });

  it('run one build at a time in a child process: a second waits in the queue; a run that fails says why', { timeout: 60_000 }, async () => {
    const ops = service();
    const events: ConsoleEvent[] = [];
    ops.console.subscribe((event) => events.push(event));
    try {
      const first = await ops.console.rebuild({ tenants: ['aurora'], force: false }, OPS);
      const second = await ops.console.rebuild({ tenants: ['blaze'], force: true }, OPS);
      if (first.status === 'refused' || second.status === 'refused') throw new Error('refused');
      expect([first.status, second.status]).toEqual(['started', 'queued']);
      expect((await ops.console.overview()).queue.map((run) => run.run)).toEqual([second.run.run]);
      const [one, two] = await Promise.all([ended(events, first.run.run), ended(events, second.run.run)]);
      expect(one).toMatchObject({ status: 'failed', tenants: ['aurora'], startedBy: OPS.email });
      expect(two).toMatchObject({ status: 'failed', tenants: ['blaze'], force: true });
      // Queued behind the first: it started once the first was over.
      const started = (run: string) => events.findIndex((event) => event.type === 'run' && event.run.run === run && event.run.status === 'running');
      const over = (run: string) => events.findIndex((event) => event.type === 'run' && event.run.run === run && event.run.status === 'failed');
      expect(started(second.run.run)).toBeGreaterThan(over(first.run.run));
      // The gateway is not there: the build says so for each tenant.
      expect(one.results.find((result) => result.tenant === 'aurora')?.outcome ?? one.message).toMatch(/failed|fetch failed|ECONNREFUSED/);
      // Each run's end is written to the audit log once it is over.
      await vi.waitFor(async () => expect((await ops.console.audit()).slice(0, 2).map((entry) => entry.what)).toEqual([`rebuild of blaze (run ${second.run.run}) ended`, `rebuild of aurora (run ${first.run.run}) ended`]), { timeout: 10_000 });
    } finally {
      await ops.close();
    }
  });
});
