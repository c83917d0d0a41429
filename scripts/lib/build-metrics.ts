import { join } from 'node:path';
import { metrics } from '../../src/observability/metrics.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { lastBuild } from './build-history.ts';
import { readBuildRecord } from './build-record.ts';

const seconds = (iso: string): number => Date.parse(iso) / 1000;

/**
 * Brings the build gauges up to date from the build records in `distDir`, for each tenant (run
 * before each scrape): when each tenant's served build was made and its pages (its build record),
 * and its last build's end, duration and outcome (its build history: the one record of build runs,
 * which the content-ops console reads too). A tenant with no record has no value; a record that
 * does not parse counts as none, so a later layout never breaks a scrape.
 */
export function buildMetricsReader(distDir: string, tenants: readonly TenantId[]): () => Promise<void> {
  const { buildServedAt, buildPages, buildLastRunAt, buildLastRunSeconds, buildLastRunFailed } = metrics();
  const gauges = [buildServedAt, buildPages, buildLastRunAt, buildLastRunSeconds, buildLastRunFailed];
  return async () => {
    const facts = await Promise.all(tenants.map(async (tenant) => ({ tenant, served: await readBuildRecord(join(distDir, tenant)), last: await lastBuild(distDir, tenant) })));
    for (const gauge of gauges) gauge.reset();
    for (const { tenant, served, last } of facts) {
      if (!('missing' in served)) {
        if (Number.isFinite(seconds(served.builtAt))) buildServedAt.set({ tenant }, seconds(served.builtAt));
        buildPages.set({ tenant }, served.stats.pages);
      }
      if (last && Number.isFinite(seconds(last.finishedAt))) {
        buildLastRunAt.set({ tenant }, seconds(last.finishedAt));
        buildLastRunSeconds.set({ tenant }, last.seconds);
        buildLastRunFailed.set({ tenant }, last.outcome === 'failed' ? 1 : 0);
      }
    }
  };
}
