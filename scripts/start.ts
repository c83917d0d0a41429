// npm start: starts the embedded upstream, builds every tenant not built yet, and serves all ten.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readEnv } from '../src/settings/env.ts';
import { tenantsFor } from '../src/tenants/registry.ts';
import { BUILD_CONCURRENCY, buildTenants, distDirOf, summaryTable } from './lib/build-tenants.ts';
import { runMain } from './lib/run-main.ts';
import { siteUrls, startSite } from './lib/site.ts';
import { ensureUpstream } from './lib/upstream-process.ts';

runMain(async () => {
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env);
  const stop = () => void upstream.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const missing = [...tenants.keys()].filter(
    (id) => !existsSync(join(distDirOf(env), id, 'client', 'index.html')) || !existsSync(join(distDirOf(env), id, 'server', 'entry.mjs')),
  );
  if (missing.length > 0) {
    console.log(`Building ${missing.join(', ')} (npm run build rebuilds on demand)`);
    const results = await buildTenants({ env, tenants, ids: missing, upstreamUrl: upstream.url, concurrency: BUILD_CONCURRENCY });
    console.log(summaryTable(results));
  }
  await startSite(env, tenants);
  console.log(`\nServing ${tenants.size} tenants on port ${env.PORT} (upstream at ${upstream.url}):\n${siteUrls(env, tenants).join('\n')}`);
});
