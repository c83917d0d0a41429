import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { DEMO_ACCOUNTS } from '../../upstream/identity/demo-accounts.ts';
import { freeTrialVideos } from '../../upstream/members/free-trial.ts';
import { createMemberDirectory } from '../../upstream/members/member-directory.ts';
import { openMemberStore } from '../../upstream/members/store.ts';
import { videoUnlocks } from '../../upstream/members/unlock.ts';
import { MEMBER_DATA_FILES, resetMemberData } from '../../upstream/reset.ts';
import { newMembership } from '../../upstream/members/membership-facts.ts';

/*
 * Demo data drifts as people use it (a trial spends its credits, a member buys more, an account is
 * joined). `npm run upstream -- --reset` puts it back as the README's table says.
 */
const run = promisify(execFile);
let dataDir: string;
let server: Server | null = null;
afterEach(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** The demo directory on the data folder, as the upstream opens it. */
function openDirectory() {
  const store = openMemberStore(dataDir);
  return { store, directory: createMemberDirectory({ store }) };
}

describe('resetting the embedded upstream’s member data', () => {
  it('brings the demo accounts back as seeded, and takes away every account joined since', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'reset-'));
    const first = openDirectory();
    const trial = DEMO_ACCOUNTS.find((account) => account.kind === 'trial')!;
    const seeded = first.directory.getUserSubscription(trial.accountId, 'AURORA').subscription;
    // The drift: a credit spent, a free trial video played, a member made multi-site, an account joined.
    videoUnlocks(first.store).record(trial.accountId, 42, 1, new Date());
    freeTrialVideos(first.store).play('demo-freetrial', 3, new Date());
    first.directory.accounts.setMembership('demo-member', { ...newMembership('aurora', 'EPOCH'), multisiteType: 'multisiteVP' });
    first.directory.accounts.create({ accountId: 'member-joined', email: 'joined@example.test', password: 'Joined1234', displayName: 'joined', membership: newMembership('aurora', 'EPOCH') }, new Date());
    first.store.close();
    writeFileSync(join(dataDir, 'catalogue-kept.txt'), 'not members’ data');

    const removed = resetMemberData(dataDir);
    expect(removed.length).toBeGreaterThan(0);
    expect(readdirSync(dataDir).filter((file) => MEMBER_DATA_FILES.includes(file))).toEqual([]);
    expect(readdirSync(dataDir)).toContain('catalogue-kept.txt');

    const again = openDirectory();
    expect(again.directory.getUserSubscription(trial.accountId, 'AURORA').subscription).toEqual(seeded);
    expect(again.directory.getUserSubscription('demo-freetrial', 'AURORA').subscription?.unlockedVideoIds).toEqual([]);
    expect(again.directory.getUserSubscription('demo-member', 'AURORA').multisiteType).toBeNull();
    expect(again.directory.accounts.byEmail('joined@example.test')).toBeUndefined();
    again.store.close();
  });

  it('answers an empty folder with nothing to reset', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'reset-'));
    expect(resetMemberData(dataDir)).toEqual([]);
  });

  it('npm run upstream -- --reset refuses while an upstream answers on its port, and changes nothing', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'reset-'));
    openDirectory().store.close();
    const running = createServer((_req, res) => res.end('ok'));
    server = running;
    await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
    const address = running.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const env = { ...process.env, UPSTREAM_PORT: String(port), UPSTREAM_DATA_DIR: dataDir, UPSTREAM_URL: '', SITE_ENV: 'local' };
    const refused: unknown = await run(process.execPath, ['scripts/upstream.ts', '--reset'], { cwd: PROJECT_ROOT, env }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining(`An upstream is running on port ${port}`) });
    expect(readdirSync(dataDir)).toContain('members.sqlite');
  });
});
