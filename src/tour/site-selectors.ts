import type { Performer, VideoRecord } from '../catalogue/schemas.ts';
import { isWithinRecentWindow, RECENT_CONTENT_WINDOW_DAYS } from '../shell/durations.ts';
import type { SiteListing } from './site-listings.ts';

/** The query parameter of /sites/:brand/:type that picks a selection (browsing spec section 2). */
export const SELECTOR_PARAM = 'selector';

/**
 * Browsing spec section 2, /sites/:brand/:type: "An optional selector parameter is passed on." The
 * spec does not say what it selects. On the combined tenant's listing of one site it picks which of
 * the site's records are listed, and how: its videos of the recent-content window, newest first, or
 * all of them top rated first; its performers by name instead of by rating. Any other value is no
 * selection: the plain listing, a static file, answers. A selection is rendered per request from
 * the build's snapshot, so "recent" is always counted from today, never from the day of the build.
 */
export const SITE_LISTING_SELECTORS = { videos: ['recent', 'top-rated'], performers: ['name'] } as const;
export type SiteListingSelector = (typeof SITE_LISTING_SELECTORS)[keyof typeof SITE_LISTING_SELECTORS][number];

/** The selection `value` names for a listing of `type`, or null. */
export function siteListingSelectorOf(type: string | undefined, value: string | undefined): SiteListingSelector | null {
  if (type !== 'videos' && type !== 'performers') return null;
  return (SITE_LISTING_SELECTORS[type] as readonly (string | undefined)[]).includes(value) ? (value as SiteListingSelector) : null;
}

/** A video of the recent-content window: released (an upcoming one is not new yet), and no older than the window. */
export function isRecentRelease(releaseDate: string, now: Date): boolean {
  return Date.parse(releaseDate) <= now.getTime() && isWithinRecentWindow(releaseDate, now);
}

const byRating = (a: VideoRecord, b: VideoRecord) => b.rating - a.rating || b.releaseDate.localeCompare(a.releaseDate) || a.title.localeCompare(b.title);
const byName = (a: Performer, b: Performer) => a.name.localeCompare(b.name, 'en');

/** The listing as `selector` selects it on `now` (the snapshot's lists are newest first, performers by rating). */
export function selectSiteListing(listing: SiteListing, selector: SiteListingSelector, now: Date): SiteListing {
  if (listing.type === 'videos') {
    if (selector === 'recent') return { ...listing, videos: listing.videos.filter((video) => isRecentRelease(video.releaseDate, now)) };
    if (selector === 'top-rated') return { ...listing, videos: [...listing.videos].sort(byRating) };
    return listing;
  }
  return selector === 'name' ? { ...listing, performers: [...listing.performers].sort(byName) } : listing;
}

/** What a selection's page is called. */
export function selectionHeading(siteName: string, selector: SiteListingSelector): string {
  switch (selector) {
    case 'recent':
      return `${siteName}: new in the last ${RECENT_CONTENT_WINDOW_DAYS} days`;
    case 'top-rated':
      return `${siteName}: top rated videos`;
    case 'name':
      return `${siteName} performers, A to Z`;
  }
}
