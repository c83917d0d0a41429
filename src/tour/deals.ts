import type { Deal } from '../catalogue/schemas.ts';

/** Browsing spec section 9: "grid size … deals 15". */
export const DEALS_GRID_SIZE = 15;

/** The deals of the /deals grid: enabled for the listing placement, by listing rank, cut to the grid size. */
export function listingDeals(deals: readonly Deal[]): Deal[] {
  return deals
    .filter((deal) => deal.enabledListing)
    .sort((a, b) => a.rankListing - b.rankListing || a.id - b.id)
    .slice(0, DEALS_GRID_SIZE);
}
