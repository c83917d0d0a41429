// npm run build [-- --tenant aurora,blaze] [--force] [--dry-run]: builds the tenants whose inputs
// changed (tenant file, catalogue, code, settings) and says why each is rebuilt or skipped.
// npm run build -- --rollback aurora: aurora serves its previous output again.
// The content-ops console runs this very script for its builds, dry runs and rollbacks, in a child
// process whose IPC channel tells it the run and who started it and takes its progress
// (scripts/lib/build-channel.ts).
import { readEnv } from '../src/settings/env.ts';
import { buildArgs } from './lib/args.ts';
import { awaitStart, channelDisplay, toConsole } from './lib/build-channel.ts';
import { BuildLockedError } from './lib/build-lock.ts';
import { BUILD_CONCURRENCY, buildTenants, distDirOf, TenantBuildsFailedError, type BuildReport } from './lib/build-tenants.ts';
import { TERMINAL, type Starter } from './lib/build-starter.ts';
import { readServedTenants } from './lib/last-good-tenants.ts';
import { rollBack, rolledBackLine } from './lib/rollback.ts';
import { runMain } from './lib/run-main.ts';
import { summaryTable } from './lib/summary.ts';
import { buildPort, portGiven, runningSiteServer } from './lib/site-address.ts';
import { reportTenantProblems } from './lib/tenant-problems.ts';
import { ensureUpstream } from './lib/upstream-process.ts';

/** The outcome of every tenant, for the console: the summary's facts, and every line of a failure. */
function reportToConsole(report: BuildReport): void {
  toConsole({
    kind: 'report',
    seconds: report.seconds,
    results: report.results.map(({ tenant, outcome, reason, problems, stats, reused, seconds }) => ({ tenant, outcome, reason, problems, stats, reused, seconds })),
  });
}

runMain(async () => {
  const start = awaitStart();
  const { run, startedBy }: { run?: string | undefined; startedBy: Starter } = (await start) ?? { startedBy: TERMINAL };
  try {
    await main(run, startedBy);
  } catch (error) {
    if (start) toConsole({ kind: 'error', message: error instanceof Error ? error.message : String(error), locked: error instanceof BuildLockedError });
    throw error;
  }
  // The IPC channel would keep a console's build alive after its work is done.
  if (process.connected) process.disconnect();
});

async function main(run: string | undefined, startedBy: Starter): Promise<void> {
  const args = buildArgs(process.argv.slice(2));
  const given = readEnv();
  // The pages link the port they are built for: the running server's, unless PORT says otherwise.
  const port = buildPort(given, portGiven(), await runningSiteServer(distDirOf(given)));
  const env = { ...given, PORT: port.port };
  if (port.note) console.log(port.note);
  if (port.warning) console.warn(`⚠ ${port.warning}`);
  if (args.rollback) {
    const done = await rollBack(env, args.rollback, startedBy);
    for (const rolled of done) console.log(`${rolled.tenant}: ${rolledBackLine(rolled)}; --rollback ${rolled.tenant} again to return to it`);
    toConsole({ kind: 'rolled back', tenants: done });
    return;
  }
  const files = readServedTenants(env);
  // A bad tenant file fails its own tenant; the others build.
  const ids = args.ids.filter((id) => !files.unusable.includes(id));
  const broken = args.ids.filter((id) => files.unusable.includes(id));
  const display = process.send ? channelDisplay(toConsole) : undefined;
  if (ids.length > 0) {
    const upstream = await ensureUpstream(env);
    try {
      const what = args.dryRun ? 'Deciding' : args.force ? 'Rebuilding' : 'Checking';
      console.log(`${what} ${ids.length} tenant${ids.length > 1 ? 's' : ''}: ${ids.join(', ')}`);
      const report = await buildTenants({ env, tenants: files.tenants, ids, upstreamUrl: upstream.url, concurrency: BUILD_CONCURRENCY, force: args.force, dryRun: args.dryRun, display, run, startedBy });
      console.log(summaryTable(report.results, report.seconds));
      reportToConsole(report);
      // Said again under the summary, where it is read.
      if (port.warning && !args.dryRun) console.warn(`\n⚠ ${port.warning}`);
    } catch (error) {
      // The summary still shows what was built and skipped; the error then names each failure.
      if (error instanceof TenantBuildsFailedError) {
        console.log(summaryTable(error.report.results, error.report.seconds));
        reportToConsole(error.report);
      }
      reportTenantProblems(files, 'the build');
      throw error;
    } finally {
      await upstream.stop();
    }
  }
  reportTenantProblems(files, 'the build');
  if (broken.length > 0) {
    throw new Error(`${broken.join(', ')}: not built, ${broken.length > 1 ? 'their tenant files are' : 'its tenant file is'} unusable (above); ${broken.length > 1 ? 'their' : 'its'} served output is untouched.`);
  }
}
