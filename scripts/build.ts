// npm run build [-- --tenant aurora,blaze]: builds all tenants, one, or a list.
import { readEnv } from '../src/settings/env.ts';
import { tenantsFor } from '../src/tenants/registry.ts';
import { selectedTenants } from './lib/args.ts';
import { BUILD_CONCURRENCY, buildTenants, summaryTable } from './lib/build-tenants.ts';
import { ensureUpstream } from './lib/upstream-process.ts';
import { runMain } from './lib/run-main.ts';

runMain(async () => {
  const env = readEnv();
  const tenants = tenantsFor(env);
  const ids = selectedTenants(process.argv.slice(2));
  const upstream = await ensureUpstream(env);
  try {
    console.log(`Building ${ids.length} tenant${ids.length > 1 ? 's' : ''}: ${ids.join(', ')}`);
    const results = await buildTenants({
      env,
      tenants,
      ids,
      upstreamUrl: upstream.url,
      concurrency: BUILD_CONCURRENCY,
    });
    console.log(summaryTable(results));
  } finally {
    await upstream.stop();
  }
});
