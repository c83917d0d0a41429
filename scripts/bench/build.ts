// npm run bench:build: the real build of all ten tenants at a large catalogue size, against a bare
// Astro build of as many trivial pages, in the same run on the same machine. Prints ratios.
import { rmSync } from 'node:fs';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { BUILD_CONCURRENCY, buildTenants } from '../lib/build-tenants.ts';
import { runMain } from '../lib/run-main.ts';
import { ensureUpstream } from '../lib/upstream-process.ts';
import { buildBareAstro, type BuildMeasure } from './bare-astro.ts';
import { watchPeakMemory } from './process-tree-memory.ts';

/** Videos per site for the benchmark's catalogue (override with BENCH_CATALOGUE_SIZE). */
const BENCH_CATALOGUE_SIZE = Number(process.env['BENCH_CATALOGUE_SIZE'] ?? 400);
const BENCH_UPSTREAM_PORT = 4591;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

runMain(async () => {
  Object.assign(process.env, { UPSTREAM_PORT: String(BENCH_UPSTREAM_PORT), DIST_DIR: '.bench/dist' });
  delete process.env['UPSTREAM_URL'];
  const env = readEnv();
  const tenants = tenantsFor(env);
  const dataDir = `.data/bench-upstream-${BENCH_CATALOGUE_SIZE}`;
  console.log(`Starting the embedded upstream with ${BENCH_CATALOGUE_SIZE} videos per site (seeded once, kept in ${dataDir})...`);
  const upstream = await ensureUpstream(env, { CATALOGUE_SIZE: String(BENCH_CATALOGUE_SIZE), UPSTREAM_DATA_DIR: dataDir });
  let real: BuildMeasure;
  try {
    rmSync('.bench/dist', { recursive: true, force: true });
    const started = performance.now();
    const memory = watchPeakMemory(process.pid);
    const results = await buildTenants({
      env,
      tenants,
      ids: [...tenants.keys()],
      upstreamUrl: upstream.url,
      concurrency: BUILD_CONCURRENCY,
      log: () => {},
    });
    const peakBytes = memory.stop();
    real = { pages: results.reduce((sum, r) => sum + r.pages, 0), seconds: (performance.now() - started) / 1000, peakBytes };
  } finally {
    await upstream.stop();
  }
  console.log(`Real build: ${real.pages} pages. Building the bare baseline with as many pages...`);
  const bare = await buildBareAstro(real.pages);
  const rate = (m: BuildMeasure) => m.pages / m.seconds;
  console.log(
    [
      '',
      `                 pages   seconds   pages/s   peak memory`,
      `  real build  ${String(real.pages).padStart(8)} ${real.seconds.toFixed(1).padStart(9)} ${rate(real).toFixed(0).padStart(9)}   ${mb(real.peakBytes)}`,
      `  bare Astro  ${String(bare.pages).padStart(8)} ${bare.seconds.toFixed(1).padStart(9)} ${rate(bare).toFixed(0).padStart(9)}   ${mb(bare.peakBytes)}`,
      '',
      `  ratio (real / bare pages per second): ${(rate(real) / rate(bare)).toFixed(2)}  (target ≥ 0.33)`,
      `  peak memory ratio (real / bare): ${(real.peakBytes / bare.peakBytes).toFixed(2)}`,
    ].join('\n'),
  );
});
