import { readFileSync } from 'node:fs';
import { catalogueSnapshotFile } from 'virtual:tenant';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index.ts';

let current: CatalogueSnapshot | undefined;
let built: CatalogueIndex | undefined;

/**
 * The tenant's catalogue snapshot, the one source of every tour page. While building, it is the
 * snapshot the build script fetched and checked (its file is baked into the build by
 * astro.config.mjs), read once: thousands of pages then cost no gateway call each. At run time,
 * the site server hands the same snapshot, kept in the build's output, to every page it renders
 * (`provideCatalogue`, from the middleware). Pages never read the environment.
 */
export function catalogue(): CatalogueSnapshot {
  if (current) return current;
  if (!catalogueSnapshotFile) throw new Error('No catalogue snapshot: build tenants with `npm run build`, which fetches the catalogue first.');
  // Already checked record by record by the build script (src/catalogue/snapshot.ts).
  current = JSON.parse(readFileSync(catalogueSnapshotFile, 'utf8')) as CatalogueSnapshot;
  return current;
}

/** At run time: the snapshot this build's pages were rendered from (one per tenant build, so set once). */
export function provideCatalogue(snapshot: CatalogueSnapshot): void {
  current = snapshot;
}

/** The index of the tenant's snapshot, built on first use and again for another snapshot. */
export function catalogueIndex(): CatalogueIndex {
  const snapshot = catalogue();
  if (built?.snapshot !== snapshot) built = indexCatalogue(snapshot);
  return built;
}
