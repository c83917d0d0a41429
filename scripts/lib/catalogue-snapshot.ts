import { randomUUID } from 'node:crypto';
import { catalogueCalls } from '../../src/catalogue/calls.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { withRetries, type RetryOptions } from '../../src/gateway/retries.ts';
import { checkCatalogue, fetchCatalogueAnswers } from '../../src/catalogue/snapshot.ts';
import type { TenantConfig } from '../../src/tenants/schema.ts';
import { tourPageTotal } from '../../src/tour/page-total.ts';

export interface TakenSnapshot {
  /**
   * The gateway's answers as one JSON text: what the fingerprint hashes. Answers a served build
   * was made from passed its checks then, so a tenant whose answers are unchanged is skipped
   * without checking its records again.
   */
  answersJson: string;
  /**
   * Checks every record, for a tenant to build: a bad record throws a CatalogueRecordError naming
   * the tenant, the record and the field.
   */
  check(): CheckedSnapshot;
}

export interface CheckedSnapshot {
  /** The snapshot as the pages read it and the site server loads it: one JSON text for both. */
  json: string;
  /** The HTML pages the build will write, known before Astro starts (for "pages done of total"). */
  expectedPages: number;
}

/**
 * Fetches the tenant's catalogue from its gateway, each query tried again with backoff after a 5xx,
 * a time-out or a refused connection; its records are checked when it is to be built.
 */
export async function takeSnapshot(tenant: TenantConfig, all: TenantConfig[], gatewayUrl: string, onRetry?: RetryOptions['onRetry']): Promise<TakenSnapshot> {
  const calls = catalogueCalls(withRetries(createGatewayClient({ url: gatewayUrl }), { onRetry }), { correlationId: randomUUID() });
  const answers = await fetchCatalogueAnswers(calls, tenant);
  return {
    answersJson: JSON.stringify(answers),
    check() {
      const snapshot = checkCatalogue(tenant, answers);
      return { json: JSON.stringify(snapshot), expectedPages: tourPageTotal(snapshot, tenant, all) };
    },
  };
}
