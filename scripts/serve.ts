// npm run serve: serves the tenants already built in dist/ (npm start builds what is missing first).
import { readEnv } from '../src/settings/env.ts';
import { tenantsFor } from '../src/tenants/registry.ts';
import { runMain } from './lib/run-main.ts';
import { siteUrls, startSite } from './lib/site.ts';
import { ensureUpstream } from './lib/upstream-process.ts';

runMain(async () => {
  const env = readEnv();
  const tenants = tenantsFor(env);
  const upstream = await ensureUpstream(env);
  const server = await startSite(env, tenants);
  console.log(`Site server on port ${env.PORT}, upstream at ${upstream.url}:\n${siteUrls(env, tenants).join('\n')}`);
  const stop = () => {
    server.close();
    void upstream.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
