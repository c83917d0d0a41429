import { DEFAULT_CATALOGUE_SIZE, DEFAULT_DATA_DIR } from './db.ts';
import { readEnv } from '../src/settings/env.ts';
import { tenantsFor } from '../src/tenants/registry.ts';
import { identityRoutesFor } from './identity/index.ts';
import { memberGraphQL, subscriptionsRoute } from './members/index.ts';
import { startUpstream } from './server.ts';

function wholeNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a whole number of at least ${min}; received "${raw}".`);
    process.exit(1);
  }
  return value;
}

// UPSTREAM_PORT and PORT are the site's settings too: one schema parses them (src/settings/env.ts).
const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const port = env.UPSTREAM_PORT;
const host = process.env['UPSTREAM_HOST'] ?? '127.0.0.1';
const dataDir = process.env['UPSTREAM_DATA_DIR'] || DEFAULT_DATA_DIR;
// The identity provider's client may return to every origin a tenant is served on (tour and
// members URLs, which in local development are `http://<tenant>.localhost:<PORT>`).
const tenants = [...tenantsFor(env).values()];
const identity = identityRoutesFor({
  upstreamUrl: `http://${host}:${port}`,
  tenantOrigins: tenants.flatMap((tenant) => [tenant.tourUrl, tenant.membersUrl]),
  dataDir,
});

const upstream = await startUpstream({
  port,
  host,
  dataDir,
  extraRoutes: [identity, subscriptionsRoute],
  extraGraphQL: [memberGraphQL],
  size: wholeNumber('CATALOGUE_SIZE', DEFAULT_CATALOGUE_SIZE, 1),
});
console.log(`upstream ready at ${upstream.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void Promise.all([upstream.close(), identity.close()]).then(() => process.exit(0));
  });
}
