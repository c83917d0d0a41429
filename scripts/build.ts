// npm run build [-- --tenant aurora,blaze] [--force] [--dry-run]: builds the tenants whose inputs
// changed (tenant file, catalogue, code, settings) and says why each is rebuilt or skipped.
// npm run build -- --rollback aurora: aurora serves its previous output again.
import { readEnv } from '../src/settings/env.ts';
import { readTenants } from '../src/tenants/registry.ts';
import { buildArgs } from './lib/args.ts';
import { BUILD_CONCURRENCY, buildTenants, distDirOf, TenantBuildsFailedError } from './lib/build-tenants.ts';
import { rollBack } from './lib/rollback.ts';
import { runMain } from './lib/run-main.ts';
import { summaryTable } from './lib/summary.ts';
import { buildPort, portGiven, runningSiteServer } from './lib/site-address.ts';
import { reportTenantProblems } from './lib/tenant-problems.ts';
import { ensureUpstream } from './lib/upstream-process.ts';

runMain(async () => {
  const args = buildArgs(process.argv.slice(2));
  const given = readEnv();
  // The pages link the port they are built for: the running server's, unless PORT says otherwise.
  const port = buildPort(given, portGiven(), await runningSiteServer(distDirOf(given)));
  const env = { ...given, PORT: port.port };
  if (port.note) console.log(port.note);
  if (port.warning) console.warn(`⚠ ${port.warning}`);
  if (args.rollback) {
    for (const done of await rollBack(env, args.rollback)) console.log(`${done.tenant}: now serving its output built ${done.now} (was: built ${done.before}; --rollback ${done.tenant} again to return to it)`);
    return;
  }
  const files = readTenants(env);
  // A bad tenant file fails its own tenant; the others build.
  const ids = args.ids.filter((id) => !files.unusable.includes(id));
  const broken = args.ids.filter((id) => files.unusable.includes(id));
  if (ids.length > 0) {
    const upstream = await ensureUpstream(env);
    try {
      const what = args.dryRun ? 'Deciding' : args.force ? 'Rebuilding' : 'Checking';
      console.log(`${what} ${ids.length} tenant${ids.length > 1 ? 's' : ''}: ${ids.join(', ')}`);
      const report = await buildTenants({ env, tenants: files.tenants, ids, upstreamUrl: upstream.url, concurrency: BUILD_CONCURRENCY, force: args.force, dryRun: args.dryRun });
      console.log(summaryTable(report.results, report.seconds));
      // Said again under the summary, where it is read.
      if (port.warning && !args.dryRun) console.warn(`\n⚠ ${port.warning}`);
    } catch (error) {
      // The summary still shows what was built and skipped; the error then names each failure.
      if (error instanceof TenantBuildsFailedError) console.log(summaryTable(error.report.results, error.report.seconds));
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
});
