import type { Performer, VideoRecord } from '../catalogue/schemas.ts';
import { pageOf } from '../paging/index.ts';
import { SITE_LISTING_TYPES } from '../routing/rules/sites.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { ofSite } from './selectors.ts';
import { ALL_SITES_PATH } from '../routing/paths.ts';

type SiteListingType = (typeof SITE_LISTING_TYPES)[number];

export type SiteListing =
  | { brand: string; siteName: string; type: 'videos'; base: string; videos: readonly VideoRecord[] }
  | { brand: string; siteName: string; type: 'performers'; base: string; performers: readonly Performer[] };

export type SiteDirectory = readonly { tenant: string; site: string; name: string }[];

/**
 * The `/sites/:brand/:type` listings of a combined tenant: for each of its standalone sites, that
 * site's videos and performers from the combined tenant's own snapshot. None for a standalone tenant.
 */
export function siteListings(
  index: CatalogueIndex,
  tenant: { standalone: boolean; standaloneSites: readonly string[] },
  directory: SiteDirectory,
): SiteListing[] {
  if (tenant.standalone) return [];
  return tenant.standaloneSites.flatMap((brand) => {
    const entry = directory.find((t) => t.tenant === brand);
    if (!entry) return [];
    return SITE_LISTING_TYPES.map((type: SiteListingType): SiteListing => {
      const base = `${ALL_SITES_PATH}/${brand}/${type}`;
      return type === 'videos'
        ? { brand, siteName: entry.name, type, base, videos: ofSite(index.snapshot.videos, entry.site) }
        : { brand, siteName: entry.name, type, base, performers: ofSite(index.snapshot.performers, entry.site) };
    });
  });
}

/** One page of a site's listing, all its page renders from: which listing, and this page's items. */
export type SiteListingPage = { brand: string; siteName: string; base: string; page: number; pageCount: number } & (
  | { type: 'videos'; items: VideoRecord[] }
  | { type: 'performers'; items: Performer[] }
);

/** Page `page` of `listing`. */
export function siteListingPage(listing: SiteListing, page: number): SiteListingPage {
  const { brand, siteName, base } = listing;
  return listing.type === 'videos'
    ? { brand, siteName, base, type: 'videos', ...pageOf(listing.videos, page) }
    : { brand, siteName, base, type: 'performers', ...pageOf(listing.performers, page) };
}

/** How many items the listing has. */
export function siteListingLength(listing: SiteListing): number {
  return listing.type === 'videos' ? listing.videos.length : listing.performers.length;
}
