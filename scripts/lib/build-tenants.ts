import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueAt } from '../../src/catalogue/calls.ts';
import { fetchCatalogueSnapshot } from '../../src/catalogue/snapshot.ts';
import { gatewayUrl, type Env } from '../../src/settings/env.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';
import { tourPageTotal } from '../../src/tour/page-total.ts';
import { astroBuild } from './astro-build.ts';
import { precompress } from './precompress.ts';
import { replaceDirectory } from './swap.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The folder holding every tenant's output, from DIST_DIR (relative to the project). */
export function distDirOf(env: Pick<Env, 'DIST_DIR'>): string {
  return resolve(PROJECT_ROOT, env.DIST_DIR);
}
/**
 * Tenant builds run side by side: each Astro build is mostly one core. Measured at bench size on two
 * cores: three at a time was no faster than two and took 30% more memory.
 */
export const BUILD_CONCURRENCY = Math.min(2, availableParallelism());
/** The tenant's catalogue snapshot inside its output: `<DIST_DIR>/<tenant>/server/catalogue.json`. */
export const CATALOGUE_FILE = 'catalogue.json';
/** How often a running build reports progress, so CI logs stay readable. */
const PROGRESS_EVERY_MS = 2000;

export interface TenantBuildResult {
  tenant: TenantId;
  /** HTML pages written; `expected` is what the catalogue said there would be. */
  pages: number;
  expected: number;
  /** Every prerendered file, endpoints (sitemap, icons) included. */
  files: number;
  seconds: number;
}

export interface BuildOptions {
  env: Env;
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  ids: readonly TenantId[];
  /** URL of the embedded upstream when no gateway is configured. */
  upstreamUrl: string;
  /** Parallel tenant builds; each Astro build is mostly one core. */
  concurrency: number;
  log?: (line: string) => void;
}

/**
 * Builds the given tenants: catalogue snapshot from the gateway (every record zod-checked), Astro
 * build into a work folder, precompression, then an atomic swap into dist/<tenant>. The first
 * failure stops the run; tenants already built, and all others, keep their output.
 */
export async function buildTenants(options: BuildOptions): Promise<TenantBuildResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Longest job first: the combined tenant carries every standalone site's catalogue, so starting
  // it first keeps both workers busy to the end (measured: 51 s → 40 s for all ten at bench size).
  const queue = [...options.ids].sort(
    (a, b) => Number(options.tenants.get(a)?.standalone ?? true) - Number(options.tenants.get(b)?.standalone ?? true),
  );
  const results: TenantBuildResult[] = [];
  let failure: unknown = null;
  const distDir = distDirOf(options.env);
  // Work and snapshot folders are per dist folder, so an end-to-end build never meets `npm start`'s.
  const workDir = join(PROJECT_ROOT, '.build', `work-${basename(distDir)}`);
  const snapshotDir = join(PROJECT_ROOT, '.cache', 'catalogue', basename(distDir));
  await mkdir(snapshotDir, { recursive: true });

  const buildOne = async (id: TenantId): Promise<TenantBuildResult> => {
    const tenant = options.tenants.get(id);
    if (!tenant) throw new Error(`Unknown tenant "${id}"`);
    const started = performance.now();
    const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
    const url = options.env.UPSTREAM_URL ? gatewayUrl(options.env, tenant.api.host) : options.upstreamUrl;
    log(`[${id}] fetching catalogue from ${url}`);
    const snapshot = await fetchCatalogueSnapshot(catalogueAt(url), tenant);
    const expected = tourPageTotal(snapshot, tenant, [...options.tenants.values()]);
    const snapshotFile = join(snapshotDir, `${id}.json`);
    const snapshotJson = JSON.stringify(snapshot);
    await writeFile(snapshotFile, snapshotJson);

    const outDir = join(workDir, id);
    await rm(outDir, { recursive: true, force: true });
    let lastReport = 0;
    const { pages, files } = await astroBuild({
      tenant: id,
      outDir,
      // The Astro config reads the same settings: pass the effective ones, not the parent's raw env.
      env: { CATALOGUE_SNAPSHOT: snapshotFile, PORT: String(options.env.PORT), SITE_ENV: options.env.SITE_ENV, UPSTREAM_URL: url },
      onPage: (done) => {
        const now = performance.now();
        if (now - lastReport < PROGRESS_EVERY_MS) return;
        lastReport = now;
        log(`[${id}] pages ${done}/${expected} · ${elapsed()} s`);
      },
    });
    // The site server renders signed-in members' views of tour pages from the same snapshot the
    // static pages were built from; it travels inside the output so it is swapped in with them.
    await writeFile(join(outDir, 'server', CATALOGUE_FILE), snapshotJson);
    await precompress(join(outDir, 'client'));
    await replaceDirectory(outDir, join(distDir, id));
    if (pages !== expected) log(`[${id}] note: ${pages} pages built, the catalogue announced ${expected}`);
    log(`[${id}] done: ${pages}/${expected} pages in ${elapsed()} s`);
    return { tenant: id, pages, expected, files, seconds: (performance.now() - started) / 1000 };
  };

  const worker = async () => {
    for (let id = queue.shift(); id && failure === null; id = queue.shift()) {
      try {
        results.push(await buildOne(id));
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  if (failure !== null) throw failure;
  return options.ids.map((id) => results.find((r) => r.tenant === id)).filter((r) => r !== undefined);
}

/** The per-tenant summary table printed at the end of a build. */
export function summaryTable(results: readonly TenantBuildResult[]): string {
  const rows = results.map(
    (r) => `  ${r.tenant.padEnd(8)} ${String(r.pages).padStart(7)} pages ${String(r.files - r.pages).padStart(4)} other files ${r.seconds.toFixed(1).padStart(7)} s`,
  );
  const pages = results.reduce((sum, r) => sum + r.pages, 0);
  return ['Build summary:', ...rows, `  ${'total'.padEnd(8)} ${String(pages).padStart(7)} pages`].join('\n');
}
