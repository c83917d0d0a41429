import { readFileSync } from 'node:fs';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import { readEnv } from '../settings/env.ts';

let current: CatalogueSnapshot | undefined;

/**
 * The tenant's catalogue snapshot, the one source of every tour page. While building, it is the
 * snapshot the build script fetched and checked (CATALOGUE_SNAPSHOT), read once: thousands of pages
 * then cost no gateway call each. At run time, the site server hands the same snapshot, kept in the
 * build's output, to the members' views of tour pages (`provideCatalogue`).
 */
export function catalogue(): CatalogueSnapshot {
  if (current) return current;
  const file = readEnv().CATALOGUE_SNAPSHOT;
  if (!file) throw new Error('CATALOGUE_SNAPSHOT is not set: build tenants with `npm run build`, which fetches the catalogue first.');
  // Already checked record by record by the build script (src/catalogue/snapshot.ts).
  current = JSON.parse(readFileSync(file, 'utf8')) as CatalogueSnapshot;
  return current;
}

/** At run time: the snapshot this build's pages were rendered from (one per tenant build, so set once). */
export function provideCatalogue(snapshot: CatalogueSnapshot): void {
  current = snapshot;
}
