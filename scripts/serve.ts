// npm run serve: serves the tenants already built in dist/ (npm start builds what is missing first).
// SIGTERM or Ctrl-C drains it: no new connections, requests in flight finished, then the session
// store, the gateway's connections and the embedded upstream (if this started it) closed.
import { readEnv } from '../src/settings/env.ts';
import { readServedTenants } from './lib/last-good-tenants.ts';
import { runMain } from './lib/run-main.ts';
import { reportTenantProblems } from './lib/tenant-problems.ts';
import { onShutdown } from './lib/shutdown.ts';
import { distDirOf } from './lib/build-tenants.ts';
import { builtForAnotherAddress } from './lib/site-address.ts';
import { siteUrls, startSite, warmedLine } from './lib/site.ts';
import { ensureUpstream } from './lib/upstream-process.ts';

runMain(async () => {
  const env = readEnv();
  const files = readServedTenants(env);
  reportTenantProblems(files, 'serving');
  const { tenants } = files;
  const upstream = await ensureUpstream(env);
  const site = await startSite(env, tenants);
  console.log(`Site server on port ${env.PORT}, upstream at ${upstream.url}:\n${siteUrls(env, tenants).join('\n')}`);
  const elsewhere = await builtForAnotherAddress(distDirOf(env), tenants, env.PORT);
  if (elsewhere.length > 0) console.warn(`\n⚠ ${elsewhere.join('\n  ')}`);
  void site.warmed.then((report) => report && console.log(warmedLine(report)));
  onShutdown(async (graced) => {
    await site.close(graced ? {} : { graceMs: 0 });
    await upstream.stop();
  });
});
