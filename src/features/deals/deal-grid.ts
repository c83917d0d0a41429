import type { Deal } from '../../catalogue/schemas.ts';

/** Browsing and membership spec section 9: "grid size offers 15 and deals 15": one grid for both pages. */
export const DEAL_GRID_SIZE = 15;
/** /deals and /offers show the deals of the listing placement. */
export const GRID_DEAL_TYPE = 'listing';

/** The deals of a grid: enabled for the listing placement, by listing rank, cut to the grid size. */
export function dealGrid(deals: readonly Deal[]): Deal[] {
  return deals
    .filter((deal) => deal.enabledListing)
    .sort((a, b) => a.rankListing - b.rankListing || a.id - b.id)
    .slice(0, DEAL_GRID_SIZE);
}
