import { ALL_SITES_PATH, crossSitePath } from '../routing/paths.ts';
import type { TenantId } from '../tenants/schema.ts';
import type { TenantListing } from '../tenants/tenant-module.ts';
import { newestVideos, ofSite } from './selectors.ts';
import { paysiteList } from './sites.ts';

/**
 * The brands pages of browsing spec section 2's "Other named pages": `/brands`, the sister brands,
 * and the combined tenant's all-sites feed (membership spec section 2, "a combined all-sites feed")
 * at `/sites`, above its `/sites/:brand/:type` listings. Pure, over the build's tenant list.
 */

type DirectoryEntry = { tenant: TenantId; site: string; name: string; tourUrl: string; visibility: { paysiteList: boolean } };

/**
 * A link the gateway made to a page of a sister brand (a recommendation's crossNavigationLink, made
 * with the brand's public address) as this run serves the brand: the tour URL of the tenant one of
 * whose hosts it names, with the same path, query and fragment. In development that is
 * `http://<brand>.localhost:<PORT>`, where the public address leads nowhere. Null for a host no
 * tenant has, or anything that is not a web address: the caller links its own page instead.
 */
export function asServedBrandUrl(link: string, directory: readonly Pick<TenantListing, 'hosts' | 'tourUrl'>[]): string | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const brand = directory.find((entry) => entry.hosts.includes(url.hostname) || new URL(entry.tourUrl).host === url.host);
  return brand ? new URL(`${url.pathname}${url.search}${url.hash}`, brand.tourUrl).href : null;
}

/**
 * A page of a video of brand `site` (its site code), for the tenant `here`: the path itself when
 * `here` shows that brand (its own, or one of the combined tenant's sites), else the page on the
 * brand's own site, as this run serves it. A member's notifications, of every brand they have, link so.
 */
export function pageOfBrand(
  path: string,
  site: string,
  here: { site: string; standaloneSites: readonly TenantId[] },
  directory: readonly Pick<TenantListing, 'tenant' | 'site' | 'tourUrl'>[],
): string {
  const brand = directory.find((entry) => entry.site === site);
  if (here.site === site || !brand || here.standaloneSites.includes(brand.tenant)) return path;
  return new URL(path, brand.tourUrl).href;
}

export interface BrandLink {
  tenant: TenantId;
  name: string;
  /** Where a visitor goes: the brand's own tour, or its listing inside the combined tenant. */
  href: string;
  /** The members' way there: /xsite for a sister brand (null inside the combined tenant, whose listings are its own). */
  memberHref: string | null;
}

/**
 * A standalone brand lists its sisters on the paysite list (never itself nor a hidden tenant); the
 * combined tenant lists the standalone sites it shows, each at its own videos listing.
 */
export function brandLinks(tenant: { tenant: TenantId; standalone: boolean; standaloneSites: readonly TenantId[] }, directory: readonly DirectoryEntry[]): BrandLink[] {
  if (!tenant.standalone) {
    return tenant.standaloneSites.flatMap((brand) => {
      const entry = directory.find((t) => t.tenant === brand);
      return entry ? [{ tenant: brand, name: entry.name, href: `${ALL_SITES_PATH}/${brand}/videos`, memberHref: null }] : [];
    });
  }
  return paysiteList(directory)
    .filter((t) => t.tenant !== tenant.tenant)
    .map((t) => ({ tenant: t.tenant, name: t.name, href: `${t.tourUrl}/`, memberHref: crossSitePath(t.tenant) }));
}

export interface SiteFeedSection<Video> {
  brand: TenantId;
  siteName: string;
  videos: readonly Video[];
  /** The site's full listings. */
  videosHref: string;
  performersHref: string;
}

/** The all-sites feed: each standalone site's newest `perSite` videos, in the tenant's order of sites. None for a standalone tenant. */
export function allSitesFeed<Video extends { site: string; releaseDate: string; title: string }>(
  videos: readonly Video[],
  tenant: { standalone: boolean; standaloneSites: readonly TenantId[] },
  directory: readonly Pick<DirectoryEntry, 'tenant' | 'site' | 'name'>[],
  perSite: number,
): SiteFeedSection<Video>[] {
  if (tenant.standalone) return [];
  return tenant.standaloneSites.flatMap((brand) => {
    const entry = directory.find((t) => t.tenant === brand);
    if (!entry) return [];
    const newest = newestVideos(ofSite(videos, entry.site), perSite);
    return newest.length === 0
      ? []
      : [{ brand, siteName: entry.name, videos: newest, videosHref: `${ALL_SITES_PATH}/${brand}/videos`, performersHref: `${ALL_SITES_PATH}/${brand}/performers` }];
  });
}
