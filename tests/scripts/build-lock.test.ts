import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildLockedError, freeLockOfDeadRun, runningBuild, withBuildLock, type LockHolder } from '../../scripts/lib/build-lock.ts';
import { buildTenants, distDirOf, workDirOf } from '../../scripts/lib/build-tenants.ts';
import { rollBack } from '../../scripts/lib/rollback.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { NOTHING_LISTENS_URL } from '../support/nothing-listens.ts';

const distDir = mkdtempSync(join(tmpdir(), 'dist-lock-'));
const env = readEnv({ DIST_DIR: distDir });
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(`${workDirOf(env)}.lock`, { recursive: true, force: true });
});

/** Holds the build lock of the test's dist folder (for `holder`) until the returned release is called. */
async function holdLock(holder?: LockHolder): Promise<() => Promise<void>> {
  let release = () => {};
  let taken = () => {};
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const held = withBuildLock(
    workDirOf(env),
    distDirOf(env),
    () => {
      taken();
      return new Promise<void>((resolve) => (release = resolve));
    },
    holder,
  );
  await isTaken;
  return async () => {
    release();
    await held;
  };
}

describe('the build lock', () => {
  it('refuses a second build of the same dist folder at once, saying why and what to do', async () => {
    const release = await holdLock();
    try {
      const second = buildTenants({ env, tenants: tenantsFor(env), ids: ['aurora'], upstreamUrl: NOTHING_LISTENS_URL, concurrency: 1 });
      await expect(second).rejects.toBeInstanceOf(BuildLockedError);
      await expect(second).rejects.toThrow(/Another build of .* is running .* Wait for it to finish/);
      await expect(rollBack(env, ['aurora'])).rejects.toBeInstanceOf(BuildLockedError);
    } finally {
      await release();
    }
  });

  it('names the running build in its refusal, and who started it', async () => {
    const holder = { run: '20261128-174003-3f9a', what: 'rebuild of aurora, jade', startedBy: { kind: 'person', email: 'ops@demo.test' } } as const;
    const release = await holdLock(holder);
    try {
      expect(await runningBuild(workDirOf(env))).toMatchObject(holder);
      await expect(rollBack(env, ['aurora'])).rejects.toThrow(/is running: the rebuild of aurora, jade started by ops@demo\.test at \d\d:\d\d:\d\d UTC/);
    } finally {
      await release();
    }
  });


  it('is free again once the build ends, whether it succeeded or failed', async () => {
    await expect(withBuildLock(workDirOf(env), distDirOf(env), () => Promise.reject(new Error('the build failed')))).rejects.toThrow('the build failed');
    const release = await holdLock();
    await release();
  });

  it('lets a dry run beside a build (it writes nothing)', async () => {
    const release = await holdLock();
    try {
      // It gets as far as the gateway, which is not there: not a lock refusal.
      const dryRun = buildTenants({ env, tenants: tenantsFor(env), ids: ['aurora'], upstreamUrl: NOTHING_LISTENS_URL, concurrency: 1, dryRun: true, log: () => {} });
      await expect(dryRun).rejects.not.toBeInstanceOf(BuildLockedError);
    } finally {
      await release();
    }
  });
});

describe('a rollback', () => {
  it('refuses a tenant without a previous output, and swaps nothing', async () => {
    await expect(rollBack(env, ['aurora'])).rejects.toThrow('aurora: there is no previous output to roll back to');
  });

  it("is freed at once when the console saw the process of the run holding it die, and only then", async () => {
    // Stands in for a build child that was killed: nobody will release its lock.
    const holder = { run: '20261128-174003-dead', what: 'rebuild of aurora', startedBy: { kind: 'person', email: 'ops@demo.test' } } as const;
    const release = await holdLock(holder);
    try {
      expect(await freeLockOfDeadRun(workDirOf(env), '20261128-174500-0b0b')).toBe(false);
      await expect(rollBack(env, ['aurora'])).rejects.toBeInstanceOf(BuildLockedError);
      expect(await freeLockOfDeadRun(workDirOf(env), holder.run)).toBe(true);
      expect(await runningBuild(workDirOf(env))).toBeNull();
      // The next build takes the lock at once, not after the lock went stale.
      expect(await withBuildLock(workDirOf(env), distDirOf(env), () => Promise.resolve('took it'))).toBe('took it');
    } finally {
      await release();
    }
  });

});
