import type { MediaUrls } from '../media.ts';
import { UPSELL_INITIAL_PRICE_USD } from '../members/partners/prices.ts';
import type { DealRow } from '../rows.ts';
import { SIZES, type Sizes } from './picture-sizes.ts';

/** A deal as the catalogue answers it: the seed's data, its placements, and the fields derived from its id. */
export function dealShape(media: MediaUrls) {
  return function deal(row: DealRow) {
    const data = JSON.parse(row.data) as Record<string, unknown> & { slug: string };
    const art = (sizes: Sizes) =>
      sizes.map(([width, height]) => ({ src: media.svg(row.site, 'deal', data.slug, width, height), width, height }));
    return {
      ...data,
      id: row.deal_id,
      site: row.site,
      rank: row.rank,
      rankListing: row.rank_listing,
      rankInterstitial: row.rank_interstitial,
      enabledCarousel: row.enabled_carousel === 1,
      enabledListing: row.enabled_listing === 1,
      enabledInterstitial: row.enabled_interstitial === 1,
      audience: row.audience,
      // Derived, not drawn: new draws from the seed's random stream would reshuffle every tenant's data.
      internalOneClick: false,
      itsUpCampaignId: `itsup-campaign-${row.deal_id}`,
      itsUpZoneId: `itsup-zone-${row.deal_id}`,
      initialPrice: data['oneClickEnabled'] === true ? UPSELL_INITIAL_PRICE_USD : null,
      logo: art(SIZES.dealLogo),
      thumbnail: art(SIZES.dealThumbnail),
    };
  };
}
