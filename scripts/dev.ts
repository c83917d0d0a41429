// npm run dev -- --tenant aurora: one tenant in development. Starts the embedded upstream (or uses
// UPSTREAM_URL), takes the tenant's catalogue snapshot once, and serves the tenant on
// http://<tenant>.localhost:<PORT>/ through the site server's rules, its pages rendered by Astro's
// dev server with hot reload (scripts/lib/dev-output.ts says which rules apply and which do not).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readEnv } from '../src/settings/env.ts';
import { localOrigin } from '../src/tenants/local.ts';
import { readTenants } from '../src/tenants/registry.ts';
import type { CatalogueSnapshot } from '../src/catalogue/schemas.ts';
import { selectedTenants } from './lib/args.ts';
import { takeSnapshot } from './lib/catalogue-snapshot.ts';
import { startDevOutput, type DevOutput } from './lib/dev-output.ts';
import { PROJECT_ROOT } from './lib/project-root.ts';
import { runMain } from './lib/run-main.ts';
import { onShutdown } from './lib/shutdown.ts';
import { startSite, type RunningSite } from './lib/site.ts';
import { reportTenantProblems } from './lib/tenant-problems.ts';
import { ensureUpstream } from './lib/upstream-process.ts';

/** What the dev server prints once the tenant answers (the dev command's test waits for it). */
const DEV_READY_PREFIX = 'Developing ';

runMain(async () => {
  // React and Vite in their development builds (the site server would otherwise choose production's).
  process.env['NODE_ENV'] ??= 'development';
  const args = process.argv.slice(2);
  if (!args.some((arg) => arg === '--tenant' || arg.startsWith('--tenant='))) {
    throw new Error('npm run dev serves one tenant: npm run dev -- --tenant aurora');
  }
  const ids = selectedTenants(args);
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) throw new Error(`npm run dev serves one tenant at a time, not ${ids.join(', ')}: npm run dev -- --tenant ${ids[0] ?? 'aurora'}`);
  const env = readEnv();
  if (env.SITE_ENV !== 'local') throw new Error('npm run dev is for this machine: it serves <tenant>.localhost (SITE_ENV=local).');
  const files = readTenants(env);
  reportTenantProblems(files, 'development');
  const tenant = files.tenants.get(id);
  if (!tenant) throw new Error(`The tenant file of ${id} has problems (above): fix it to develop ${id}.`);
  const all = [...files.tenants.values()];

  const upstream = await ensureUpstream(env);
  let devOutput: DevOutput | null = null;
  let site: RunningSite | null = null;
  onShutdown(async () => {
    await site?.close({ graceMs: 0 });
    await devOutput?.stop();
    await upstream.stop();
  });

  const snapshotJson = (await takeSnapshot(tenant, all, upstream.url)).check().json;
  const devDir = join(PROJECT_ROOT, '.cache', 'dev', id);
  await mkdir(devDir, { recursive: true });
  const snapshotFile = join(devDir, 'catalogue.json');
  await writeFile(snapshotFile, snapshotJson);
  // Read by astro.config.mjs: the tenant baked into `virtual:tenant`, the snapshot its pages read,
  // and a cache of the dev server's own (a build of the same tenant may run beside it).
  process.env['TENANT'] = id;
  process.env['CATALOGUE_SNAPSHOT'] = snapshotFile;
  process.env['ASTRO_CACHE_DIR'] = join(devDir, 'astro');

  const origin = localOrigin(id, env.PORT);
  devOutput = await startDevOutput({ tenant, all, snapshot: JSON.parse(snapshotJson) as CatalogueSnapshot, origin });
  site = await startSite(env, files.tenants, devOutput.output);
  devOutput.forwardHotReload(site.server);
  console.log(`${DEV_READY_PREFIX}${tenant.name} on ${origin}/ (hot reload; upstream at ${upstream.url})`);
});
