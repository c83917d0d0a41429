import { catalogueAt } from '../../src/catalogue/calls.ts';
import { fetchCatalogueSnapshot } from '../../src/catalogue/snapshot.ts';
import type { TenantConfig } from '../../src/tenants/schema.ts';
import { tourPageTotal } from '../../src/tour/page-total.ts';

export interface TakenSnapshot {
  /** The snapshot as the pages read it and the site server loads it: one JSON text for both. */
  json: string;
  /** The HTML pages the build will write, known before Astro starts (for "pages done of total"). */
  expectedPages: number;
}

/**
 * Fetches the tenant's catalogue snapshot from its gateway, every record zod-checked: a bad record
 * stops this tenant with a CatalogueRecordError naming the tenant, the record and the field.
 */
export async function takeSnapshot(tenant: TenantConfig, all: TenantConfig[], gatewayUrl: string): Promise<TakenSnapshot> {
  const snapshot = await fetchCatalogueSnapshot(catalogueAt(gatewayUrl), tenant);
  return { json: JSON.stringify(snapshot), expectedPages: tourPageTotal(snapshot, tenant, all) };
}
