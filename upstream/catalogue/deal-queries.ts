import type { DealRow } from '../rows.ts';
import { IN_SITES, type CatalogueContext } from './catalogue-context.ts';
import { paging } from './pages.ts';

type DealPlacement = 'carousel' | 'interstitial' | 'listing';
/** Which column enables a deal in each placement, and which ranks it there. */
const PLACEMENT_COLUMNS: Record<DealPlacement, [enabled: string, rank: string]> = {
  carousel: ['enabled_carousel', 'rank'],
  interstitial: ['enabled_interstitial', 'rank_interstitial'],
  listing: ['enabled_listing', 'rank_listing'],
};

/** findDeals (browsing spec section 7): a placement's deals for an audience (members unless asked), by rank. */
export function dealQueries({ all, sitesOf, shape }: CatalogueContext) {
  return {
    findDeals(_: unknown, { input }: { input: { limit?: number | null; type: DealPlacement; site: string; audience?: string | null } }) {
      const [enabled, rank] = PLACEMENT_COLUMNS[input.type];
      return all<DealRow>(
        `SELECT * FROM deals WHERE ${IN_SITES('site')} AND ${enabled} = 1 AND audience = ? ORDER BY ${rank}, deal_id LIMIT ?`,
        sitesOf(input.site),
        input.audience ?? 'member',
        paging({ first: input.limit ?? 40 }).first,
      ).map(shape.deal);
    },
  };
}
