import type { CatalogueIndex } from './catalogue-index.ts';
import { pageCount, PAGE_SIZE } from '../paging/index.ts';
import { DEALS_PATH } from '../routing/partner-paths.ts';
import { ALL_SITES_PATH, angelPagePath, ANGELS_PATH, AWARDS_PATH, BRANDS_PATH, CASTING_PATH, CATEGORIES_PATH, COMPLIANCE_PATH, HOME_PATH, JOIN_PATH, LOGIN_PAGE_PATH, performerPagePath, PERFORMERS_PATH, PRIVACY_PATH, REELS_PATH, showcasePagePath, SHOWCASES_PATH, SUPPORT_PATH, TERMS_PATH, TOP_RATED_PATH, trailerPagePath, videoPagePath, VIDEOS_PATH, WALL_PATH } from '../routing/paths.ts';
import { pageUrl } from './pagination.ts';
import { performerListingVariants, type PerformerListingVariant } from './performer-listings.ts';
import { siteListings, type SiteListing, type SiteDirectory } from './site-listings.ts';

/** The sitemap protocol's limit of URLs per file; larger sites get an index and parts. */
export const SITEMAP_MAX_URLS = 50_000;

type SitemapTenant = {
  standalone: boolean;
  features: { showcasesPage: boolean; showAngels: boolean; reels: boolean; curator: boolean };
  headerFeatures: { awardsLink: boolean };
  paginationListSizes: { small: number };
};

/** Every page of a paged listing, as its public URL. */
function listingUrls(base: string, total: number, size: number, query: Record<string, string> = {}): string[] {
  return Array.from({ length: pageCount(total, size) }, (_, i) => pageUrl(base, i + 1, query));
}

/**
 * The public paths (with their query) of every page the tour builds for a tenant, in the form a
 * visitor would use: listing pages as `?page=N`, never their internal static file paths.
 */
function sitemapPaths(
  index: CatalogueIndex,
  tenant: SitemapTenant,
  performerVariants: readonly PerformerListingVariant[],
  sites: readonly SiteListing[],
): string[] {
  const { snapshot } = index;
  const paths = [HOME_PATH, CATEGORIES_PATH, CASTING_PATH, DEALS_PATH, JOIN_PATH, SUPPORT_PATH, LOGIN_PAGE_PATH, TERMS_PATH, PRIVACY_PATH, COMPLIANCE_PATH, BRANDS_PATH];
  paths.push(...listingUrls(VIDEOS_PATH, snapshot.videos.length, PAGE_SIZE));
  paths.push(...listingUrls(TOP_RATED_PATH, index.topRatedVideos.length, PAGE_SIZE));
  for (const variant of performerVariants) paths.push(...listingUrls(PERFORMERS_PATH, variant.performers.length, PAGE_SIZE, variant.kind.query));
  for (const video of snapshot.videos) paths.push(videoPagePath(video.slug), trailerPagePath(video.slug));
  for (const performer of snapshot.performers) {
    paths.push(...listingUrls(performerPagePath(performer.slug), index.videosByPerformer.get(performer.slug)?.length ?? 0, PAGE_SIZE));
  }
  if (tenant.headerFeatures.awardsLink) paths.push(...listingUrls(AWARDS_PATH, index.awardedVideos.length, tenant.paginationListSizes.small));
  if (tenant.features.showcasesPage) paths.push(SHOWCASES_PATH, ...snapshot.showcases.map((s) => showcasePagePath(s.slug)));
  if (tenant.features.showAngels) paths.push(ANGELS_PATH, ...index.angels.map((a) => angelPagePath(a.slug)));
  if (tenant.features.reels) paths.push(REELS_PATH);
  if (tenant.features.curator) paths.push(WALL_PATH);
  // The combined tenant's all-sites feed, above its sites' listings.
  if (!tenant.standalone) paths.push(ALL_SITES_PATH);
  for (const listing of sites) {
    paths.push(...listingUrls(listing.base, listing.type === 'videos' ? listing.videos.length : listing.performers.length, PAGE_SIZE));
  }
  return paths;
}

/**
 * A tenant's sitemap paths from its catalogue index: its performer listings by its search switch and,
 * for the combined tenant, its sites' listings from the tenants' directory.
 */
export function tenantSitemapPaths(
  index: CatalogueIndex,
  tenant: SitemapTenant & { features: { facetedSearch: boolean }; standaloneSites: readonly string[] },
  directory: SiteDirectory,
): string[] {
  return sitemapPaths(index, tenant, performerListingVariants(index, tenant.features.facetedSearch), siteListings(index, tenant, directory));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A `<urlset>` of absolute URLs on `origin`. */
export function urlSetXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** A `<sitemapindex>` naming the parts `/sitemap-1.xml` … on `origin`. */
export function sitemapIndexXml(origin: string, parts: number): string {
  const entries = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeXml(new URL(`/sitemap-${i + 1}.xml`, origin).href)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/** The paths split into sitemap files of at most `max` URLs. */
export function sitemapParts(paths: readonly string[], max: number = SITEMAP_MAX_URLS): string[][] {
  const parts: string[][] = [];
  for (let i = 0; i < paths.length; i += max) parts.push(paths.slice(i, i + max));
  return parts;
}

/** robots.txt: everything open except the server-rendered filtered listings, with the sitemap's address. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /filtered/\nDisallow: /api/\nDisallow: /oidc/\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
