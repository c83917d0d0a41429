import type { Deal } from '../../catalogue/schemas.ts';

/** Membership spec section 9: "Grid size for offers and deals: 15". */
export const OFFERS_GRID_SIZE = 15;
/** The offers page lists the deals of the listing placement. */
export const OFFERS_DEAL_TYPE = 'listing';

/** Enabled listing deals, by their listing rank, at most one grid. */
export function offersGrid(deals: readonly Deal[]): Deal[] {
  return deals
    .filter((deal) => deal.enabledListing)
    .sort((a, b) => a.rankListing - b.rankListing)
    .slice(0, OFFERS_GRID_SIZE);
}
