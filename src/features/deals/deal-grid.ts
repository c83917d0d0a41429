import type { Deal } from '../../catalogue/schemas.ts';
import { allowedPartnerUrl } from '../upsells/partner-allow-list.ts';
import { outgoingUpsellHref } from '../upsells/outgoing-upsell-query.ts';
import { formatMoney } from '../../membership/money.ts';

/** Browsing and membership spec section 9: "grid size offers 15 and deals 15": one grid for both pages. */
export const DEAL_GRID_SIZE = 15;
/** /deals and /offers show the deals of the listing placement. */
export const GRID_DEAL_TYPE = 'listing';
/** Membership spec section 9: "carousel deals limit … 40" (the reading that gives a value). */
export const DEAL_CAROUSEL_LIMIT = 40;
export const CAROUSEL_DEAL_TYPE = 'carousel';

/** The deals of a grid: enabled for the listing placement, by listing rank, cut to the grid size. */
export function dealGrid(deals: readonly Deal[]): Deal[] {
  return deals
    .filter((deal) => deal.enabledListing)
    .sort((a, b) => a.rankListing - b.rankListing || a.id - b.id)
    .slice(0, DEAL_GRID_SIZE);
}

/** The deals of the carousel: enabled for it, by rank, at most the carousel limit. */
export function dealCarousel(deals: readonly Deal[]): Deal[] {
  return deals
    .filter((deal) => deal.enabledCarousel)
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, DEAL_CAROUSEL_LIMIT);
}

/** Where a deal's buttons lead; null where the partner allow-list refuses the deal's URL. */
export interface DealLinks {
  /** The partner's offer page. */
  href: string | null;
  /** The outgoing one-click upsell of the deal (its confirmation first), for a partner's one-click deal. */
  oneClickHref: string | null;
  /** What the one-click charges first, ready to show (e.g. "$1.00"); null when unknown. */
  oneClickPrice: string | null;
}

/**
 * A deal's links, each partner URL checked against the allow-list: the deal's own page, and for a
 * partner's one-click deal the outgoing upsell, naming the deal as the offer, its one-click URL as
 * the partner's members link and its page as the tour link to fall back on. An internal one-click
 * is the site's own upsell (the billing side's), never an outgoing one.
 */
export function dealLinks(
  deal: Pick<Deal, 'id' | 'url' | 'oneClickUrl' | 'oneClickEnabled' | 'internalOneClick' | 'initialPrice'>,
  allowedHosts: readonly string[],
): DealLinks {
  const href = allowedPartnerUrl(deal.url, allowedHosts)?.href ?? null;
  const oneClick = deal.oneClickEnabled && !deal.internalOneClick ? (allowedPartnerUrl(deal.oneClickUrl, allowedHosts)?.href ?? null) : null;
  if (oneClick === null) return { href, oneClickHref: null, oneClickPrice: null };
  return {
    href,
    oneClickHref: outgoingUpsellHref({ epochUpsellId: String(deal.id), memberLink: oneClick, ...(href === null ? {} : { tourLinkCode: href }) }),
    oneClickPrice: deal.initialPrice === null ? null : formatMoney(deal.initialPrice, 'USD'),
  };
}
