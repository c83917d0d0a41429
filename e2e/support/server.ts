// The end-to-end run's server: a fresh embedded upstream, all ten tenants built, the site served.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { BUILD_CONCURRENCY, buildTenants } from '../../scripts/lib/build-tenants.ts';
import { summaryTable } from '../../scripts/lib/summary.ts';
import { runMain } from '../../scripts/lib/run-main.ts';
import { startSite } from '../../scripts/lib/site.ts';
import { ensureUpstream } from '../../scripts/lib/upstream-process.ts';
import { E2E_DATA_DIR, E2E_ERROR_REPORT_URL, E2E_PORT, E2E_SIGNING_SECRET, E2E_UPSTREAM_PORT, UPSTREAM_PID_FILE } from './ports.ts';
import { moveRelease, releaseSchedule } from './releases.ts';

/** The seeded releases come minutes after seeding: the run moves them this far on, so that only the journey that schedules a release meets one. */
const SEEDED_RELEASES_DELAY_MS = 24 * 60 * 60 * 1000;

runMain(async () => {
  // Set in process.env, not only parsed: the tenants' server handlers run in this process and read it.
  Object.assign(process.env, { PORT: String(E2E_PORT), UPSTREAM_PORT: String(E2E_UPSTREAM_PORT), DIST_DIR: 'dist-e2e' });
  // The error screen's tests: a report form to offer, and the crash triggers (never in production).
  Object.assign(process.env, { ERROR_REPORT_URL: E2E_ERROR_REPORT_URL, CRASH_TRIGGERS: '1' });
  // A known secret: a journey signs what the upstream never answers (a confirmation without its link).
  process.env['SIGNING_SECRET'] = E2E_SIGNING_SECRET;
  // Every journey logs in from this one address: the limits (tested in tests/server) would refuse them.
  process.env['RATE_LIMITS'] = '0';
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  const upstream = await ensureUpstream(env, { UPSTREAM_DATA_DIR: E2E_DATA_DIR });
  mkdirSync('dist-e2e', { recursive: true });
  writeFileSync(UPSTREAM_PID_FILE, String(upstream.pid ?? ''));
  for (const release of await releaseSchedule()) await moveRelease(release.videoId, new Date(Date.parse(release.releaseAt) + SEEDED_RELEASES_DELAY_MS));
  process.once('SIGTERM', () => void upstream.stop().then(() => process.exit(0)));
  process.once('SIGINT', () => void upstream.stop().then(() => process.exit(0)));
  // A failed build ends the run: the upstream goes with it, or its open output would keep Playwright waiting.
  const report = await buildTenants({ env, tenants, ids: [...tenants.keys()], upstreamUrl: upstream.url, concurrency: BUILD_CONCURRENCY }).catch(async (error: unknown) => {
    await upstream.stop();
    throw error;
  });
  console.log(summaryTable(report.results, report.seconds));
  await startSite(env, tenants);
  console.log(`e2e site ready on ${E2E_PORT}`);
});
