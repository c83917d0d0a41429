import { channelSubject, type Abilities } from '../../access/index.ts';
import type { SHELF_PAGES } from '../../holes/kinds.ts';
import type { RecommendationShelf } from '../../tenants/schema.ts';
import { videoPagePath } from '../../routing/paths.ts';
import { withRecommId } from './recomm-id.ts';

/**
 * Browsing spec section 9: "recommended list sizes 9, 6, 3", read as a shelf's size on the spec's
 * large, medium and small screens (src/shell/breakpoints.ts), as its list sizes are read for the
 * pager's windows: the recommender is asked for the large size once, and a smaller screen shows the
 * first 6 or 3 picks, three rows of its columns, so a phone's shelf is three cards, not a column of nine.
 */
export const RECOMMENDED_LIST_SIZES = { large: 9, medium: 6, small: 3 } as const;
/** How many picks a shelf asks the recommender for: the largest screen's. */
export const RECOMMENDED_LIST_SIZE = RECOMMENDED_LIST_SIZES.large;

/** From which screen up the pick at `index` shows: every screen, medium and up, or large only. */
export function shownFrom(index: number): 'small' | 'medium' | 'large' {
  if (index < RECOMMENDED_LIST_SIZES.small) return 'small';
  return index < RECOMMENDED_LIST_SIZES.medium ? 'medium' : 'large';
}

/**
 * Which recommendation shelf a video page shows (browsing spec section 6, "video page with or
 * without crossnavigation"): the cross-navigation variant, which may lead to sister brands, wins
 * when the member may see it; none when neither shelf is switched on for the tenant.
 */
export function videoPageShelf(abilities: Pick<Abilities, 'can'>): { crossNavigation: boolean } | null {
  if (abilities.can('see', 'VIDEO_PAGE_CROSSNAVIGATION')) return { crossNavigation: true };
  if (abilities.can('see', 'VIDEO_PAGE')) return { crossNavigation: false };
  return null;
}

/**
 * Which shelf a channel video page shows (browsing spec section 6: "external channel video page,
 * internal channel video page"): the partner channels' shelf or the brand's own channels'.
 */
export function channelVideoPageShelf(abilities: Pick<Abilities, 'can'>, channel: { isThirdPartyChannel: boolean }): { crossNavigation: boolean } | null {
  return abilities.can('see', channel.isThirdPartyChannel ? 'EXTERNAL_CHANNEL_VIDEO_PAGE' : 'INTERNAL_CHANNEL_VIDEO_PAGE') ? { crossNavigation: false } : null;
}

/**
 * The shelves of the member's other pages (browsing spec section 6), in the order the page shows
 * them: the home page's picks, the group's picks across the sister brands (VMG) and performers;
 * a category's picks on its page (TAG); the partner and the brand's own channels on the channels
 * page; performers on a performer's page.
 */
export const PAGE_SHELVES = {
  home: ['HOME_RECOMMENDATIONS', 'VMG', 'RECOMMENDED_MODELS'],
  tag: ['TAG'],
  channels: ['CHANNELS', 'INTERNAL_CHANNELS'],
  performer: ['RECOMMENDED_MODELS'],
} as const satisfies Record<(typeof SHELF_PAGES)[number], readonly RecommendationShelf[]>;
export type ShelfPage = keyof typeof PAGE_SHELVES;
export type PageShelf = (typeof PAGE_SHELVES)[ShelfPage][number];

/** A channel shelf leads to channel pages, so it also needs the ability to see those channels. */
const CHANNEL_SHELF_KIND: Partial<Record<PageShelf, { isThirdPartyChannel: boolean }>> = {
  CHANNELS: { isThirdPartyChannel: true },
  INTERNAL_CHANNELS: { isThirdPartyChannel: false },
};

/** The shelves a page shows the member: each one the tenant switches on for them, and its channels' ability. */
export function shelvesOn(page: ShelfPage, abilities: Pick<Abilities, 'can'>): PageShelf[] {
  return PAGE_SHELVES[page].filter((shelf: PageShelf) => {
    const channels = CHANNEL_SHELF_KIND[shelf];
    return abilities.can('see', shelf) && (channels === undefined || abilities.can('see', channelSubject(channels)));
  });
}

/** Each shelf's heading; the brand names its own channels, the category its picks. */
export function shelfHeading(shelf: PageShelf, names: { brand: string; tag?: string | undefined }): string {
  switch (shelf) {
    case 'HOME_RECOMMENDATIONS':
      return 'Recommended for you';
    case 'VMG':
      return 'Picked for you across our sister brands';
    case 'RECOMMENDED_MODELS':
      return 'Performers you may like';
    case 'TAG':
      return `Recommended in ${names.tag ?? 'this category'}`;
    case 'CHANNELS':
      return 'Recommended partner channels';
    case 'INTERNAL_CHANNELS':
      return `Recommended ${names.brand} channels`;
  }
}

/**
 * Where a recommended video leads: its sister brand's page for cross-navigation, at the brand's
 * address as this run serves it (`asServed`, src/tour/brand-directory.ts), else this tenant's;
 * carrying the recommendation's recommId for the events the member causes there (membership spec 7).
 */
export function recommendationHref(
  video: { slug: string; crossNavigation: boolean; crossNavigationLink: string | null; recommId: string | null },
  asServed: (link: string) => string | null,
): string {
  const sister = video.crossNavigation && video.crossNavigationLink ? asServed(video.crossNavigationLink) : null;
  return withRecommId(sister ?? videoPagePath(video.slug), video.recommId);
}
