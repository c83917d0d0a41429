// npm run upstream: the embedded upstream alone. The one place its settings are read: upstream/ itself
// never reads the environment, so it shares the site's parse of UPSTREAM_PORT, PORT and the rest.
// `npm run upstream -- --reset` puts the demo accounts back as the README's table says, and stops.
import { localConsoleOrigin, readEnv } from '../src/settings/env.ts';
import { startEmbeddedUpstream } from '../upstream/embedded.ts';
import { resetMemberData } from '../upstream/reset.ts';
import { readServedTenants } from './lib/last-good-tenants.ts';
import { runMain } from './lib/run-main.ts';
import { isUpstreamAnswering, upstreamReadyLine } from './lib/upstream-process.ts';

const RESET_FLAG = '--reset';

runMain(async () => {
  const env = readEnv();
  if (env.SITE_ENV === 'production') throw new Error('The embedded upstream is a stand-in with demo accounts and a biller that takes any card: it never runs with SITE_ENV=production.');
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== RESET_FLAG);
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}: npm run upstream takes only ${RESET_FLAG} (the demo accounts back as the README says).`);

  if (args.includes(RESET_FLAG)) {
    // Its databases are open in a running upstream, which would go on writing to them.
    if (await isUpstreamAnswering(env.UPSTREAM_PORT)) {
      throw new Error(`An upstream is running on port ${env.UPSTREAM_PORT}: stop it (and npm start) first, then run npm run upstream -- ${RESET_FLAG} again.`);
    }
    const removed = resetMemberData(env.UPSTREAM_DATA_DIR);
    console.log(
      removed.length > 0
        ? `Reset the members' data in ${env.UPSTREAM_DATA_DIR} (${removed.length} files): the demo accounts are seeded afresh at the next start, every other account is gone.`
        : `Nothing to reset in ${env.UPSTREAM_DATA_DIR}: the demo accounts are seeded at the first start.`,
    );
    return;
  }

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
    // LOG_LEVEL=info (or lower) logs each request it answers, as the site server does: one JSON line on stderr.
    requestLog: ['trace', 'debug', 'info'].includes(env.LOG_LEVEL) ? (entry) => process.stderr.write(`${JSON.stringify({ level: 30, time: Date.now(), service: 'upstream', ...entry, msg: 'request' })}\n`) : undefined,
  });
  // scripts/lib/upstream-process.ts waits for this line before it uses the upstream.
  console.log(upstreamReadyLine(upstream.url));

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void upstream.close().then(() => process.exit(0)));
  }
});
