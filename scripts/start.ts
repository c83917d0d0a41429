// npm start: starts the embedded upstream, builds every tenant not built yet or whose inputs
// changed (as npm run build decides), and serves all ten.
import { readEnv } from '../src/settings/env.ts';
import { BUILD_CONCURRENCY, buildTenants, distDirOf, TenantBuildsFailedError } from './lib/build-tenants.ts';
import { readServedTenants } from './lib/last-good-tenants.ts';
import { runMain } from './lib/run-main.ts';
import { reportTenantProblems } from './lib/tenant-problems.ts';
import { onShutdown } from './lib/shutdown.ts';
import { buildPort, runningSiteServer } from './lib/site-address.ts';
import { siteUrls, startSite, warmedLine, type RunningSite } from './lib/site.ts';
import { summaryTable } from './lib/summary.ts';
import { ensureUpstream } from './lib/upstream-process.ts';

runMain(async () => {
  const env = readEnv();
  const files = readServedTenants(env);
  reportTenantProblems(files, 'the build and serving');
  const { tenants } = files;
  // npm start builds for its own port: another server on the same output would serve those pages.
  const { warning } = buildPort(env, true, await runningSiteServer(distDirOf(env)));
  if (warning) console.warn(`⚠ ${warning}`);
  const upstream = await ensureUpstream(env);
  let site: RunningSite | null = null;
  // As npm run serve: the site drains first, then the upstream stops (during the builds, only that).
  onShutdown(async (graced) => {
    await site?.close(graced ? {} : { graceMs: 0 });
    await upstream.stop();
  });

  try {
    const report = await buildTenants({ env, tenants, ids: [...tenants.keys()], upstreamUrl: upstream.url, concurrency: BUILD_CONCURRENCY });
    if (report.results.some((r) => r.outcome === 'rebuilt')) console.log(summaryTable(report.results, report.seconds));
  } catch (error) {
    if (!(error instanceof TenantBuildsFailedError)) throw error;
    // The others are built: serve them, and the failed ones' earlier output if they have one.
    console.log(summaryTable(error.report.results, error.report.seconds));
    console.error(`\n✖ ${error.message}`);
  }
  site = await startSite(env, tenants);
  console.log(`\nServing ${tenants.size} tenants on port ${env.PORT} (upstream at ${upstream.url}):\n${siteUrls(env, tenants).join('\n')}`);
  void site.warmed.then((report) => report && console.log(warmedLine(report)));
});
