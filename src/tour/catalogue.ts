import { readFileSync } from 'node:fs';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';

let cached: CatalogueSnapshot | undefined;

/**
 * The catalogue snapshot the build script fetched and validated for the tenant being built
 * (CATALOGUE_SNAPSHOT). Prerendered pages read it instead of calling the gateway once per page,
 * which is what keeps a build of thousands of pages fast. Build time only.
 */
export function catalogue(): CatalogueSnapshot {
  if (cached) return cached;
  const file = process.env['CATALOGUE_SNAPSHOT'];
  if (!file) {
    throw new Error('CATALOGUE_SNAPSHOT is not set: build tenants with `npm run build`, which fetches the catalogue first.');
  }
  // Already checked record by record by the build script (src/catalogue/snapshot.ts).
  cached = JSON.parse(readFileSync(file, 'utf8')) as CatalogueSnapshot;
  return cached;
}
