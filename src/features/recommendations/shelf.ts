import type { Abilities } from '../../access/abilities.ts';

/** Browsing spec section 9: recommended list sizes 9, 6 and 3; shelves show the large one. */
export const RECOMMENDED_LIST_SIZE = 9;

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

/** Where a recommended video leads: its sister brand's page for cross-navigation, else this tenant's. */
export function recommendationHref(video: { slug: string; crossNavigation: boolean; crossNavigationLink: string | null }): string {
  return video.crossNavigation && video.crossNavigationLink ? video.crossNavigationLink : `/videos/${video.slug}`;
}
