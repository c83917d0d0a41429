// npm run upstream: the embedded upstream alone. The one place its settings are read: upstream/ itself
// never reads the environment, so it shares the site's parse of UPSTREAM_PORT, PORT and the rest.
import { localConsoleOrigin, readEnv } from '../src/settings/env.ts';
import { startEmbeddedUpstream } from '../upstream/embedded.ts';
import { readServedTenants } from './lib/last-good-tenants.ts';
import { runMain } from './lib/run-main.ts';
import { upstreamReadyLine } from './lib/upstream-process.ts';

runMain(async () => {
  const env = readEnv();
  if (env.SITE_ENV === 'production') throw new Error('The embedded upstream is a stand-in with demo accounts and a biller that takes any card: it never runs with SITE_ENV=production.');
  const upstream = await startEmbeddedUpstream({
    port: env.UPSTREAM_PORT,
    host: env.UPSTREAM_HOST,
    dataDir: env.UPSTREAM_DATA_DIR,
    catalogueSize: env.CATALOGUE_SIZE,
    // The login may return to every origin a tenant is served on (in local development
    // `http://<tenant>.localhost:<PORT>`), so the tenants come as the site serves them, and to the
    // content-ops console's.
    tenants: [...readServedTenants(env).tenants.values()],
    otherOrigins: [localConsoleOrigin(env)],
  });
  // scripts/lib/upstream-process.ts waits for this line before it uses the upstream.
  console.log(upstreamReadyLine(upstream.url));

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void upstream.close().then(() => process.exit(0)));
  }
});
